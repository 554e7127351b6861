import { describe, expect, it } from 'vitest';
import { readSignInNotice, signInNoticeValue } from './signInNotice.ts';

describe('the sign-in notice cookie', () => {
  it('carries the kind and any username through a Cookie header', () => {
    const value = signInNoticeValue({ kind: 'invitation', username: 'kitchen.line-ø' });
    expect(readSignInNotice(`other=1; n4n4Ready=${value}; last=2`)).toEqual({ kind: 'invitation', username: 'kitchen.line-ø' });
    expect(readSignInNotice(`n4n4Ready=${signInNoticeValue({ kind: 'reset', username: 'a; b=c' })}`)).toEqual({ kind: 'reset', username: 'a; b=c' });
  });

  it('ignores a missing, unknown or malformed notice', () => {
    expect(readSignInNotice('')).toBeNull();
    expect(readSignInNotice('n4n4Ready=admin.admin')).toBeNull();
    expect(readSignInNotice('n4n4Ready=invitation.')).toBeNull();
    expect(readSignInNotice('n4n4Ready=reset.%E0%A4%A')).toBeNull();
    expect(readSignInNotice('xn4n4Ready=reset.admin')).toBeNull();
  });
});
