import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { staffAuthProvider } from '../testing/renderAdmin.tsx';
import { PageEditor } from './PageEditor.tsx';

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
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

/** The editor at `path`, as an admin, over a data provider that holds STORED. */
function renderAt(path: string) {
  const dataProvider = testDataProvider({ getOne: async () => ({ data: STORED }) as never, getList: async () => ({ data: [], total: 0 }) as never });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={staffAuthProvider('admin')}>
        <Routes>
          <Route path="/pages/editor" element={<PageEditor />} />
          <Route path="/pages/editor/:id" element={<PageEditor />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the static page editor', () => {
  it('writes a new page in the rich editor, with one "Create" button', async () => {
    renderAt('/pages/editor');
    const content = await screen.findByRole('textbox', { name: 'Content' });
    expect(content.getAttribute('contenteditable')).toBe('true');
    expect(within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Heading 2' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it("shows a stored page's HTML formatted, with one \"Save\" button", async () => {
    renderAt('/pages/editor/4');
    const content = await screen.findByRole('textbox', { name: 'Content' });
    expect(await within(content).findByRole('heading', { level: 2, name: 'Booking' })).toBeTruthy();
    expect(content.querySelector('strong')?.textContent).toBe('dawn to dusk');
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
