import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSessionFlag, setSessionFlag } from './flag.ts';
import { checkSession } from './session.ts';

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
