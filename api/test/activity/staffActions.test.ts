import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, mailedToken, STAFF_PASSWORD } from '../users/staff.ts';

const app = useNewsletterApp();

const asAdmin = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Cookie: app.cookie, ...(init.headers as Record<string, string>) } });

async function send(path: string, method: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await asAdmin(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

async function entries(action: string): Promise<{ actor: string | null; action: string; subject?: { type: string; title?: string }; detail?: string }[]> {
  const response = await asAdmin(`/api/activity?filter=${encodeURIComponent(JSON.stringify({ action }))}`);
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

describe('the activity log records staff accounts, settings and static pages', () => {
  it('records an invitation, a role change, a suspension, a reactivation and a deletion, by whom and of whom', async () => {
    const invited = await send('/api/users', 'POST', { username: 'rally-writer', email: 'rally.writer@example.com', role: 'author' });
    await send(`/api/users/${String(invited.id)}`, 'PUT', { role: 'viewer' });
    await send(`/api/users/${String(invited.id)}`, 'PUT', { isActive: false });
    await send(`/api/users/${String(invited.id)}`, 'PUT', { isActive: true });
    await send(`/api/users/${String(invited.id)}`, 'DELETE');
    const subject = { type: 'user', title: 'rally-writer' };
    expect(await entries('user.invite')).toMatchObject([{ actor: 'admin', subject, detail: 'as author' }]);
    expect(await entries('user.role')).toMatchObject([{ actor: 'admin', subject, detail: 'author to viewer' }]);
    expect(await entries('user.suspend')).toMatchObject([{ actor: 'admin', subject }]);
    expect(await entries('user.reactivate')).toMatchObject([{ actor: 'admin', subject }]);
    expect(await entries('user.delete')).toMatchObject([{ actor: 'admin', subject }]);
  });

  it('records an invitation sent again, its acceptance, a password change and a hand-over of ownership', async () => {
    const email = 'second.serve@example.com';
    const invited = await send('/api/users', 'POST', { username: 'second-serve', email, role: 'admin' });
    const firstLink = await mailedToken(app, email, '/account/setup');
    const resentAt = performance.now();
    await send(`/api/users/${String(invited.id)}/invitation`, 'POST');
    const token = await mailedToken(app, email, '/account/setup', resentAt);
    expect(token).not.toBe(firstLink);
    const accepted = await call(app, undefined, 'POST', '/api/auth/invitations/accept', { token, password: STAFF_PASSWORD });
    expect(accepted.status).toBe(200);
    const joined = (accepted.response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const changed = await call(app, joined, 'PUT', '/api/auth/password', { currentPassword: STAFF_PASSWORD, newPassword: 'a brand new secret' });
    expect(changed.status).toBe(200);
    const renewed = (changed.response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const ownerId = (await send('/api/auth/me', 'GET')).id;
    await send(`/api/users/${String(invited.id)}/ownership`, 'POST');
    // Back again, for the other tests.
    expect((await call(app, renewed, 'POST', `/api/users/${String(ownerId)}/ownership`)).status).toBe(200);

    const subject = { type: 'user', title: 'second-serve' };
    expect(await entries('user.reinvite')).toMatchObject([{ actor: 'admin', subject }]);
    expect(await entries('user.join')).toMatchObject([{ actor: 'second-serve', subject }]);
    expect(await entries('auth.passwordChange')).toMatchObject([{ actor: 'second-serve', subject }]);
    expect(await entries('user.transferOwnership')).toMatchObject([
      { actor: 'second-serve', subject: { type: 'user', title: 'admin' } },
      { actor: 'admin', subject },
    ]);
  });

  it('records a settings save and a restore, saying which settings changed', async () => {
    const current = stripMeta(await send('/api/settings', 'GET'));
    const changed = { ...current, siteTitle: 'Kitchen Line Club', themeMode: 'dark', social: { ...(current.social as object), instagram: 'https://instagram.com/kitchenline' } };
    await send('/api/settings', 'PUT', changed);
    await send('/api/settings', 'PUT', changed);
    await send('/api/settings', 'PUT', { ...changed, siteTitle: 'Third Shot Club' });
    await send('/api/settings/versions/1/restore', 'POST');
    expect(await entries('settings.update')).toMatchObject([
      { actor: 'admin', detail: 'Site title' },
      { actor: 'admin', detail: 'Nothing changed' },
      { actor: 'admin', detail: 'Site title, Instagram profile, and theme' },
    ]);
    expect(await entries('settings.restore')).toMatchObject([{ actor: 'admin', detail: 'Went back to version 1: site title' }]);
  });

  it('records publishing, unpublishing and deleting a static page, not a draft saved as a draft', async () => {
    const page = { title: 'Court Etiquette', slug: 'court-etiquette', content: 'Wait for a rally to end before crossing behind a court.' };
    const draft = await send('/api/pages', 'POST', { ...page, isPublished: false });
    expect(await entries('page.publish')).toEqual([]);
    await send(`/api/pages/${String(draft.id)}`, 'PUT', { ...page, isPublished: true });
    await send(`/api/pages/${String(draft.id)}`, 'PUT', { ...page, isPublished: false });
    await send(`/api/pages/${String(draft.id)}`, 'DELETE');
    const subject = { type: 'page', title: 'Court Etiquette' };
    expect(await entries('page.publish')).toMatchObject([{ actor: 'admin', subject }]);
    expect(await entries('page.unpublish')).toMatchObject([{ actor: 'admin', subject }]);
    expect(await entries('page.delete')).toMatchObject([{ actor: 'admin', subject }]);
  });
});

/** The settings document as PUT takes it: without its id and version fields. */
function stripMeta(settings: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, version: _version, savedAt: _savedAt, ...rest } = settings;
  return rest;
}
