import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, Notification, TestMemoryRouter, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, PAGE_SAVE_REDIRECT_DELAY_MS } from '../../../../common/constants.ts';
import { FIELD_MESSAGES } from '../../../../common/messages.ts';
import { PAGE_MESSAGES } from '../../../../common/pageMessages.ts';
import { staffAuthProvider } from '../testing/renderAdmin.tsx';
import { OldEditPageLink, OldNewPageLink } from './oldEditorLinks.tsx';
import { PageCreate } from './PageCreate.tsx';
import { PageEdit } from './PageEdit.tsx';

const STORED = {
  id: 4,
  title: 'Court Hours',
  slug: 'court-hours',
  content: '<h2>Booking</h2><p>Open <strong>dawn to dusk</strong>.</p>',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  featuredImage: '',
  featuredImageAlt: '',
  canonicalUrl: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  structuredData: '',
  isPublished: true,
  commentsOpen: false,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
type Page = typeof STORED;

/** A server holding one page (`stored`): reads, writes (each raising the version) and History, as the data provider calls them. */
function fakeServer(stored: Page = STORED) {
  let page = { ...stored };
  const earlier = { ...stored, id: 1, pageId: stored.id, title: 'Court Times', savedAt: '2025-12-30T10:00:00.000Z', replacedAt: '2026-01-02T00:00:00.000Z', wordsAdded: 2, wordsRemoved: 0, content: '<p>Open at noon.</p>' };
  const methods = {
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => {
      if (Number(id) !== page.id) throw new HttpError('Not Found', 404, { title: 'Not Found' });
      return { data: page };
    }),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    update: vi.fn(async (_resource: string, { data }: { data: Partial<Page> }) => {
      page = { ...page, ...data, version: page.version + 1, updatedAt: new Date().toISOString() };
      return { data: page };
    }),
    create: vi.fn(async (_resource: string, { data }: { data: Partial<Page> }) => ({ data: { ...STORED, ...data, id: 9, version: 1 } })),
    getRevisions: vi.fn(async () => ({ data: [earlier] })),
    getRevision: vi.fn(async () => ({ data: earlier })),
    restoreRevision: vi.fn(async () => {
      page = { ...page, title: earlier.title, content: earlier.content, version: page.version + 1 };
      return { data: page };
    }),
  };
  return methods;
}

/** The editor at `path`, as an admin, over `server`; the page list is a placeholder. */
function renderAt(path: string, server = fakeServer()) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={testDataProvider(server as never)} authProvider={staffAuthProvider('admin')}>
        <Routes>
          <Route path="/pages" element={<p>The page list</p>} />
          <Route path="/pages/create" element={<PageCreate />} />
          <Route path="/pages/:id" element={<PageEdit />} />
          <Route path="/pages/editor" element={<OldNewPageLink />} />
          <Route path="/pages/editor/:id" element={<OldEditPageLink />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return server;
}

const title = () => screen.findByRole('textbox', { name: 'Title' });

// Each test starts with no unsaved edits kept in the browser.
afterEach(() => localStorage.clear());

describe('the static page editor', () => {
  it('writes a new page in the rich editor, with one "Create" button', async () => {
    renderAt('/pages/create');
    const content = await screen.findByRole('textbox', { name: 'Content' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Page' })).toBeTruthy();
    expect(content.getAttribute('contenteditable')).toBe('true');
    expect(within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Heading 2' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it("loads a stored page with its HTML formatted, one \"Save\" button, History and a preview link", async () => {
    renderAt('/pages/4');
    expect((await title()) as HTMLInputElement).toHaveProperty('value', 'Court Hours');
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(await within(content).findByRole('heading', { level: 2, name: 'Booking' })).toBeTruthy();
    expect(content.querySelector('strong')?.textContent).toBe('dawn to dusk');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Page' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.getByRole('button', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy preview link' })).toBeTruthy();
  });

  it('saves an edit through the data provider, says so and returns to the list', async () => {
    const server = renderAt('/pages/4');
    fireEvent.change(await title(), { target: { value: 'Court Opening Hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAGE_MESSAGES.savedDetail)).toBeTruthy();
    expect(screen.getByText(PAGE_MESSAGES.saved)).toBeTruthy();
    expect(server.update).toHaveBeenCalledWith('pages', expect.objectContaining({ id: '4', data: expect.objectContaining({ title: 'Court Opening Hours', slug: 'court-hours' }) }));
    expect(await screen.findByText('The page list', {}, { timeout: PAGE_SAVE_REDIRECT_DELAY_MS + 2000 })).toBeTruthy();
  });

  it('saves with Ctrl+S as with its button', async () => {
    const server = renderAt('/pages/4');
    fireEvent.change(await title(), { target: { value: 'Court Rules' } });
    fireEvent.keyDown(document, { key: 's', ctrlKey: true });
    expect(await screen.findByText(PAGE_MESSAGES.savedDetail)).toBeTruthy();
    expect(server.update).toHaveBeenCalledWith('pages', expect.objectContaining({ data: expect.objectContaining({ title: 'Court Rules' }) }));
  });

  it('creates nothing from a new page without content', async () => {
    const server = renderAt('/pages/create');
    fireEvent.change(await title(), { target: { value: 'Court Rules' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Slug' }), { target: { value: 'court-rules' } });
    fireEvent.keyDown(document, { key: 's', metaKey: true });
    expect(await screen.findByText(FIELD_MESSAGES.contentRequired)).toBeTruthy();
    expect(server.create).not.toHaveBeenCalled();
  });

  it("stops at a missing title before sending, and puts the server's refusal under its field", async () => {
    const server = renderAt('/pages/4');
    fireEvent.change(await title(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FIELD_MESSAGES.titleRequired)).toBeTruthy();
    expect(server.update).not.toHaveBeenCalled();

    const reserved = PAGE_MESSAGES.reservedSlug('blog');
    server.update.mockRejectedValueOnce(new HttpError('Validation failed', 422, { detail: 'The page has fields to correct.', errors: { slug: reserved } }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Court Hours' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Slug' }), { target: { value: 'blog' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reserved)).toBeTruthy();
    expect(await screen.findByText('Page not saved')).toBeTruthy();
    expect(screen.queryByText('The page list')).toBeNull();
  });

  it('says so of an id the server does not know and returns to the list', async () => {
    renderAt('/pages/999');
    expect(await screen.findByText(PAGE_MESSAGES.notFoundDetail)).toBeTruthy();
    expect(screen.getByText(PAGE_MESSAGES.notFound)).toBeTruthy();
    expect(await screen.findByText('The page list')).toBeTruthy();
  });

  it('saves a draft page by itself after the last change, staying in the editor', async () => {
    const server = renderAt('/pages/4', fakeServer({ ...STORED, isPublished: false }));
    fireEvent.change(await title(), { target: { value: 'Court Hours (winter)' } });
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Unsaved changes · drafts save themselves$/);
    await waitFor(() => expect(server.update).toHaveBeenCalledTimes(1), { timeout: AUTOSAVE_DELAY_MS + 3000 });
    expect(server.update).toHaveBeenCalledWith('pages', expect.objectContaining({ data: expect.objectContaining({ title: 'Court Hours (winter)', isPublished: false }) }));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Saved at .* · drafts save themselves$/));
    // An autosave is not the explicit save: no toast, no return to the list.
    expect(screen.queryByText(PAGE_MESSAGES.saved)).toBeNull();
    expect(screen.queryByText('The page list')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Court Hours (winter)');
  });

  it('restores an earlier version from History into the editor', async () => {
    const server = renderAt('/pages/4');
    await title();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const versions = await within(dialog).findByRole('list', { name: 'Earlier versions' });
    expect(await within(versions).findByText('Court Times')).toBeTruthy();
    expect(within(versions).getByText(/· Published ·/)).toBeTruthy();
    expect(await within(dialog).findByText('Open at noon.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' })));
    expect(await screen.findByText(/Version restored/)).toBeTruthy();
    expect(server.restoreRevision).toHaveBeenCalledWith('pages', { id: 4, revisionId: 1, version: 2 });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Court Times'));
  });

  it("keeps the editor's old addresses working", async () => {
    renderAt('/pages/editor/4');
    expect(((await title()) as HTMLInputElement).value).toBe('Court Hours');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Page' })).toBeTruthy();
  });

  it('leads the old new-page address to the new page', async () => {
    renderAt('/pages/editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Page' })).toBeTruthy();
  });
});
