import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { localPath, pathFlaw } from '../../src/http/canonicalPath.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';

function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    })
      .on('error', reject)
      .end();
  });
}

/** A Location a browser resolves on this site: one leading slash and no backslash, or the site's own origin. */
const staysOnSite = (location: string) => /^\/(?![/\\])[^\\]*$/.test(location) || location.startsWith(`${TEST_SITE_URL}/`);

describe('no open redirect', () => {
  const app = useTestApp({ serveSite: true });

  it.each([
    '//evil.example/',
    '//evil.example',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example/',
    '///evil.example/',
    '//evil.example/blog/',
    '/blog//evil.example/',
    '/blog/%2e%2e',
    '/blog/%2e%2e/',
    '/assets//evil.example/',
  ])('%s is a 404 page or a redirect that stays on the site', async (path) => {
    const { status, location } = await rawGet(app.url, path);
    if (status >= 300 && status < 400) expect(staysOnSite(location ?? '')).toBe(true);
    else expect(status).toBe(404);
  });

  it('still redirects a trailing slash to the path without it', async () => {
    expect(await rawGet(app.url, '/blog/?page=2')).toEqual({ status: 301, location: '/blog?page=2' });
  });
});

describe('the one spelling of a path', () => {
  it.each([
    ['/api/blog/posts', undefined],
    ['/blog/caf%C3%A9', undefined],
    ['/blog/a%20b', undefined],
    ['/blog/', 'trailing-slash'],
    ['/%61bc', 'misspelt'],
    ['/blog/%7Ex', 'misspelt'],
    ['/a//b', 'misspelt'],
    ['/a/./b', 'misspelt'],
    ['/a/../b', 'misspelt'],
    ['/a/%2e%2e/b', 'misspelt'],
    ['/a\\b', 'misspelt'],
    ['/a%2fb', 'misspelt'],
    ['/a%00b', 'misspelt'],
    ['/a%zzb', 'misspelt'],
  ])('%s is %s', (path, flaw) => {
    expect(pathFlaw(path)).toBe(flaw);
  });

  it('makes every redirect target a path on this site', () => {
    expect(localPath('//evil.example')).toBe('/evil.example');
    expect(localPath('/\\evil.example')).toBe('/evil.example');
    expect(localPath('/blog')).toBe('/blog');
  });
});
