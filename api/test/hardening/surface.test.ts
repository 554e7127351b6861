import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng, upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { startInstance, type LiveApp } from './liveApp.ts';

const sameHexPositions = (a: string, b: string) => [...a].filter((char, i) => char === b[i]).length;

describe('what an outsider can learn or use', () => {
  const app = useTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), 'hardening-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html>\n  <head>\n    <title>Site</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export const a = 1;\n');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  writeFileSync(path.join(dist, 'assets', 'startApp-abc123.js'), 'export {};\n');
  // The pages' server build the production site loads (a stand-in: these tests render no page).
  mkdirSync(path.join(dist, '.ssr'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true }, 'src/startApp.ts': { file: 'assets/startApp-abc123.js', isEntry: true } }));
  writeFileSync(path.join(dist, '.ssr', 'render.js'), 'export function setServerFetch() {}\nexport async function renderPage() { return { status: 404, html: "", head: "" }; }\n');
  let production: LiveApp | undefined;
  afterAll(async () => {
    await production?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('names uploads with 128 random bits: two uploads a moment apart share nothing guessable', async () => {
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await upload(app.url, app.cookie, [{ field: 'image', name: `p${i}.png`, type: 'image/png', bytes: makePng(2, 2) }]);
      expect(status).toBe(201);
      names.push(String(body.filename));
    }
    for (const name of names) expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    // ObjectIds made a moment apart share their first 18 or so hex digits; random names about 2 of 32.
    expect(sameHexPositions(names[0]!, names[1]!)).toBeLessThan(12);
    expect(sameHexPositions(names[1]!, names[2]!)).toBeLessThan(12);
    expect((await fetch(`${app.url}/api/uploads/${names[0]}`)).status).toBe(200);
  });

  it('sends a Permissions-Policy denying camera, microphone, geolocation, payment, usb and topics on every response', async () => {
    for (const url of [`${app.url}/api/health`, `${app.url}/api/public/posts`, `${app.url}/api/nothing-here`, `${app.url}/api/blog/posts`]) {
      const policy = (await fetch(url)).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics', 'interest-cohort']) {
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
      }
    }
  });

  it('answers HEAD wherever GET answers: same status and headers, no body; security still applies', async () => {
    for (const [path, cookie, status] of [
      ['/api/health', undefined, 200],
      ['/api/public/posts', undefined, 200],
      ['/api/auth/session', undefined, 200],
      ['/api/blog/posts', app.cookie, 200],
      ['/api/blog/posts', undefined, 401],
      ['/api/blog/posts/999999', app.cookie, 404],
      ['/api/nothing-here', undefined, 404],
    ] as const) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const get = await fetch(`${app.url}${path}`, { headers });
      await get.arrayBuffer();
      const head = await fetch(`${app.url}${path}`, { method: 'HEAD', headers });
      expect(head.status, `HEAD ${path}`).toBe(status);
      expect(get.status, `GET ${path}`).toBe(status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      if (status === 200) expect(head.headers.get('content-length') ?? head.headers.get('transfer-encoding')).toBeTruthy();
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
    const list = await fetch(`${app.url}/api/blog/posts?range=[0,9]`, { method: 'HEAD', headers: { Cookie: app.cookie } });
    expect(list.headers.get('content-range')).toMatch(/^posts /);
  });

  it('does not serve source maps in production, while the scripts load', async () => {
    production = await startInstance({ NODE_ENV: 'production', ADMIN_PASSWORD: 'production-password', WEB_DIST: dist, VALIDATE_RESPONSES: 'false' });
    const script = await fetch(`${production.url}/assets/index-abc123.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).not.toMatch(/sourceMappingURL/);
    for (const map of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/index-abc123.js.map']) {
      const response = await fetch(`${production.url}${map}`);
      expect(response.status, map).toBe(404);
      expect(await response.text()).not.toContain('secret source');
    }
    expect(script.headers.get('permissions-policy')).toContain('camera=()');
  });
});
