import { fireEvent, screen } from '@testing-library/react';
import { Form, RecordContextProvider, SaveContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { PostContentCard } from './PostContentCard.tsx';
import { SubmitButton } from '../../common/editor/SubmitButton.tsx';

/** The editor's content card and submit button, on a new post (no record) or an existing one. */
function renderEditor(record?: { id: number; title: string; slug: string }) {
  renderAdmin(
    <RecordContextProvider value={record}>
      <SaveContextProvider value={{ save: vi.fn(), saving: false, mutationMode: 'pessimistic' }}>
        <Form defaultValues={record ?? { title: '', slug: '' }} record={record}>
          <SubmitButton />
          <PostContentCard />
        </Form>
      </SaveContextProvider>
    </RecordContextProvider>,
    {},
    'author',
  );
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const slug = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Slug' });

describe('the post editor', () => {
  it('offers "Create" on a new post, and its slug follows the title until the slug is typed', async () => {
    renderEditor();
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
    fireEvent.change(title(), { target: { value: 'Third Shot Drop' } });
    await vi.waitFor(() => expect(slug().value).toBe('third-shot-drop'));
    fireEvent.change(title(), { target: { value: 'Third Shot Drops, Explained' } });
    await vi.waitFor(() => expect(slug().value).toBe('third-shot-drops-explained'));
    fireEvent.change(slug(), { target: { value: 'drops' } });
    fireEvent.change(title(), { target: { value: 'Drops' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slug().value).toBe('drops');
  });

  it('offers "Save" on an existing post, whose slug (its address) stays as it is', async () => {
    renderEditor({ id: 7, title: 'Dinking', slug: 'dinking-basics' });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    fireEvent.change(title(), { target: { value: 'Dinking for Beginners' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slug().value).toBe('dinking-basics');
  });
});
