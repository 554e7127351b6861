import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember, type Role } from '../users/staff.ts';

const SECTIONS = { sections: [{ kind: 'hero', anchor: 'hero', hidden: false, heading: 'Staff only' }] };

describe('homepage: who may edit the home page', () => {
  const app = useNewsletterApp();

  it.each(['viewer', 'author', 'editor'] as Role[])('refuses %s every home page operation but the public read with 403, and changes nothing', async (role) => {
    const { cookie } = await staffMember(app, role, `home-${role}`);
    const before = await call(app, undefined, 'GET', '/api/public/homepage');
    for (const [method, path, body] of [
      ['GET', '/api/homepage'],
      ['PUT', '/api/homepage', SECTIONS],
      ['POST', '/api/homepage/publish'],
      ['GET', '/api/homepage/versions'],
      ['POST', '/api/homepage/versions/1/restore'],
      ['POST', '/api/homepage/preview', SECTIONS],
    ] as const) {
      const answer = await call(app, cookie, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.detail).toBe(`Your role (${role}) cannot do this: it needs admin or above.`);
    }
    expect((await call(app, undefined, 'GET', '/api/public/homepage')).body).toEqual(before.body);
  });

  it('answers a visitor without a session 401 on the draft and its preview, and the published page to anyone', async () => {
    expect((await call(app, undefined, 'GET', '/api/homepage')).status).toBe(401);
    expect((await call(app, undefined, 'POST', '/api/homepage/preview', SECTIONS)).status).toBe(401);
    expect((await call(app, undefined, 'PUT', '/api/homepage', SECTIONS)).status).toBe(401);
    expect((await call(app, undefined, 'GET', '/api/public/homepage')).status).toBe(200);
  });

  it('lets an admin save, publish and restore, the publication and the restore logged', async () => {
    const { cookie } = await staffMember(app, 'admin', 'home-admin');
    const saved = await call(app, cookie, 'PUT', '/api/homepage', SECTIONS);
    expect(saved.status).toBe(200);
    expect((await call(app, cookie, 'POST', '/api/homepage/publish')).status).toBe(200);
    expect((await call(app, undefined, 'GET', '/api/public/homepage')).body.sections).toEqual(SECTIONS.sections);
    const version = saved.body.version as number;
    expect((await call(app, cookie, 'POST', `/api/homepage/versions/${version}/restore`)).status).toBe(200);
    const logged = async (action: string) => (await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action }))}`)).body as unknown as { actor: string; detail: string }[];
    expect(await logged('homepage.publish')).toMatchObject([{ actor: 'home-admin', detail: `Version ${version}` }]);
    expect(await logged('homepage.restore')).toMatchObject([{ actor: 'home-admin', detail: `Went back to version ${version}` }]);
  });
});
