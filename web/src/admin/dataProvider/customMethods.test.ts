// @vitest-environment node
// (web/test/mockApi.ts reads codegen/openapi.yaml through import.meta.url, which is not a file: URL under jsdom.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi.ts';
import { createDataProvider } from './index.ts';

/** Each custom call of the one admin data provider reaches the contract's operation for it. */
describe('the admin data provider custom methods', () => {
  let restore = () => {};
  afterEach(() => restore());

  const cases: [string, (dp: ReturnType<typeof createDataProvider>) => Promise<unknown>, string, string][] = [
    ['revisions', (dp) => dp.getRevisions('posts', { id: 7 }), 'revisions.list', '/api/blog/posts/7/revisions'],
    ['one revision', (dp) => dp.getRevision('posts', { id: 7, revisionId: 3 }), 'revisions.get', '/api/blog/posts/7/revisions/3'],
    ['restore', (dp) => dp.restoreRevision('posts', { id: 7, revisionId: 3, version: 2 }), 'revisions.restore', '/api/blog/posts/7/revisions/3/restore'],
    ['preview link', (dp) => dp.createPreviewLink('posts', { id: 7 }), 'previews.createLink', '/api/blog/posts/7/preview-link'],
    ['revoke preview links', (dp) => dp.revokePreviewLinks('posts', { id: 7 }), 'previews.revokeLinks', '/api/blog/posts/7/preview-link'],
    ['duplicate', (dp) => dp.duplicate('posts', { id: 7 }), 'posts.duplicate', '/api/blog/posts/7/duplicate'],
    ['court import', (dp) => dp.importCourts('courts', { csv: 'name\n' }), 'courts.import', '/api/courts/import'],
    ['event import', (dp) => dp.importEvents('events', { csv: 'title\n' }), 'events.import', '/api/events/import'],
    ['issue draft', (dp) => dp.issueDraft('issues'), 'newsletter.draft', '/api/newsletter/draft'],
    ['issue preview', (dp) => dp.previewIssue('issues', { data: { subject: 'Dinks', intro: '', posts: [] } }), 'newsletter.previewIssue', '/api/newsletter/preview'],
    ['issue test', (dp) => dp.testIssue('issues', { id: 'abc', email: 'a@example.com' }), 'newsletter.testIssue', '/api/newsletter/issues/abc/test'],
    ['issue send', (dp) => dp.sendIssue('issues', { id: 'abc' }), 'newsletter.sendIssue', '/api/newsletter/issues/abc/send'],
    ['subscriber import', (dp) => dp.importSubscribers('subscribers', { csv: 'email\n', consentNote: 'x' }), 'newsletter.importSubscribers', '/api/newsletter/subscribers/import'],
    ['analytics report', (dp) => dp.analyticsReport('analytics', { from: '2026-11-01', to: '2026-11-30' }), 'analytics.report', '/api/analytics'],
    ['court search counts', (dp) => dp.courtSearchCounts('analytics', { from: '2026-11-01', to: '2026-11-30' }), 'analytics.courtSearches', '/api/analytics/court-searches'],
    ['analytics summary', (dp) => dp.analyticsSummary('analytics', { days: 30 }), 'analytics.summary', '/api/analytics/summary'],
    ['post analytics', (dp) => dp.postAnalytics('analytics', { slug: 'third-shot-drop' }), 'analytics.post', '/api/analytics/post'],
    ['WordPress import', (dp) => dp.importSite('settings', { source: 'wordpress', file: '<rss/>', dryRun: true }), 'portability.importWordpress', '/api/import/wordpress'],
    ['Ghost import', (dp) => dp.importSite('settings', { source: 'ghost', file: '{}', dryRun: false }), 'portability.importGhost', '/api/import/ghost'],
    ['full backup', (dp) => dp.exportFullBackup('settings', { passphrase: 'a long passphrase' }), 'portability.exportFull', '/api/export/full'],
    ['import job start', (dp) => dp.startImport('settings', { source: 'wordpress', file: new Blob(['<rss/>']), uploads: new Blob(['zip']), dryRun: true }), 'portability.startImport', '/api/import/jobs'],
    ['import job', (dp) => dp.importJob('settings', { id: '6f1c0ffe-0000-4000-8000-000000000001' }), 'portability.getImport', '/api/import/jobs/6f1c0ffe-0000-4000-8000-000000000001'],
    ['delete analytics counts', (dp) => dp.deleteAnalyticsCounts('analytics', { from: '2026-11-01', to: '2026-11-30', kind: 'referrer', key: 'spam.example' }), 'analytics.deleteCounts', '/api/analytics/counts'],
  ];

  it.each(cases)('%s', async (_name, run, operationId, path) => {
    const api = await mockApi({ [operationId]: () => ({ status: 200, body: { ok: true } }) });
    restore = api.restore;
    await run(createDataProvider());
    expect(api.calls.map((c) => [c.operationId, c.path])).toEqual([[operationId, path]]);
  });

  it('sends the import choices in the query and a full backup\'s passphrase in the body, never the address', async () => {
    const api = await mockApi({ 'portability.importWordpress': () => ({ status: 200, body: { create: [], skip: [], refuse: [] } }), 'portability.exportFull': () => ({ status: 200, body: 'sealed' }) });
    restore = api.restore;
    await createDataProvider().importSite('settings', { source: 'wordpress', file: '<rss/>', dryRun: true, inviteAuthors: true });
    await createDataProvider().exportFullBackup('settings', { passphrase: 'a long passphrase' });
    const urls = vi.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url));
    expect(urls[0]).toBe('/api/import/wordpress?dryRun=true&inviteAuthors=true');
    expect(urls[1]).toBe('/api/export/full');
    expect(api.calls[1]?.body).toEqual({ passphrase: 'a long passphrase' });
  });

  it('sends the editor version with a restore and fails with "{status}: {detail}" when it is stale', async () => {
    const stale = { type: 'about:blank', title: 'Conflict', status: 409, detail: 'The post changed since you opened it.' };
    const api = await mockApi({ 'revisions.restore': () => ({ status: 409, body: stale }) });
    restore = api.restore;
    const error = (await createDataProvider()
      .restoreRevision('posts', { id: 7, revisionId: 3, version: 2 })
      .catch((e: unknown) => e)) as Error;
    expect(api.calls[0]?.body).toEqual({ version: 2 });
    expect(error.message).toBe('409: The post changed since you opened it.');
  });
});
