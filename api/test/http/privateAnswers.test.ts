import { describe, expect, it } from 'vitest';
import { listOperations } from '../../src/http/operations.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** A GET of the operation's path, with `1` for each path parameter. */
const pathOf = (path: string) => path.replace(/\{\w+\}/g, '1');

describe('answers about the caller are never stored', () => {
  const app = useTestApp();
  const reads = listOperations().filter((op) => op.method === 'get');
  const privateReads = reads.filter((op) => op.private);

  it('covers every read behind a session, and the open one that reads the session cookie', () => {
    expect(privateReads.map((op) => op.operationId)).toEqual(expect.arrayContaining(['auth.session', 'auth.me', 'posts.list', 'members.me', 'analytics.report']));
    expect(privateReads.length).toBe(reads.filter((op) => op.secured || op.member).length + 1);
  });

  it('sends Cache-Control: no-store on every private read, signed in or refused', async () => {
    // One after another: all at once would pass the server's per-address connection cap.
    for (const op of privateReads) {
      for (const [who, headers] of [['signed in', { cookie: app.cookie }], ['signed out', {}]] as const) {
        const response = await fetch(`${app.url}${pathOf(op.path)}`, { headers });
        await response.arrayBuffer();
        expect(response.headers.get('cache-control'), `${op.operationId} ${who} (${response.status})`).toBe('no-store');
      }
    }
    // Every private read of the contract, twice: the walk grows with the API.
  }, 60_000);

  it('leaves the public reads cacheable', async () => {
    for (const path of ['/api/public/posts', '/api/public/settings', '/rss.xml']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('no-store');
    }
  });
});
