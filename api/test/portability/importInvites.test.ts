import { describe, expect, it } from 'vitest';
import { eventually, useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { linksIn } from '../newsletter/smtpSink.ts';
import { call } from '../users/staff.ts';

// Invitations are mailed: the newsletter app sends its mail to a sink in this process.
const app = useNewsletterApp();

interface Report {
  create: { item: string; reason: string }[];
  skip: { item: string; reason: string }[];
  refuse: { item: string; reason: string }[];
}

const author = (login: string, email: string, name: string) =>
  `<wp:author><wp:author_login><![CDATA[${login}]]></wp:author_login><wp:author_email><![CDATA[${email}]]></wp:author_email><wp:author_display_name><![CDATA[${name}]]></wp:author_display_name></wp:author>`;
let postIds = 9000;
const post = (slug: string, by: string) =>
  `<item><title>${slug}</title><dc:creator><![CDATA[${by}]]></dc:creator><content:encoded><![CDATA[<p>About ${slug}.</p>]]></content:encoded><wp:post_id>${(postIds += 1)}</wp:post_id><wp:post_date_gmt>2025-05-03 10:00:00</wp:post_date_gmt><wp:post_name>${slug}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>`;

/** A WordPress export by Jane (who has an address), a writer without one, and these posts ([slug, login]). */
const wxr = (posts: [string, string][]) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Riverside</title><wp:wxr_version>1.2</wp:wxr_version>
${author('janed', 'Jane@Riverside.example', 'Jane Doe')}${author('ghostwriter', '', 'Nameless Writer')}
${posts.map(([slug, by]) => post(slug, by)).join('\n')}
</channel></rss>`;

async function importFile(source: 'ghost' | 'wordpress', body: string, query: string): Promise<Report> {
  const response = await fetch(`${app.url}/api/import/${source}?${query}`, {
    method: 'POST',
    headers: { Cookie: app.cookie, 'Content-Type': source === 'ghost' ? 'application/json' : 'application/xml' },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
}

const items = (lines: { item: string }[]) => lines.map((line) => line.item);
const staff = async (q: string) => (await call(app, app.cookie, 'GET', `/api/users?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).body as unknown as { id: number; email: string; role: string; status: string; displayName: string }[];
/** The author of the post of `slug`, found by a search for its title. */
const authorOf = async (slug: string, title = slug) => {
  const posts = (await call(app, app.cookie, 'GET', `/api/blog/posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`)).body as unknown as { slug: string; authorId: number }[];
  return posts.find((found) => found.slug === slug)?.authorId;
};
const owner = async () => (await staff('admin')).find((user) => user.role === 'admin')!.id;
/** Lets a mail that would have been sent arrive before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('importing authors as invited staff', () => {
  it('invites nobody without the option: their posts are credited to the owner', async () => {
    const report = await importFile('wordpress', wxr([['no-invite-serve', 'janed']]), '');
    expect(items(report.create).filter((item) => item.startsWith('invite'))).toEqual([]);
    expect(await authorOf('no-invite-serve')).toBe(await owner());
    await settle();
    expect(app.sink.to('jane@riverside.example')).toHaveLength(0);
    expect(await staff('riverside.example')).toEqual([]);
  });

  it('with the option: the dry run lists the invitation and sends nothing, the import invites once, a second invites nobody', async () => {
    const file = wxr([
      ['jane-serves-deep', 'janed'],
      ['jane-dinks', 'janed'],
      ['unsigned-notes', 'ghostwriter'],
    ]);
    const dry = await importFile('wordpress', file, 'dryRun=true&inviteAuthors=true');
    expect(items(dry.create).filter((item) => item.startsWith('invite'))).toEqual(['invite Jane Doe <Jane@Riverside.example>']);
    await settle();
    expect(app.sink.to('jane@riverside.example')).toHaveLength(0);
    expect(await staff('riverside.example')).toEqual([]);

    const done = await importFile('wordpress', file, 'inviteAuthors=true');
    expect(items(done.create)).toEqual(expect.arrayContaining(['invite Jane Doe <Jane@Riverside.example>', 'post "jane-serves-deep"', 'post "jane-dinks"', 'post "unsigned-notes"']));
    const [jane] = await staff('riverside.example');
    expect(jane).toMatchObject({ role: 'author', status: 'invited', displayName: 'Jane Doe' });
    expect(await authorOf('jane-serves-deep')).toBe(jane!.id);
    expect(await authorOf('jane-dinks')).toBe(jane!.id);
    // An author without an address cannot be invited: the owner is credited, as without the option.
    expect(await authorOf('unsigned-notes')).toBe(await owner());
    const mail = await eventually(() => app.sink.to('jane@riverside.example')[0], 'the invitation');
    expect(new Set(linksIn(mail, '/account/setup')).size).toBe(1);

    // The same file again, and a new post of hers: the invited account is matched by its address.
    const again = await importFile('wordpress', wxr([['jane-serves-deep', 'janed'], ['jane-lobs', 'janed']]), 'inviteAuthors=true');
    expect(items(again.create)).toEqual(['post "jane-lobs"']);
    expect(items(again.skip)).toContain('post "jane-serves-deep"');
    expect(await authorOf('jane-lobs')).toBe(jane!.id);
    await settle();
    expect(app.sink.to('jane@riverside.example')).toHaveLength(1);
    expect(await staff('riverside.example')).toHaveLength(1);
  });

  it('invites the authors of a Ghost export too', async () => {
    const ghost = {
      db: [
        {
          meta: { exported_on: 1730000000000, version: '5.96.0' },
          data: {
            posts: [{ id: 'p1', title: 'Kitchen line', slug: 'kitchen-line-ghost', html: '<p>Stay out of it.</p>', type: 'post', status: 'published', published_at: '2025-03-04T09:30:00.000Z' }],
            users: [{ id: 'u1', name: 'Sam Park', slug: 'sam', email: 'sam@ghost.example' }],
            posts_authors: [{ post_id: 'p1', author_id: 'u1', sort_order: 0 }],
          },
        },
      ],
    };
    const report = await importFile('ghost', JSON.stringify(ghost), 'inviteAuthors=true');
    expect(items(report.create)).toEqual(expect.arrayContaining(['invite Sam Park <sam@ghost.example>', 'post "kitchen-line-ghost"']));
    const [sam] = await staff('ghost.example');
    expect(sam).toMatchObject({ role: 'author', status: 'invited' });
    expect(await authorOf('kitchen-line-ghost', 'Kitchen line')).toBe(sam!.id);
    await eventually(() => app.sink.to('sam@ghost.example')[0], 'the invitation');
  });

  it('invites them through a background import too', async () => {
    const form = new FormData();
    form.append('source', 'wordpress');
    // A writer this site has not met yet (the tests above invited Jane).
    const file = wxr([['job-kim-drills', 'kimlee']]).replace('<wp:author>', `${author('kimlee', 'kim@jobs.example', 'Kim Lee')}<wp:author>`);
    form.append('file', new Blob([file]), 'export.xml');
    const started = await fetch(`${app.url}/api/import/jobs?inviteAuthors=true`, { method: 'POST', headers: { Cookie: app.cookie }, body: form });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    let job: { state: string; report?: Report } = { state: 'queued' };
    for (let tries = 0; tries < 400 && job.state !== 'finished' && job.state !== 'failed'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = (await call(app, app.cookie, 'GET', `/api/import/jobs/${id}`)).body as unknown as typeof job;
    }
    expect(job.state).toBe('finished');
    expect(items(job.report!.create)).toEqual(expect.arrayContaining(['invite Kim Lee <kim@jobs.example>', 'post "job-kim-drills"']));
    const [kim] = await staff('jobs.example');
    expect(kim).toMatchObject({ role: 'author', status: 'invited' });
    expect(await authorOf('job-kim-drills')).toBe(kim!.id);
  });
});
