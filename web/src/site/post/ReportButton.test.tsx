import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_HINT_COOKIE } from '../../../../common/members.ts';
import { ReportButton } from './ReportButton.tsx';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${MEMBER_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('ReportButton', () => {
  it('is not there for a visitor who is not signed in', () => {
    render(<ReportButton commentId="6740f0c0ffee0000000000c1" author="Ann" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("reports the comment for a signed-in member and shows the server's answer", async () => {
    document.cookie = `${MEMBER_HINT_COOKIE}=1; path=/`;
    const fetch = vi.fn(async () => answer(200, { counted: true, message: 'Thank you. A moderator will look at this comment.' }));
    vi.stubGlobal('fetch', fetch);
    render(<ReportButton commentId="6740f0c0ffee0000000000c1" author="Ann" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report the comment by Ann' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you. A moderator will look at this comment.');
    expect(fetch).toHaveBeenCalledWith('/api/public/comments/6740f0c0ffee0000000000c1/report', expect.objectContaining({ method: 'POST' }));
  });

  it("shows the server's sentence when the report is refused", async () => {
    document.cookie = `${MEMBER_HINT_COOKIE}=1; path=/`;
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { status: 403, title: 'Forbidden', detail: 'You cannot report your own comment.' })));
    render(<ReportButton commentId="6740f0c0ffee0000000000c1" author="Ann" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report the comment by Ann' }));
    expect((await screen.findByRole('status')).textContent).toBe('You cannot report your own comment.');
  });
});
