import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/auth/sessionStore.ts';
import { HttpProblem } from '../../src/http/problem.ts';
import { deviceLabel } from '../../src/sessions/device.ts';
import { createSessionService } from '../../src/sessions/service.ts';
import type { Actor } from '../../src/users/service.ts';
import { fakeSessionRepository } from './fakeSessionRepository.ts';

const IDLE_MS = 2 * 60 * 60 * 1000;
const ADMIN: Actor = { id: 1, role: 'admin', isOwner: true, username: 'admin' };
const AUTHOR: Actor = { id: 2, role: 'author', isOwner: false, username: 'ana' };

function setUp() {
  const repository = fakeSessionRepository();
  const store = new SessionStore({ secret: 'test-secret', idleMs: IDLE_MS, repository });
  const logged: unknown[] = [];
  const refused = new Set<number>();
  const service = createSessionService({
    store,
    users: {
      async manageable(_actor, id) {
        if (refused.has(id)) throw new HttpProblem(403, 'Editors can only invite and manage authors and viewers.');
        return { id, username: `user${id}` } as never;
      },
    },
    activity: { record: async (entry) => void logged.push(entry) },
  });
  const open = (userId: number, device = 'Firefox on Linux', now?: number) => store.open({ userId, credential: 'c', device, address: '203.0.113.7' }, now);
  return { repository, store, service, logged, refused, open };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof HttpProblem)) throw new Error(`expected a problem, got ${String(error)}`);
  return error;
};

describe('the session service', () => {
  it('lists only the actor’s live sessions, marks the current one, and names them by a public id', async () => {
    const { service, open } = setUp();
    const now = Date.now();
    const old = await open(AUTHOR.id, 'Chrome on Windows', now - IDLE_MS - 1);
    const laptop = await open(AUTHOR.id, 'Firefox on Linux', now - 1000);
    await open(AUTHOR.id, 'Safari on iOS', now);
    await open(ADMIN.id);
    const rows = await service.list(AUTHOR, laptop);
    // The idle one is over; the admin's is not the author's.
    expect(rows.map((r) => [r.device, r.current])).toEqual([
      ['Firefox on Linux', true],
      ['Safari on iOS', false],
    ]);
    for (const row of rows) expect(laptop).not.toContain(row.id);
    expect(old).not.toContain(rows[0]!.id);
  });

  it('ends one other session by public id, at once on this instance; 404 for someone else’s; 409 for the current one', async () => {
    const { service, store, open } = setUp();
    const laptop = await open(AUTHOR.id);
    const phone = await open(AUTHOR.id, 'Safari on iOS');
    const admins = await open(ADMIN.id);
    // Both are in this instance's cache.
    expect(await store.userOf(phone)).toBeDefined();
    const [, phoneRow] = await service.list(AUTHOR, laptop);
    const [adminRow] = await service.list(ADMIN, admins);
    expect((await refusal(service.end(AUTHOR, adminRow!.id, laptop))).status).toBe(404);
    expect(await store.userOf(admins)).toBeDefined();
    expect((await refusal(service.end(AUTHOR, (await service.list(AUTHOR, laptop))[0]!.id, laptop))).status).toBe(409);
    await service.end(AUTHOR, phoneRow!.id, laptop);
    expect(await store.userOf(phone)).toBeUndefined();
    expect(await store.userOf(laptop)).toBeDefined();
  });

  it('ends all the other sessions but the current one', async () => {
    const { service, store, open } = setUp();
    const current = await open(AUTHOR.id);
    const others = [await open(AUTHOR.id), await open(AUTHOR.id)];
    for (const token of others) expect(await store.userOf(token)).toBeDefined();
    expect(await service.endOthers(AUTHOR, current)).toBe(2);
    for (const token of others) expect(await store.userOf(token)).toBeUndefined();
    expect(await store.userOf(current)).toBeDefined();
  });

  it('ends all of a user’s sessions when the users service allows it, and logs it', async () => {
    const { service, store, open, logged, refused } = setUp();
    const token = await open(AUTHOR.id);
    refused.add(ADMIN.id);
    const admins = await open(ADMIN.id);
    expect((await refusal(service.endAllOfUser(AUTHOR, ADMIN.id))).status).toBe(403);
    expect(await store.userOf(admins)).toBeDefined();
    await service.endAllOfUser(ADMIN, AUTHOR.id);
    expect(await store.userOf(token)).toBeUndefined();
    expect(logged).toEqual([{ actor: 'admin', action: 'user.endSessions', subject: { type: 'user', id: '2', title: 'user2' } }]);
  });
});

describe('the device label', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1', 'Chrome on iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%s is "%s"', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});
