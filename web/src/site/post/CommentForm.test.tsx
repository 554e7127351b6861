import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_HINT_COOKIE } from '../../../../common/members.ts';
import { CommentForm } from './CommentForm.tsx';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${MEMBER_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the comment form of a static page', () => {
  it('asks for a sign-in link that leads back to the page', () => {
    render(<CommentForm on={{ kind: 'page', slug: 'club-rules' }} />);
    expect((document.querySelector('input[name="returnTo"]') as HTMLInputElement).value).toBe('/club-rules');
  });

  it("posts a signed-in member's comment to the page's comments", async () => {
    document.cookie = `${MEMBER_HINT_COOKIE}=1; path=/`;
    const fetch = vi.fn(async (url: string) =>
      url === '/api/members/me'
        ? answer(200, { id: '6740f0c0ffee0000000000c1', displayName: 'Ann', email: 'ann@example.net', createdAt: '2026-11-27T10:00:00.000Z' })
        : answer(201, { comment: { id: '6740f0c0ffee0000000000c2', postId: null, pageId: 7, parentId: null, text: 'Guests welcome?', status: 'held', createdAt: '2026-11-27T10:00:00.000Z', editedAt: null }, message: 'Thanks! Your comment will appear once a moderator approves it.' }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<CommentForm on={{ kind: 'page', slug: 'club-rules' }} />);
    fireEvent.change(await screen.findByLabelText('Your comment'), { target: { value: 'Guests welcome?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByText('Thanks! Your comment will appear once a moderator approves it.')).textContent).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/public/pages/club-rules/comments', expect.objectContaining({ method: 'POST' }));
  });
});
