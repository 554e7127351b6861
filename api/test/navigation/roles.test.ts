import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember, type Role } from '../users/staff.ts';

const MENUS = { header: [{ label: 'STAFF', entries: [{ label: 'Blog', kind: 'blog' }] }], footer: [], legal: [] };

describe('navigation: who may edit the menus', () => {
  const app = useNewsletterApp();

  it.each(['viewer', 'author', 'editor'] as Role[])('refuses %s every menus operation with 403 and changes nothing', async (role) => {
    const { cookie } = await staffMember(app, role, `nav-${role}`);
    const before = await call(app, undefined, 'GET', '/api/public/navigation');
    for (const [method, path, body] of [
      ['GET', '/api/navigation'],
      ['PUT', '/api/navigation', MENUS],
      ['GET', '/api/navigation/versions'],
      ['POST', '/api/navigation/versions/1/restore'],
    ] as const) {
      const answer = await call(app, cookie, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.detail).toBe(`Your role (${role}) cannot do this: it needs admin or above.`);
    }
    expect((await call(app, undefined, 'GET', '/api/public/navigation')).body).toEqual(before.body);
  });

  it('lets an admin (the role that edits Settings) save and restore them, logged, and anyone read the public menus', async () => {
    const { cookie } = await staffMember(app, 'admin', 'nav-admin');
    expect((await call(app, cookie, 'PUT', '/api/navigation', MENUS)).status).toBe(200);
    expect((await call(app, cookie, 'GET', '/api/navigation/versions')).status).toBe(200);
    const open = await call(app, undefined, 'GET', '/api/public/navigation');
    expect(open.status).toBe(200);
    expect(open.body.header).toEqual([{ label: 'STAFF', links: [{ label: 'Blog', href: '/blog' }] }]);
    // The activity log names who changed the menus, and who put a version back.
    const version = (await call(app, cookie, 'GET', '/api/navigation')).body.version as number;
    expect((await call(app, cookie, 'POST', `/api/navigation/versions/${version}/restore`)).status).toBe(200);
    const logged = async (action: string) => (await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action }))}`)).body as unknown as { actor: string; detail: string }[];
    // Each entry says what changed: the save replaced the default header and footer (this site has no legal pages).
    expect(await logged('navigation.update')).toMatchObject([{ actor: 'nav-admin', detail: 'Header menu and footer columns' }]);
    expect(await logged('navigation.restore')).toMatchObject([{ actor: 'nav-admin', detail: `Went back to version ${version}: nothing changed` }]);
    // Saving the same menus again changes nothing, and says so.
    expect((await call(app, cookie, 'PUT', '/api/navigation', MENUS)).status).toBe(200);
    expect((await logged('navigation.update'))[0]).toMatchObject({ detail: 'Nothing changed' });
    const headerOnly = { ...MENUS, header: [{ label: 'CLUB', entries: [{ label: 'Blog', kind: 'blog' }] }] };
    expect((await call(app, cookie, 'PUT', '/api/navigation', headerOnly)).status).toBe(200);
    expect((await logged('navigation.update'))[0]).toMatchObject({ detail: 'Header menu' });
  }, 60_000); // seven writes and their reads: more than the default time on a busy machine
});
