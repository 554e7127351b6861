import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../members/signIn.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';

// The newsletter app mails members their sign-in links: a reader of the old site may already be a member here.
const app = useNewsletterApp({}, { serveSite: true });
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

interface Line {
  item: string;
  reason: string;
}
interface Report {
  create: Line[];
  skip: Line[];
  refuse: Line[];
}

async function importFile(source: 'ghost' | 'wordpress', body: string, dryRun = false): Promise<{ status: number; body: Report & { detail?: string } }> {
  const response = await fetch(`${app.url}/api/import/${source}${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: { Cookie: app.cookie, 'Content-Type': source === 'ghost' ? 'application/json' : 'application/xml' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Report & { detail?: string } };
}

const items = (lines: Line[]) => lines.map((line) => line.item);
const publicPost = async (slug: string) => (await call(app, undefined, 'GET', `/api/public/posts/${slug}`)).body as Record<string, unknown> & { content: string; tags: { slug: string }[] };
const movedTo = async (path: string) => {
  const response = await fetch(app.url + path, { redirect: 'manual' });
  return `${response.status} ${response.headers.get('location')}`;
};

describe('import from WordPress', () => {
  it('reports without writing on a dry run, then imports, cleans the HTML and keeps the old links', async () => {
    const wxr = fixture('wordpress.xml');
    const pat = await signedInMember(app, 'pat@example.com');
    expect((await call(app, pat, 'PATCH', '/api/members/me', { displayName: 'Pat D.' })).status).toBe(200);
    const dry = await importFile('wordpress', wxr, true);
    expect(dry.status).toBe(200);
    expect(items(dry.body.create)).toEqual(expect.arrayContaining(['category "club-news"', 'tag "drill-50"', 'post "new-lights"', 'post "cafe-creme-dinks"', 'post "fifty-drills"', 'page "join"']));
    expect(dry.body.refuse).toEqual([{ item: 'post "untitled"', reason: 'it has no title' }]);
    expect(dry.body.create.find((line) => line.item === 'post "spring-ladder"')?.reason).toMatch(/featured image \(attachment 99\) is not in the file/);
    expect(dry.body.create.find((line) => line.item === 'post "new-lights"')?.reason).toMatch(/author "coachkim" is not on the staff/);
    // Pingbacks and comments in the trash are left out.
    expect(dry.body.create).toContainEqual({ item: 'comments on post "new-lights"', reason: '3 approved, 1 held for moderation, 1 spam' });
    expect((await call(app, app.cookie, 'GET', '/api/blog/posts')).body).toEqual([]);

    const done = await importFile('wordpress', wxr);
    expect(done.status).toBe(200);
    expect(done.body.create).toEqual(expect.arrayContaining(dry.body.create));
    expect(done.body.create).toHaveLength(dry.body.create.length);

    const lights = await publicPost('new-lights');
    expect(lights.content).toContain('<strong>on</strong>');
    expect(lights.content).not.toMatch(/<!--|wp:|<script|onclick/);
    expect(lights).toMatchObject({ publishDate: '2024-05-03T08:00:00.000Z', featuredImage: 'https://club.example/wp-content/uploads/2024/05/lights.jpg', featuredImageAlt: 'Six courts under new lights', metaDescription: 'Night play is here: six lit courts.' });
    const ladder = await publicPost('spring-ladder');
    expect(ladder.content).toContain('<p>The ladder ended with a tiebreak.</p>');
    expect(ladder.content).not.toMatch(/\[\/?(caption|gallery)/);
    expect((await publicPost('fifty-drills')).tags).toHaveLength(50);
    expect((await call(app, undefined, 'GET', '/api/public/pages/join')).status).toBe(200);

    for (const [old, now] of [
      ['/2024/05/new-lights/', '/blog/new-lights'],
      ['/?p=123', '/blog/new-lights'],
      ['/new-lights/', '/blog/new-lights'],
      ['/caf%C3%A9-cr%C3%A8me-dinks/', '/blog/cafe-creme-dinks'],
      ['/tag/drill-01/', '/blog/tag/drill-01'],
      ['/category/club-news/', '/blog/category/club-news'],
    ]) {
      expect(await movedTo(old!), old).toBe(`301 ${now}`);
    }

    // Comments: a reader who is a member here keeps their member; the others their name. A reply to a reply joins its thread.
    const shown = (await call(app, undefined, 'GET', '/api/public/posts/new-lights/comments')).body as unknown as { items: { author: string; text: string; createdAt: string; replies: { author: string; text: string }[] }[] };
    expect(shown.items).toMatchObject([
      { author: 'Pat D.', text: 'Great news!\nSee you tonight & after.', createdAt: '2024-05-03T10:00:00.000Z', replies: [{ author: 'Coach Kim', text: 'Bring a light ball.' }, { author: 'Robin', text: 'A reply to the reply.' }] },
    ]);
    const queue = async (status: string) => ((await call(app, app.cookie, 'GET', `/api/comments?filter=${encodeURIComponent(JSON.stringify({ status }))}`)).body as unknown as { author: string; text: string; postSlug: string }[]).map(({ author, text, postSlug }) => ({ author, text, postSlug }));
    expect(await queue('held')).toEqual([{ author: 'Sam Waiting', text: 'Are the lights on Sundays too?', postSlug: 'new-lights' }]);
    expect(await queue('spam')).toEqual([{ author: 'Cheap Paddles', text: 'Buy paddles here', postSlug: 'new-lights' }]);
    const mine = (await call(app, pat, 'GET', '/api/members/me/comments')).body as unknown as { text: string }[];
    expect(mine.map((comment) => comment.text)).toEqual(['Great news!\nSee you tonight & after.']);
    const allComments = async () => ((await call(app, app.cookie, 'GET', '/api/comments')).body as unknown as unknown[]).length;
    expect(await allComments()).toBe(5);

    const again = await importFile('wordpress', wxr);
    expect(again.body.create).toEqual([]);
    expect(items(again.body.skip)).toEqual(expect.arrayContaining(items(done.body.create)));
    expect(await allComments()).toBe(5);
  }, 60_000);

  it('refuses a file that is not a WordPress export, and changes nothing', async () => {
    const before = (await call(app, app.cookie, 'GET', '/api/blog/posts')).body;
    const refused = await importFile('wordpress', '<rss><channel><title>Not WordPress</title></channel></rss>');
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('The file is not a WordPress export (WXR, Tools -> Export).');
    const entities = '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version><title>&b;</title></channel></rss>';
    expect((await importFile('wordpress', entities)).status).toBe(400);
    expect((await call(app, app.cookie, 'GET', '/api/blog/posts')).body).toEqual(before);
  });
});

describe('import from Ghost', () => {
  it('imports posts, pages and public tags with their SEO fields', async () => {
    const json = fixture('ghost.json');
    const dry = await importFile('ghost', json, true);
    expect(dry.status).toBe(200);
    expect(items(dry.body.create)).toEqual(['tag "serving"', 'post "serving-deep"', 'post "ladder-night"', 'page "about-the-club"', 'post "unfinished"']);
    expect(dry.body.create[2]!.reason).toMatch(/featured image \(\/content\/images\/2025\/04\/ladder.jpg\) is not in the file/);

    expect((await importFile('ghost', json)).status).toBe(200);
    const serve = await publicPost('serving-deep');
    expect(serve).toMatchObject({ publishDate: '2025-03-04T09:30:00.000Z', metaDescription: 'Serve deep and win the first exchange.', ogTitle: 'Serve deep', featuredImageAlt: 'A player serving' });
    expect(serve.tags.map((tag) => tag.slug)).toEqual(['serving']);
    expect(serve.content).toContain('Keep it low.');
    const drafts = (await call(app, app.cookie, 'GET', '/api/blog/posts?filter=%7B%22publishStatus%22%3A%22draft%22%7D')).body as unknown as { slug: string }[];
    expect(drafts.map((post) => post.slug)).toContain('unfinished');
    expect((await importFile('ghost', '{"db": []}')).status).toBe(400);
  });
});

describe('an imported post marked published but dated ahead', () => {
  it('is stored as scheduled for its date, not listed as published in the future', async () => {
    const ahead = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const post = { id: '6650a1b2c3d4e5f6a7b8c9aa', title: 'Dinking drills for the weekend', slug: 'dinking-drills-ahead', html: '<p>Soft hands, short backswing.</p>', type: 'post', status: 'published', published_at: ahead };
    const json = JSON.stringify({ db: [{ meta: { exported_on: 1730000000000, version: '5.96.0' }, data: { posts: [post], tags: [], posts_tags: [] } }] });
    expect((await importFile('ghost', json)).status).toBe(200);
    const listed = (await call(app, app.cookie, 'GET', `/api/blog/posts?filter=${encodeURIComponent(JSON.stringify({ q: 'Dinking drills for the weekend' }))}`)).body as unknown as { publishStatus: string; publishDate: string }[];
    expect(listed).toMatchObject([{ publishStatus: 'scheduled', publishDate: ahead }]);
    // Not public before its date.
    expect((await call(app, undefined, 'GET', '/api/public/posts/dinking-drills-ahead')).status).toBe(404);
  });
});
