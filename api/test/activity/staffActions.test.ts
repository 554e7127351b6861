import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';

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

  it('records a settings save and a restore', async () => {
    const current = await send('/api/settings', 'GET');
    await send('/api/settings', 'PUT', { ...stripMeta(current), siteTitle: 'Kitchen Line Club' });
    await send('/api/settings/versions/1/restore', 'POST');
    expect(await entries('settings.update')).toMatchObject([{ actor: 'admin' }]);
    expect(await entries('settings.restore')).toMatchObject([{ actor: 'admin' }]);
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
