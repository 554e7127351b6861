// @vitest-environment node
// (web/test/mockApi.ts reads codegen/openapi.yaml through import.meta.url, which is not a file: URL under jsdom.)
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi.ts';
import { createDataProvider } from './index.ts';
import { PROFILE_RESOURCE } from './profileDataProvider.ts';

/** The profile screen's calls reach the contract's operations, through the one admin data provider. */
describe('the profile data provider', () => {
  let restore = () => {};
  afterEach(() => restore());

  const cases: [string, (dp: ReturnType<typeof createDataProvider>) => Promise<unknown>, string, string, number, unknown][] = [
    ['who is signed in', (dp) => dp.getProfile(PROFILE_RESOURCE), 'auth.me', '/api/auth/me', 200, undefined],
    ['profile save', (dp) => dp.updateProfile(PROFILE_RESOURCE, { data: { displayName: 'Pat' } }), 'auth.updateProfile', '/api/auth/me', 200, { displayName: 'Pat' }],
    ['password change', (dp) => dp.changePassword(PROFILE_RESOURCE, { data: { currentPassword: 'old one', newPassword: 'a new long one' } }), 'auth.changePassword', '/api/auth/password', 200, { currentPassword: 'old one', newPassword: 'a new long one' }],
    ['sessions', (dp) => dp.listSessions(PROFILE_RESOURCE), 'sessions.list', '/api/sessions', 200, undefined],
    ['end a session', (dp) => dp.endSession(PROFILE_RESOURCE, { id: 'abc_DEF-1' }), 'sessions.end', '/api/sessions/abc_DEF-1', 204, undefined],
    ['end the others', (dp) => dp.endOtherSessions(PROFILE_RESOURCE), 'sessions.endOthers', '/api/sessions', 200, undefined],
    ["end a user's sessions", (dp) => dp.endUserSessions('sessions', { id: 4 }), 'sessions.endAllOfUser', '/api/users/4/sessions', 204, undefined],
  ];

  it.each(cases)('%s', async (_name, run, operationId, path, status, body) => {
    const api = await mockApi({ [operationId]: () => (status === 204 ? { status } : { status, body: { ended: 0 } }) });
    restore = api.restore;
    await run(createDataProvider());
    expect(api.calls.map((c) => [c.operationId, c.path])).toEqual([[operationId, path]]);
    if (body !== undefined) expect(api.calls[0]?.body).toEqual(body);
  });

  it('fails with the server’s words when a session is not the caller’s', async () => {
    const missing = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Session not found.' };
    const api = await mockApi({ 'sessions.end': () => ({ status: 404, body: missing }) });
    restore = api.restore;
    const error = (await createDataProvider()
      .endSession(PROFILE_RESOURCE, { id: 'someone-elses' })
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('404: Session not found.');
  });
});
