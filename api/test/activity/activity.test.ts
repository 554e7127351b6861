import { describe, expect, it } from 'vitest';
import { Activity } from '../../src/activity/repository/model.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';

const app = useNewsletterApp();

interface Entry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  subject?: { type: string; id: string; title?: string };
  address?: string;
  detail?: string;
}

const asAdmin = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Cookie: app.cookie, ...(init.headers as Record<string, string>) } });

const query = (params: { filter?: object; sort?: [string, string]; range?: [number, number] }) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString();

async function list(params: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}): Promise<{ rows: Entry[]; range: string | null }> {
  const response = await asAdmin(`/api/activity?${query(params)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return { rows: (await response.json()) as Entry[], range: response.headers.get('content-range') };
}

async function createPost(slug: string, publishStatus: 'draft' | 'published') {
  const response = await asAdmin('/api/blog/posts', { method: 'POST', body: JSON.stringify({ title: `Post ${slug}`, slug, content: '<p>Dinks all day.</p>', publishStatus }) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number; version: number; title: string; slug: string; content: string };
}

const signInAs = (password: string, address: string) =>
  fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address }, body: JSON.stringify({ username: 'admin', password }) });

describe('the activity log records what staff do', () => {
  it('records a failed sign-in with its address and no name, and a successful one by name with its address', async () => {
    expect((await signInAs('not-the-password', '203.0.113.9')).status).toBe(401);
    expect((await signInAs('test-password', '198.51.100.4')).status).toBe(200);
    const [failed] = (await list({ filter: { action: 'auth.signInFailed' } })).rows;
    expect(failed).toMatchObject({ actor: null, action: 'auth.signInFailed', address: '203.0.113.9' });
    expect(JSON.stringify(failed)).not.toContain('not-the-password');
    const signIns = (await list({ filter: { action: 'auth.signIn' }, sort: ['at', 'DESC'] })).rows;
    expect(signIns[0]).toMatchObject({ actor: 'admin', action: 'auth.signIn', address: '198.51.100.4' });
  });

  it('records publishing, unpublishing and deleting a post, with the post and who did it; a draft saved as a draft records nothing', async () => {
    const draft = await createPost('kept-draft', 'draft');
    const post = await createPost('goes-live', 'published');
    const base = { title: post.title, slug: post.slug, content: post.content };
    const unpublished = await asAdmin(`/api/blog/posts/${post.id}`, { method: 'PUT', body: JSON.stringify({ ...base, publishStatus: 'draft', version: post.version }) });
    expect(unpublished.status).toBe(200);
    expect((await asAdmin(`/api/blog/posts/${post.id}`, { method: 'DELETE' })).status).toBe(200);

    const { rows } = await list({ filter: { actor: 'admin' }, sort: ['at', 'ASC'] });
    const postEntries = rows.filter((entry) => entry.subject?.type === 'post');
    expect(postEntries.map((entry) => [entry.action, entry.subject?.id, entry.subject?.title])).toEqual([
      ['post.publish', String(post.id), 'Post goes-live'],
      ['post.unpublish', String(post.id), 'Post goes-live'],
      ['post.delete', String(post.id), 'Post goes-live'],
    ]);
    expect(postEntries.every((entry) => entry.actor === 'admin' && entry.address === undefined)).toBe(true);
    expect(rows.some((entry) => entry.subject?.id === String(draft.id))).toBe(false);
  });

  it('records a newsletter send, a subscriber export and an erasure, without the erased address', async () => {
    const added = await asAdmin('/api/newsletter/subscribers', { method: 'POST', body: JSON.stringify({ email: 'erase.me@example.com', consentNote: 'Signed up at the club' }) });
    expect(added.status).toBe(201);
    const subscriber = (await added.json()) as { id: string };
    const issue = (await (await asAdmin('/api/newsletter/issues', { method: 'POST', body: JSON.stringify({ subject: 'Drills for the week', intro: 'Three drills.', posts: [] }) })).json()) as { id: string };
    expect((await asAdmin(`/api/newsletter/issues/${issue.id}/send`, { method: 'POST' })).status).toBe(202);
    expect((await asAdmin('/api/newsletter/subscribers.csv')).status).toBe(200);
    expect((await asAdmin(`/api/newsletter/subscribers/${subscriber.id}`, { method: 'DELETE' })).status).toBe(200);

    const send = (await list({ filter: { action: 'newsletter.send' } })).rows;
    expect(send).toEqual([expect.objectContaining({ actor: 'admin', subject: { type: 'issue', id: issue.id, title: 'Drills for the week' }, detail: 'to 1 subscriber' })]);
    const exported = (await list({ filter: { action: 'subscriber.export' } })).rows;
    expect(exported).toEqual([expect.objectContaining({ actor: 'admin', detail: '1 confirmed subscriber' })]);
    const erased = (await list({ filter: { action: 'subscriber.erase' } })).rows;
    expect(erased).toEqual([expect.objectContaining({ actor: 'admin', subject: { type: 'subscriber', id: subscriber.id } })]);
    const stored = JSON.stringify(await Activity.find({}).lean());
    expect(stored).not.toContain('erase.me');
  });
});

describe('GET /api/activity', () => {
  it('filters by user, action and period, pages with Content-Range, and sorts', async () => {
    const everything = await list({ sort: ['at', 'DESC'], range: [0, 999] });
    const total = everything.rows.length;
    expect(total).toBeGreaterThan(5);
    expect(everything.range).toBe(`activity 0-${total - 1}/${total}`);

    const page = await list({ sort: ['at', 'DESC'], range: [1, 2] });
    expect(page.range).toBe(`activity 1-2/${total}`);
    expect(page.rows.map((entry) => entry.id)).toEqual(everything.rows.slice(1, 3).map((entry) => entry.id));

    const oldestFirst = await list({ sort: ['at', 'ASC'], range: [0, 999] });
    expect(oldestFirst.rows.map((entry) => entry.id)).toEqual([...everything.rows].reverse().map((entry) => entry.id));

    const anonymousOnes = everything.rows.filter((entry) => entry.actor === null).length;
    expect((await list({ filter: { actor: 'admin' } })).rows).toHaveLength(total - anonymousOnes);
    expect((await list({ filter: { actor: 'someone-else' } })).rows).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ filter: { from: today, to: today } })).rows).toHaveLength(total);
    expect((await list({ filter: { to: '2020-01-01' } })).rows).toEqual([]);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await list({ filter: { from: later } })).rows).toEqual([]);
  });

  it('refuses an unknown action, a bad date, a period that ends before it starts, and an unknown filter key with a 400', async () => {
    for (const filter of [{ action: 'post.rename' }, { from: '2026-02-30' }, { to: 'yesterday' }, { from: '2026-03-02', to: '2026-03-01' }, { address: '1.2.3.4' }]) {
      const response = await asAdmin(`/api/activity?${query({ filter })}`);
      expect(response.status, JSON.stringify(filter)).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('answers 401 without a session, for the list and the export', async () => {
    expect((await fetch(`${app.url}/api/activity`)).status).toBe(401);
    expect((await fetch(`${app.url}/api/activity/export.csv`)).status).toBe(401);
  });

  it('has no operation that changes or deletes an entry', async () => {
    const [entry] = (await list({ range: [0, 0] })).rows;
    const before = (await list({ range: [0, 999] })).rows;
    for (const [method, path] of [
      ['DELETE', '/api/activity'],
      ['POST', '/api/activity'],
      ['PUT', `/api/activity/${entry!.id}`],
      ['PATCH', `/api/activity/${entry!.id}`],
      ['DELETE', `/api/activity/${entry!.id}`],
    ] as const) {
      const response = await asAdmin(path, { method, body: method === 'DELETE' ? undefined : JSON.stringify({ action: 'post.delete' }) });
      expect([404, 405], `${method} ${path}`).toContain(response.status);
    }
    expect((await list({ range: [0, 999] })).rows).toEqual(before);
  });
});

describe('GET /api/activity/export.csv', () => {
  it('exports the filtered entries newest first, with cells that could run as formulas neutralised', async () => {
    await createPost('formula', 'draft');
    const formula = await createPost('formula-live', 'draft');
    // A title a spreadsheet would run as a formula.
    const live = await asAdmin(`/api/blog/posts/${formula.id}`, {
      method: 'PUT',
      body: JSON.stringify({ title: '=HYPERLINK("http://evil.example","x")', slug: formula.slug, content: formula.content, publishStatus: 'published', version: formula.version }),
    });
    expect(live.status, await live.clone().text()).toBe(200);

    const response = await asAdmin(`/api/activity/export.csv?${query({ filter: { action: 'post.publish' } })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="activity.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,actor,action,subject_type,subject_id,subject_title,address,detail');
    const published = (await list({ filter: { action: 'post.publish' }, sort: ['at', 'DESC'] })).rows;
    expect(lines).toHaveLength(published.length + 1);
    expect(lines[1]).toBe(`"${published[0]!.at}","admin","post.publish","post","${formula.id}","'=HYPERLINK(""http://evil.example"",""x"")","",""`);
    expect(lines.slice(1).every((line) => line.includes('"post.publish"'))).toBe(true);
  });

  it('refuses a bad filter with a 400', async () => {
    const response = await asAdmin(`/api/activity/export.csv?${query({ filter: { action: 'nothing' } })}`);
    expect(response.status).toBe(400);
  });
});
