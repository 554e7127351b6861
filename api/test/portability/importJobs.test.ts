import { zipSync } from 'fflate';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

const app = useNewsletterApp();

interface Line {
  item: string;
  reason: string;
}
interface Job {
  id: string;
  state: 'queued' | 'running' | 'finished' | 'failed';
  done: number;
  total: number;
  dryRun: boolean;
  report?: { create: Line[]; skip: Line[]; refuse: Line[] };
  reason?: string;
}

const OLD = 'https://old-club.example/wp-content/uploads';

/** A small picture, different for each colour. */
const picture = (colour: string, format: 'png' | 'jpeg' = 'png') => sharp({ create: { width: 12, height: 8, channels: 3, background: colour } })[format]().toBuffer();

/** A WXR of posts, each `{ slug, html, thumbnail? }` (thumbnail: the attachment's URL). */
function wxr(posts: { slug: string; html: string; thumbnail?: string }[]): string {
  const items = posts.map((post, index) => {
    const id = 500 + index * 2;
    const attachment = post.thumbnail
      ? `<item><title>pic</title><wp:post_id>${id + 1}</wp:post_id><wp:post_type>attachment</wp:post_type><wp:status>inherit</wp:status><wp:attachment_url>${post.thumbnail}</wp:attachment_url></item>`
      : '';
    const thumb = post.thumbnail ? `<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${id + 1}</wp:meta_value></wp:postmeta>` : '';
    return `<item><title>Post ${post.slug}</title><dc:creator>admin</dc:creator><content:encoded><![CDATA[${post.html}]]></content:encoded><wp:post_id>${id}</wp:post_id><wp:post_date_gmt>2024-05-03 08:00:00</wp:post_date_gmt><wp:post_name>${post.slug}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>${thumb}</item>${attachment}`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Old club</title><wp:wxr_version>1.2</wp:wxr_version>${items.join('')}</channel></rss>`;
}

async function start(source: 'ghost' | 'wordpress', file: string, uploads?: Uint8Array, { dryRun = false, cookie = app.cookie } = {}) {
  const form = new FormData();
  form.append('source', source);
  form.append('file', new Blob([file]), source === 'ghost' ? 'export.json' : 'export.xml');
  if (uploads) form.append('uploads', new Blob([Buffer.from(uploads)]), 'uploads.zip');
  const response = await fetch(`${app.url}/api/import/jobs${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  return { status: response.status, location: response.headers.get('location'), body: (await response.json()) as Job & { detail?: string } };
}

/** Reads the job until it ends, keeping every state seen. */
async function follow(id: string): Promise<{ job: Job; seen: Job[] }> {
  const seen: Job[] = [];
  for (let tries = 0; tries < 1200; tries += 1) {
    const { status, body } = await call(app, app.cookie, 'GET', `/api/import/jobs/${id}`);
    expect(status).toBe(200);
    const job = body as unknown as Job;
    seen.push(job);
    if (job.state === 'finished' || job.state === 'failed') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not end`);
}

async function importAndWait(source: 'ghost' | 'wordpress', file: string, uploads?: Uint8Array, options: { dryRun?: boolean } = {}) {
  const started = await start(source, file, uploads, options);
  expect(started.status, started.body.detail).toBe(202);
  expect(started.location).toBe(`/api/import/jobs/${started.body.id}`);
  expect(started.body).toMatchObject({ state: 'queued', dryRun: options.dryRun ?? false });
  return follow(started.body.id);
}

const publicPost = async (slug: string) => (await call(app, undefined, 'GET', `/api/public/posts/${slug}`)).body as Record<string, unknown> & { content: string; featuredImage: string };
const postCount = async () => ((await call(app, app.cookie, 'GET', '/api/blog/posts')).body as unknown as unknown[]).length;
const uploadFiles = () => mongoose.connection.collection('uploads.files').countDocuments({ 'metadata.variantOf': { $exists: false } });

describe('an import with an uploads ZIP', () => {
  it('uploads the images the ZIP holds once, rewrites their addresses and reports the missing ones', async () => {
    const court = await picture('#2a7');
    const net = await picture('#c33', 'jpeg');
    const uploads = zipSync({
      'uploads/2024/05/court.png': [court, { level: 0 }],
      'uploads/2024/05/net.jpg': net,
      'uploads/2024/05/notes.jpg': new TextEncoder().encode('not a picture at all'),
      'uploads/2024/05/manual.pdf': new TextEncoder().encode('%PDF-1.4'),
    });
    const file = wxr([
      { slug: 'lit-courts', html: `<p>New lights.</p><img src="${OLD}/2024/05/court.png" alt="Court"><img src="${OLD}/2024/05/gone.png" alt="Gone"><a href="${OLD}/2024/05/manual.pdf">Rules</a>`, thumbnail: `${OLD}/2024/05/net.jpg` },
      { slug: 'same-court', html: `<p>Again.</p><img src="${OLD}/2024/05/court.png" alt="Court"><img src="${OLD}/2024/05/notes.jpg" alt="Notes">` },
    ]);
    const before = await uploadFiles();

    const dry = await importAndWait('wordpress', file, uploads, { dryRun: true });
    expect(dry.job.state).toBe('finished');
    expect(dry.job.report!.create).toContainEqual({ item: 'images', reason: '3 found in the uploads ZIP' });
    expect(dry.job.report!.create.find((line) => line.item === 'post "lit-courts"')?.reason).toMatch(/image 2024\/05\/gone\.png is not in the uploads ZIP: its old address is kept/);
    expect(await postCount()).toBe(0);
    expect(await uploadFiles()).toBe(before);

    const { job } = await importAndWait('wordpress', file, uploads);
    expect(job.state, job.reason).toBe('finished');
    expect(job.done).toBe(job.total);
    const lines = job.report!.create;
    expect(lines).toContainEqual({ item: 'images', reason: '2 uploaded from the uploads ZIP' });
    expect(lines.find((line) => line.item === 'post "lit-courts"')?.reason).toMatch(/gone\.png is not in the uploads ZIP/);
    expect(lines.find((line) => line.item === 'post "same-court"')?.reason).toMatch(/2024\/05\/notes\.jpg is not an image this site takes/);
    expect(await uploadFiles()).toBe(before + 2);

    const lit = await publicPost('lit-courts');
    const courtUrl = /src="(\/api\/uploads\/[a-f0-9]+\.png)"/.exec(lit.content)?.[1];
    expect(courtUrl).toBeDefined();
    expect(lit.content).toContain(`${OLD}/2024/05/gone.png`);
    expect(lit.content).toContain(`${OLD}/2024/05/manual.pdf`);
    expect(lit.featuredImage).toMatch(/^\/api\/uploads\/[a-f0-9]+\.jpg$/);
    expect((await fetch(app.url + lit.featuredImage)).status).toBe(200);
    // The same image named by two posts is one upload.
    expect((await publicPost('same-court')).content).toContain(`src="${courtUrl}"`);

    // Again: everything is skipped and nothing is uploaded.
    const again = await importAndWait('wordpress', file, uploads);
    expect(again.job.report!.create).toEqual([]);
    expect(await uploadFiles()).toBe(before + 2);
    // A new post naming an image imported before gets the same upload.
    const more = await importAndWait('wordpress', wxr([{ slug: 'third-court', html: `<p>Third.</p><img src="${OLD}/2024/05/court.png" alt="Court">` }]), uploads);
    expect(more.job.report!.create.map((line) => line.item)).toEqual(['post "third-court"']);
    expect((await publicPost('third-court')).content).toContain(`src="${courtUrl}"`);
    expect(await uploadFiles()).toBe(before + 2);
  });

  it("takes Ghost's featured and content images from its content/images ZIP", async () => {
    const ghost = {
      db: [
        {
          meta: { version: '5.96.0' },
          data: {
            posts: [
              { id: 'g1', title: 'Ghost nets', slug: 'ghost-nets', type: 'post', status: 'published', published_at: '2025-02-01T10:00:00.000Z', feature_image: '__GHOST_URL__/content/images/2025/02/net.png', html: '<p>Nets.</p><img src="__GHOST_URL__/content/images/size/w600/2025/02/net.png" alt="Net">' },
            ],
          },
        },
      ],
    };
    const uploads = zipSync({ 'content/images/2025/02/net.png': [await picture('#36c'), { level: 0 }] });
    const { job } = await importAndWait('ghost', JSON.stringify(ghost), uploads);
    expect(job.state, job.reason).toBe('finished');
    expect(job.report!.create).toContainEqual({ item: 'post "ghost-nets"', reason: '' });
    const post = await publicPost('ghost-nets');
    expect(post.featuredImage).toMatch(/^\/api\/uploads\/[a-f0-9]+\.png$/);
    expect(post.content).toContain(`src="${post.featuredImage}"`);
    expect(post.content).not.toContain('__GHOST_URL__');
  });

  describe('refuses a ZIP an attacker made, changing nothing', () => {
    const file = wxr([{ slug: 'never-here', html: '<p>No.</p>' }]);
    const refused = async (uploads: Uint8Array, status: number, detail: RegExp) => {
      const before = await postCount();
      const answer = await start('wordpress', file, uploads);
      expect(answer.status).toBe(status);
      expect(answer.body.detail).toMatch(detail);
      expect(await postCount()).toBe(before);
      expect((await call(app, undefined, 'GET', '/api/public/posts/never-here')).status).toBe(404);
    };

    it('a name leaving its folder', async () => {
      await refused(zipSync({ '../../etc/court.png': new Uint8Array([1, 2, 3]) }), 400, /outside its folder/);
      await refused(zipSync({ '/etc/court.png': new Uint8Array([1]) }), 400, /outside its folder/);
    });

    it('a ZIP that would unpack past the cap, or holds too many files', async () => {
      const bomb = zipSync({ 'a.png': [new Uint8Array(10), { level: 0 }] });
      const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
      const central = bomb.findIndex((_, at) => view.getUint32(at, true) === 0x02014b50);
      view.setUint32(central + 24, 0xf0000000, true);
      await refused(bomb, 413, /unpacks to more than 2 GB/);
      const crowded = zipSync({ 'a.png': new Uint8Array(1) });
      const end = crowded.length - 22;
      new DataView(crowded.buffer, crowded.byteOffset).setUint16(end + 10, 60_000, true);
      await refused(crowded, 413, /more than 50,000 files/);
    });

    it('something that is not a ZIP', async () => {
      await refused(new TextEncoder().encode('plain text'), 400, /not a ZIP/);
    });
  });
});

describe('import jobs', () => {
  it('report their progress, refuse a second start while one runs, and are for admins only', async () => {
    const many = wxr(Array.from({ length: 120 }, (_, index) => ({ slug: `bulk-${index}`, html: `<p>Post ${index}.</p>` })));
    const first = await start('wordpress', many);
    expect(first.status).toBe(202);
    const second = await start('wordpress', many);
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe('An import is already running on this site: wait for it to finish, then start the next one.');
    expect(second.location).toBe(`/api/import/jobs/${first.body.id}`);

    const { job, seen } = await follow(first.body.id);
    expect(job).toMatchObject({ state: 'finished', done: 120, total: 120 });
    expect(job.report!.create).toHaveLength(120);
    const running = seen.filter((state) => state.state === 'running' && state.total > 0);
    expect(running.length).toBeGreaterThan(0);
    for (const state of running) expect(state.done).toBeLessThanOrEqual(state.total);
    // Once it ended, another may start.
    expect((await importAndWait('wordpress', many)).job.report!.skip).toHaveLength(120);

    const editor = await staffMember(app, 'editor', 'ed');
    expect((await start('wordpress', many, undefined, { cookie: editor.cookie })).status).toBe(403);
    expect((await call(app, editor.cookie, 'GET', `/api/import/jobs/${first.body.id}`)).status).toBe(403);
    expect((await call(app, undefined, 'GET', `/api/import/jobs/${first.body.id}`)).status).toBe(401);
  });

  it('fail at the start with a file that is not an export, and name nothing that is not a job', async () => {
    const bad = await start('wordpress', '<html>nope</html>');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('The file is not a WordPress export (WXR, Tools -> Export).');
    expect((await call(app, app.cookie, 'GET', '/api/import/jobs/6f1c0ffe-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(app, app.cookie, 'GET', '/api/import/jobs/not-an-id')).status).toBe(400);
  });

  it('read as failed when a restart cut them short', async () => {
    const id = '0b1c0ffe-0000-4000-8000-00000000beef';
    await mongoose.connection.collection('import_jobs').insertOne({ _id: id as never, source: 'wordpress', dryRun: false, state: 'running', done: 40, total: 100, startedAt: new Date() });
    const { status, body } = await call(app, app.cookie, 'GET', `/api/import/jobs/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'failed', done: 40, total: 100 });
    expect(body.reason).toMatch(/^interrupted by a restart/);
    // And a new import may start.
    expect((await importAndWait('wordpress', wxr([{ slug: 'after-restart', html: '<p>Hi.</p>' }]))).job.state).toBe('finished');
  });
});
