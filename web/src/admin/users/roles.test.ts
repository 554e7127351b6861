import { describe, expect, it } from 'vitest';
import type { User } from '../../../../codegen/hey-api/types.gen.ts';
import { grantableBy, mayManage } from './roles.ts';

const user = (fields: Partial<User>): User => ({
  id: 5,
  username: 'sam',
  email: 'sam@example.com',
  role: 'author',
  isActive: true,
  isOwner: false,
  displayName: 'Sam',
  slug: 'sam',
  bio: '',
  avatar: '',
  status: 'active',
  invitationExpiresAt: null,
  ...fields,
});

describe('what the Users screen offers each role', () => {
  it('admins give any role, editors authors and viewers, others none', () => {
    expect(grantableBy('admin')).toEqual(['viewer', 'author', 'editor', 'admin']);
    expect(grantableBy('editor')).toEqual(['viewer', 'author']);
    expect(grantableBy('author')).toEqual([]);
    expect(grantableBy(undefined)).toEqual([]);
  });

  it('editors manage authors and viewers; nobody manages themselves; only the owner the owner', () => {
    const editor = { id: 2, role: 'editor', isOwner: false };
    expect(mayManage(editor, user({ role: 'author' }))).toBe(true);
    expect(mayManage(editor, user({ role: 'editor' }))).toBe(false);
    expect(mayManage({ id: 3, role: 'admin', isOwner: false }, user({ role: 'admin', isOwner: true }))).toBe(false);
    expect(mayManage({ id: 1, role: 'admin', isOwner: true }, user({ role: 'admin' }))).toBe(true);
    expect(mayManage({ id: 5, role: 'admin', isOwner: false }, user({ id: 5 }))).toBe(false);
    expect(mayManage({ id: 4, role: 'author', isOwner: false }, user({ role: 'viewer' }))).toBe(false);
  });
});
