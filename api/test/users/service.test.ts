import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../src/http/problem.ts';
import { createUserService, INVITATION_TTL_MS, RESET_TTL_MS, type Actor } from '../../src/users/service.ts';
import type { StaffUser } from '../../src/users/user.ts';
import { fakeUserRepository } from './fakeUserRepository.ts';

const OWNER_ENV = { username: 'admin', password: 'owner-password', secret: 's', siteUrl: 'https://pickleball.example' };

function setUp(env = OWNER_ENV) {
  const repository = fakeUserRepository();
  const mailed: { kind: 'invitation' | 'reset'; user: StaffUser; token: string }[] = [];
  const ended: number[] = [];
  const reassigned: [number | null, number][] = [];
  let clock = Date.parse('2026-05-01T10:00:00Z');
  const service = createUserService({
    repository,
    endSessions: async (id) => void ended.push(id),
    reassignPosts: async (from, to) => void reassigned.push([from, to]),
    mail: { invitation: async (user, token) => void mailed.push({ kind: 'invitation', user, token }), reset: async (user, token) => void mailed.push({ kind: 'reset', user, token }), emailChange: async () => {}, emailChangeNotice: async () => {}, emailTaken: async () => {} },
    owner: env,
    now: () => clock,
  });
  const tick = (ms: number) => (clock += ms);
  return { repository, service, mailed, ended, reassigned, tick };
}

async function refusal(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof HttpProblem)) throw new Error(`expected a problem, got ${String(error)}`);
  return error;
}

describe('the user service', () => {
  it('creates the owner once from the environment, and takes a changed ADMIN_PASSWORD as its password', async () => {
    const { service, repository, reassigned } = setUp();
    const owner = await service.authenticate('admin', 'owner-password');
    expect(owner).toMatchObject({ role: 'admin', isOwner: true, email: 'admin@pickleball.example' });
    expect(reassigned).toEqual([[null, owner.id]]);
    await service.ensureOwner();
    expect(repository.all).toHaveLength(1);
    // The same database under a new ADMIN_PASSWORD (a restart).
    const restarted = createUserService({ repository, endSessions: async () => {}, reassignPosts: async () => {}, mail: { invitation: async () => {}, reset: async () => {}, emailChange: async () => {}, emailChangeNotice: async () => {}, emailTaken: async () => {} }, owner: { ...OWNER_ENV, password: 'changed-password' } });
    expect((await refusal(restarted.authenticate('admin', 'owner-password'))).status).toBe(401);
    expect((await restarted.authenticate('admin', 'changed-password')).id).toBe(owner.id);
    expect(await restarted.sessionUser(owner.id, owner.credentialStamp)).toBeUndefined();
  });

  it('answers unknown names and wrong passwords with the same 401', async () => {
    const { service } = setUp();
    for (const [username, password] of [['nobody', 'owner-password'], ['admin', 'wrong']]) {
      const problem = await refusal(service.authenticate(username!, password!));
      expect([problem.status, problem.message]).toEqual([401, 'Invalid username or password']);
    }
  });

  it('an invitation link works once and for 7 days', async () => {
    const { service, mailed, tick } = setUp();
    const owner = await service.authenticate('admin', 'owner-password');
    await service.invite(owner, { username: 'late', email: 'late@example.com', role: 'author' });
    tick(INVITATION_TTL_MS + 1);
    expect((await refusal(service.acceptInvitation(mailed.at(-1)!.token, 'long enough secret'))).status).toBe(400);
    const invited = await service.invite(owner, { username: 'sam', email: 'sam@example.com', role: 'author' });
    const { token } = mailed.at(-1)!;
    expect(mailed.at(-1)!.user.email).toBe('sam@example.com');
    expect((await service.acceptInvitation(token, 'long enough secret')).id).toBe(invited.id);
    expect((await refusal(service.acceptInvitation(token, 'long enough secret'))).message).toMatch(/already used/);
  });

  it('a reset link works once and for an hour; unknown addresses get no mail', async () => {
    const { service, mailed, tick, ended } = setUp();
    const owner = await service.authenticate('admin', 'owner-password');
    await (await service.requestReset('nobody@example.com')).mailed;
    expect(mailed).toEqual([]);
    await (await service.requestReset(owner.email)).mailed;
    tick(RESET_TTL_MS + 1);
    expect((await refusal(service.confirmReset(mailed[0]!.token, 'a new long secret'))).status).toBe(400);
    await (await service.requestReset(owner.email)).mailed;
    await service.confirmReset(mailed[1]!.token, 'a new long secret');
    expect(ended).toContain(owner.id);
    expect((await refusal(service.confirmReset(mailed[1]!.token, 'another long secret'))).status).toBe(400);
    expect((await service.authenticate('admin', 'a new long secret')).id).toBe(owner.id);
  });

  it('editors manage authors and viewers only; nobody changes their own role', async () => {
    const { service, mailed } = setUp();
    const owner = await service.authenticate('admin', 'owner-password');
    const editorUser = await service.invite(owner, { username: 'ed', email: 'ed@example.com', role: 'editor' });
    await service.acceptInvitation(mailed.at(-1)!.token, 'long enough secret');
    const editor: Actor = { id: editorUser.id, role: 'editor', isOwner: false };
    expect((await refusal(service.invite(editor, { username: 'x', email: 'x@example.com', role: 'editor' }))).status).toBe(403);
    const author = await service.invite(editor, { username: 'au', email: 'au@example.com', role: 'author' });
    expect((await refusal(service.update(editor, author.id, { role: 'admin' }))).status).toBe(403);
    expect((await refusal(service.update(editor, owner.id, { displayName: 'Boss' }))).status).toBe(403);
    expect((await refusal(service.update(owner, owner.id, { role: 'viewer' }))).status).toBe(403);
    expect((await service.update(editor, author.id, { role: 'viewer' })).role).toBe('viewer');
  });

  it('refuses short and common new passwords with their messages', async () => {
    const { service, mailed } = setUp();
    const owner = await service.authenticate('admin', 'owner-password');
    await service.invite(owner, { username: 'pw', email: 'pw@example.com', role: 'viewer' });
    const { token } = mailed.at(-1)!;
    expect((await refusal(service.acceptInvitation(token, 'short'))).errors).toEqual({ password: 'Use at least 10 characters for the password.' });
    expect((await refusal(service.acceptInvitation(token, 'Pickleball123'))).errors).toEqual({ password: 'This password is too common and easy to guess. Choose another.' });
  });

  it('a taken username or email is a 409 naming the field', async () => {
    const { service } = setUp();
    const owner = await service.authenticate('admin', 'owner-password');
    await service.invite(owner, { username: 'dup', email: 'dup@example.com', role: 'viewer' });
    expect((await refusal(service.invite(owner, { username: 'dup', email: 'other@example.com', role: 'viewer' }))).errors).toEqual({ username: 'The username "dup" is taken.' });
    expect((await refusal(service.invite(owner, { username: 'other', email: 'dup@example.com', role: 'viewer' }))).errors).toEqual({ email: 'Another staff account uses this email address.' });
  });
});
