import { describe, expect, it } from 'vitest';
import { listOperations } from '../../src/http/operations.ts';

const secured = (extra: Record<string, unknown>) => ({ paths: { '/api/x': { get: { operationId: 'x.list', security: [{ cookieAuth: [] }], ...extra } } } });

describe('x-min-role in openapi.yaml', () => {
  it('every operation that needs a session declares the least role that may call it', () => {
    const missing = listOperations().filter((op) => op.secured && !op.minRole);
    expect(missing).toEqual([]);
  });

  it('a secured operation without a known role, or an open one with a role, stops start-up', () => {
    expect(() => listOperations(secured({}))).toThrow(/x\.list needs a session and must declare x-min-role/);
    expect(() => listOperations(secured({ 'x-min-role': 'owner' }))).toThrow(/x\.list needs a session/);
    expect(listOperations(secured({ 'x-min-role': 'editor' }))[0]!.minRole).toBe('editor');
    expect(() => listOperations({ paths: { '/api/y': { get: { operationId: 'y.get', 'x-min-role': 'viewer' } } } })).toThrow(/open to anyone/);
  });

  it('subscribers (personal data) are for admins only; viewers read the rest of the back office', () => {
    const roles = Object.fromEntries(listOperations().map((op) => [op.operationId, op.minRole]));
    for (const id of ['newsletter.listSubscribers', 'newsletter.exportSubscribers', 'newsletter.addSubscriber', 'newsletter.deleteSubscriber']) expect(roles[id], id).toBe('admin');
    for (const id of ['posts.list', 'posts.get', 'categories.list', 'tags.list', 'courts.list', 'newsletter.listIssues']) expect(roles[id], id).toBe('viewer');
    for (const id of ['posts.create', 'posts.update', 'posts.delete', 'tags.create']) expect(roles[id], id).toBe('author');
  });
});
