import { render, screen } from '@testing-library/react';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TaxonomyCard } from './TaxonomyCard.tsx';

function renderCard(getList: () => Promise<{ data: object[]; total: number }>) {
  render(
    <AdminContext dataProvider={testDataProvider({ getList } as never)}>
      <Form defaultValues={{ categoryIds: [2], tagIds: [] }}>
        <TaxonomyCard />
      </Form>
    </AdminContext>,
  );
}

describe('Categories & Tags card', () => {
  it('says when there are no categories or tags', async () => {
    renderCard(async () => ({ data: [], total: 0 }));
    expect(screen.getByText('Loading categories...')).toBeTruthy();
    expect(screen.getByText('Loading tags...')).toBeTruthy();
    expect(await screen.findByText('No categories found')).toBeTruthy();
    expect(await screen.findByText('No tags found')).toBeTruthy();
  });

  it('checks the post categories and shows tags as toggle chips', async () => {
    renderCard(async () => ({ data: [{ id: 1, name: 'Equipment' }, { id: 2, name: 'Technique' }], total: 2 }));
    expect(((await screen.findByRole('checkbox', { name: 'Technique' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Equipment' }) as HTMLInputElement).checked).toBe(false);
    expect((await screen.findByRole('button', { name: 'Equipment' })).getAttribute('aria-pressed')).toBe('false');
  });
});
