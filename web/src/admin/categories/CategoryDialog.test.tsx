import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';

const slugField = () => screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement;
const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;

function renderDialog(create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 9, ...data } }))) {
  renderAdmin(<CategoryDialog open onClose={() => {}} />, { create });
  return create;
}

describe('CategoryDialog (create)', () => {
  it('keeps the slug in step with the name until the admin types their own', () => {
    renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Fitness & Recovery' } });
    expect(slugField().value).toBe('fitness-recovery');
    fireEvent.change(slugField(), { target: { value: 'my-slug' } });
    fireEvent.change(nameField(), { target: { value: 'Fitness' } });
    expect(slugField().value).toBe('my-slug');
  });

  it('asks for a name and a slug', async () => {
    const create = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Slug is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the category and reports success', async () => {
    const create = renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Drills' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1].data).toMatchObject({ name: 'Drills', slug: 'drills' });
  });
});
