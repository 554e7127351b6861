import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { CommentList } from './CommentList.tsx';

const held = { parentId: null, author: 'Reader', status: 'held', createdAt: '2026-11-27T10:00:00.000Z', editedAt: null, reports: 0 };

describe('the comments queue', () => {
  it('says which post or static page each comment is on, linking to it', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        { ...held, id: 'a1', postId: 3, postSlug: 'third-shot-drop', text: 'On a post' },
        { ...held, id: 'b2', postId: null, postSlug: null, pageId: 7, pageSlug: 'club-rules', text: 'On a page' },
      ],
      total: 2,
    });
    renderAdmin(<CommentList />, { getList });
    const table = await screen.findByRole('table', { name: 'Comments' });
    const [onPost, onPage] = [await within(table).findByText('On a post'), within(table).getByText('On a page')].map((cell) => cell.closest('tr')!);
    expect(within(onPost!).getByRole('link', { name: 'third-shot-drop' }).getAttribute('href')).toBe('/blog/third-shot-drop');
    expect(within(onPage!).getByRole('link', { name: 'club-rules' }).getAttribute('href')).toBe('/club-rules');
    expect(onPage!.textContent).toContain('Page club-rules');
  });
});
