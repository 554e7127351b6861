import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { TaxonomyCard } from './TaxonomyCard.tsx';

function renderCard(getList: () => Promise<{ data: object[]; total: number }>) {
  renderAdmin(
    <Form defaultValues={{ categoryIds: [2], tagIds: [] }}>
      <TaxonomyCard />
    </Form>,
    { getList },
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
