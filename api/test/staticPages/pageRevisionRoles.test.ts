import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

describe('who may use a page history and preview links', () => {
  const app = useNewsletterApp();

  // Two invitations by mail: slow on a busy machine.
  it('a viewer reads the history but cannot restore, make or revoke a preview link; an editor can', { timeout: 60_000 }, async () => {
    const page = await call(app, app.cookie, 'POST', '/api/pages', { title: 'Dress Code', slug: 'dress-code', content: 'Court shoes only.' });
    expect(page.status).toBe(201);
    const id = page.body.id as number;
    expect((await call(app, app.cookie, 'PUT', `/api/pages/${id}`, { title: 'Dress Code', slug: 'dress-code', content: 'Court shoes, always.' })).status).toBe(200);

    const viewer = await staffMember(app, 'viewer', 'vera');
    expect((await call(app, viewer.cookie, 'GET', `/api/pages/${id}/revisions`)).status).toBe(200);
    expect((await call(app, viewer.cookie, 'POST', `/api/pages/${id}/preview-link`)).status).toBe(403);
    expect((await call(app, viewer.cookie, 'DELETE', `/api/pages/${id}/preview-link`)).status).toBe(403);
    expect((await call(app, viewer.cookie, 'POST', `/api/pages/${id}/revisions/1/restore`, {})).status).toBe(403);
    expect((await call(app, app.cookie, 'GET', `/api/pages/${id}`)).body.content).toBe('Court shoes, always.');

    const editor = await staffMember(app, 'editor', 'eddie');
    expect((await call(app, editor.cookie, 'POST', `/api/pages/${id}/preview-link`)).status).toBe(201);
    expect((await call(app, editor.cookie, 'POST', `/api/pages/${id}/revisions/1/restore`, {})).body.content).toBe('Court shoes only.');
  });
});
