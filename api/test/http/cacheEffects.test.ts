import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheEffectsFor } from '../../src/http/cacheEffects.ts';
import { listOperations, type Operation } from '../../src/http/operations.ts';

const PUBLIC_WRITES = ['revisions.restore', 'categories.create', 'categories.update', 'categories.delete', 'tags.create', 'tags.update', 'tags.delete', 'courts.create', 'courts.update', 'courts.delete', 'courts.import', 'gear.create', 'gear.update', 'gear.delete', 'gear.createReview', 'gear.updateReview', 'gear.deleteReview', 'events.create', 'events.update', 'events.delete', 'events.import', 'pageRevisions.restore', 'settings.update', 'settings.restore', 'users.update', 'users.delete', 'auth.updateProfile', 'members.update', 'members.delete', 'portability.restoreSite', 'portability.importGhost', 'portability.importWordpress', 'navigation.update', 'navigation.restore', 'homepage.publish', 'sampleContent.remove'];
/** Writes that change public pages unless their record was and stays a draft. */
const PUBLISHED_WRITES = ['posts.create', 'posts.update', 'posts.delete', 'pages.create', 'pages.update', 'pages.delete'];
/** Writes that change one post's (or static page's) page only: comments shown on it. */
const POST_WRITES = ['comments.create', 'comments.createOnPage', 'comments.edit', 'comments.deleteOwn', 'comments.moderate', 'comments.report'];

describe('cache effects declared in openapi.yaml', () => {
  it('every write that changes public pages declares it; reads and other writes declare none', () => {
    const declared = listOperations().filter((op) => op.cacheEffects.includes('public')).map((op) => op.operationId);
    expect(declared.sort()).toEqual([...PUBLIC_WRITES].sort());
    const onePost = listOperations().filter((op) => op.cacheEffects.includes('post')).map((op) => op.operationId);
    expect(onePost.sort()).toEqual([...POST_WRITES].sort());
    const unlessDrafts = listOperations().filter((op) => op.cacheEffects.includes('published')).map((op) => op.operationId);
    expect(unlessDrafts.sort()).toEqual([...PUBLISHED_WRITES].sort());
  });

  it('a write without a declaration, or with an unknown effect, stops start-up', () => {
    const doc = (effects: unknown) => ({ paths: { '/api/x': { post: { operationId: 'x.create', ...(effects === undefined ? {} : { 'x-cache-effects': effects }) } } } });
    expect(() => listOperations(doc(undefined))).toThrow(/x\.create must declare x-cache-effects/);
    expect(() => listOperations(doc(['search']))).toThrow(/x\.create must declare x-cache-effects/);
    expect(listOperations(doc([]))[0]!.cacheEffects).toEqual([]);
    expect(() => listOperations({ paths: { '/api/x': { get: { operationId: 'x.list', 'x-cache-effects': ['public'] } } } })).toThrow(/is a read/);
  });
});

describe('applying a declared effect', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** A route answering `status` behind the effect hook of a write declaring `public`; counts applications. */
  async function answering(status: number): Promise<{ url: string; applied: () => number; seenByClient: number[] }> {
    let applied = 0;
    const seenByClient: number[] = [];
    const op: Operation = { operationId: 'x.create', method: 'post', path: '/x', secured: true, private: true, cacheEffects: ['public'] };
    const app = express();
    app.post('/x', cacheEffectsFor({ public: () => (applied += 1), post: () => {}, published: () => {} })(op)!, (_req, res) => {
      res.status(status).json({});
    });
    server = createServer(app).listen(0);
    await new Promise((resolve) => server!.once('listening', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, applied: () => applied, seenByClient };
  }

  it.each([
    [201, 1],
    [200, 1],
    [400, 0],
    [404, 0],
    [409, 0],
    [503, 1],
  ])('a %i answer applies it %i time(s), before the client has the answer', async (status, times) => {
    const { url, applied } = await answering(status);
    const response = await fetch(url, { method: 'POST' });
    // By the time the status line reached the client, the effect had run.
    expect(applied()).toBe(times);
    expect(response.status).toBe(status);
  });

  it('a read or a write that declares nothing gets no hook', () => {
    const op: Operation = { operationId: 'x.list', method: 'get', path: '/x', secured: false, private: false, cacheEffects: [] };
    expect(cacheEffectsFor({ public: () => {}, post: () => {}, published: () => {} })(op)).toBeUndefined();
  });
});
