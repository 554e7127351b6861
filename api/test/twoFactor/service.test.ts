import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/twoFactor/secretBox.ts';
import { CODE_FAILURE_WINDOW_MS, createTwoFactorService, PENDING_LOGIN_TTL_MS } from '../../src/twoFactor/service.ts';
import type { StaffUser } from '../../src/users/user.ts';
import { fakeTwoFactorRepository } from './fakeTwoFactorRepository.ts';
import { codeAt } from './totp.ts';

const USER = { id: 7, username: 'kim', role: 'author', isOwner: false, credentialStamp: 'stamp-1' } as StaffUser;
const WHO = { address: '203.0.113.9' };

function setUp() {
  let time = Date.UTC(2026, 5, 1, 12, 0, 0);
  const repository = fakeTwoFactorRepository();
  const service = createTwoFactorService({ repository, policy: { required: async () => false, setRequired: async () => {} }, box: createSecretBox('secret'), findUser: async () => null, issuer: 'example.com', now: () => time });
  return {
    repository,
    service,
    advance: (ms: number) => void (time += ms),
    now: () => time,
    async enable() {
      const { secret } = await service.setup(USER);
      const backupCodes = await service.enable(USER, codeAt(secret, time));
      return { secret, backupCodes };
    },
  };
}

describe('the two-factor service', () => {
  it('keeps the secret sealed: the repository never holds it in clear', async () => {
    const t = setUp();
    const { secret, backupCodes } = await t.enable();
    const stored = t.repository.records.get(USER.id)!;
    expect(stored.secret).not.toContain(secret);
    expect(stored.backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(stored.backupCodes).not.toContain(code);
  });

  it('a pending login ends after 5 minutes: its right code is then refused', async () => {
    const t = setUp();
    const { secret } = await t.enable();
    const pending = await t.service.challenge(USER);
    t.advance(PENDING_LOGIN_TTL_MS + 1);
    await expect(t.service.verifyLogin(pending, codeAt(secret, t.now()), WHO)).rejects.toMatchObject({ status: 401, message: 'Your sign-in has expired. Enter your username and password again.' });
    // And it is gone, not just late.
    expect(t.repository.records.get(USER.id)!.pendingLogin).toBeNull();
  });

  it('a code of the step already used (or an earlier one) is refused; a later step is accepted', async () => {
    const t = setUp();
    const { secret } = await t.enable();
    // The enabling code's step is used.
    await expect(t.service.verifyLogin(await t.service.challenge(USER), codeAt(secret, t.now()), WHO)).rejects.toMatchObject({ status: 401 });
    t.advance(30_000);
    await expect(t.service.verifyLogin(await t.service.challenge(USER), codeAt(secret, t.now()), WHO)).resolves.toEqual({ userId: USER.id, credential: 'stamp-1' });
    await expect(t.service.verifyLogin(await t.service.challenge(USER), codeAt(secret, t.now() - 30_000), WHO)).rejects.toMatchObject({ status: 401 });
  });

  it('the attempt limit: the 5th wrong code ends the pending login, then 429 until the window is over', async () => {
    const t = setUp();
    const { secret } = await t.enable();
    const pending = await t.service.challenge(USER);
    for (let i = 0; i < 5; i++) await expect(t.service.verifyLogin(pending, 'wrong-code', WHO)).rejects.toMatchObject({ status: 401 });
    expect(t.repository.records.get(USER.id)!.pendingLogin).toBeNull();
    t.advance(30_000);
    await expect(t.service.verifyLogin(await t.service.challenge(USER), codeAt(secret, t.now()), WHO)).rejects.toMatchObject({ status: 429 });
    t.advance(CODE_FAILURE_WINDOW_MS);
    await expect(t.service.verifyLogin(await t.service.challenge(USER), codeAt(secret, t.now()), WHO)).resolves.toMatchObject({ userId: USER.id });
  });

  it('an account without two-factor gets no code step', async () => {
    const t = setUp();
    expect(await t.service.challenge(USER)).toBeUndefined();
    await t.service.setup(USER);
    // A setup not yet confirmed asks for nothing either.
    expect(await t.service.challenge(USER)).toBeUndefined();
  });
});
