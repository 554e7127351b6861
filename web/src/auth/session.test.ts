import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSessionFlag, setSessionFlag } from './flag.ts';
import { checkSession, signOut } from './session.ts';

describe('checkSession', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setSessionFlag(true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the flag when no answer comes (the page left mid-request)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    expect(await checkSession()).toBe(true);
    expect(hasSessionFlag()).toBe(true);
  });

  it('clears the flag when the server answers that the session is gone, or answers with an error', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ authenticated: false })));
    expect(await checkSession()).toBe(false);
    expect(hasSessionFlag()).toBe(false);

    setSessionFlag(true);
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ status: 503, title: 'Service Unavailable' }, { status: 503 })));
    expect(await checkSession()).toBe(false);
    expect(hasSessionFlag()).toBe(false);
  });
});

describe('signOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the flag until the server has ended the session, so no screen says signed out before it is', async () => {
    sessionStorage.clear();
    setSessionFlag(true);
    let answer: (response: Response) => void = () => undefined;
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${String(input instanceof Request ? input.url : input)}`);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const done = signOut();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/^POST .*\/api\/auth\/logout$/);
    expect(hasSessionFlag()).toBe(true);
    answer(new Response(null, { status: 204 }));
    await done;
    expect(hasSessionFlag()).toBe(false);
  });
});
