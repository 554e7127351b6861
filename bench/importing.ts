/**
 * Moving in: a WordPress export of 2,000 posts naming 3,000 images, with the ZIP of its uploads
 * (small pictures made here), imported through the job API on a fresh server; then the same
 * files again, which must create and upload nothing.
 */
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { seedDatabase } from './seed.ts';
import { runAlone, signIn, startSite } from './server.ts';
import { smoke } from './smoke.ts';
import { int, ms, type Row } from './table.ts';

const POSTS = smoke ? 40 : 2_000;
const IMAGES = smoke ? 60 : 3_000;
const TARGET_MS = 120_000;
const OLD = 'https://old-club.example/wp-content/uploads';

interface Job {
  id: string;
  state: string;
  done: number;
  total: number;
  reason?: string;
  report?: { create: { item: string; reason: string }[]; skip: unknown[]; refuse: unknown[] };
}

const imageName = (i: number) => `2024/${String((i % 12) + 1).padStart(2, '0')}/court-${i}.${i % 2 === 0 ? 'png' : 'jpg'}`;

/** A small picture per image, half PNG, half JPEG, each of its own size (JPEG makes near colours alike). */
async function uploadsZip(): Promise<Uint8Array> {
  const files: Zippable = {};
  for (let i = 0; i < IMAGES; i += 1) {
    const picture = sharp({ create: { width: 16 + (i % 64), height: 16 + (Math.floor(i / 64) % 64), channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 128 } } });
    files[`uploads/${imageName(i)}`] = [await (i % 2 === 0 ? picture.png() : picture.jpeg()).toBuffer(), { level: 0 }];
  }
  return zipSync(files);
}

/** The WXR: post i shows image i (also its featured image) and, for the first IMAGES - POSTS posts, one more. */
function wxr(): string {
  const extra = IMAGES - POSTS;
  const items: string[] = [];
  for (let i = 0; i < POSTS; i += 1) {
    const id = 1000 + i * 2;
    const images = [imageName(i), ...(i < extra ? [imageName(POSTS + i)] : [])];
    const html = `<!-- wp:paragraph --><p>Session notes ${i}: the third-shot drop, the reset and the erne.</p><!-- /wp:paragraph -->${images.map((name) => `<figure class="wp-block-image"><img src="${OLD}/${name}" alt="Court ${i}"></figure>`).join('')}`;
    items.push(
      `<item><title>Session ${i}</title><dc:creator>admin</dc:creator><content:encoded><![CDATA[${html}]]></content:encoded><wp:post_id>${id}</wp:post_id><wp:post_date_gmt>2024-05-03 08:00:00</wp:post_date_gmt><wp:post_name>session-${i}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><category domain="category" nicename="sessions"><![CDATA[Sessions]]></category><wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${id + 1}</wp:meta_value></wp:postmeta></item>`,
      `<item><title>court-${i}</title><wp:post_id>${id + 1}</wp:post_id><wp:post_type>attachment</wp:post_type><wp:status>inherit</wp:status><wp:attachment_url>${OLD}/${imageName(i)}</wp:attachment_url></item>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Old club</title><wp:wxr_version>1.2</wp:wxr_version>${items.join('\n')}</channel></rss>`;
}

/** Starts the import job and polls it until it ends; the time from the start to the end. */
async function importOnce(url: string, cookie: string, file: string, zip: Uint8Array): Promise<{ job: Job; ms: number }> {
  const started = performance.now();
  const form = new FormData();
  form.append('source', 'wordpress');
  form.append('file', new Blob([file]), 'export.xml');
  form.append('uploads', new Blob([Buffer.from(zip)]), 'uploads.zip');
  const response = await fetch(`${url}/api/import/jobs`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  const job = (await response.json()) as Job;
  if (response.status !== 202) throw new Error(`the import start answered ${response.status}: ${JSON.stringify(job)}`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const read = (await (await fetch(`${url}/api/import/jobs/${job.id}`, { headers: { Cookie: cookie } })).json()) as Job;
    if (read.state === 'failed') throw new Error(`the import failed: ${read.reason}`);
    if (read.state === 'finished') return { job: read, ms: performance.now() - started };
  }
}

export async function measureImporting(workDir: string, webDist: string): Promise<Row[]> {
  const dataDir = path.join(workDir, 'import-data');
  await seedDatabase(dataDir, 20);
  const [file, zip] = [wxr(), await uploadsZip()];
  const site = await startSite({ dataDir, webDist, logFile: path.join(workDir, 'importing.log') });
  try {
    const cookie = await signIn(site.url);
    const first = await importOnce(site.url, cookie, file, zip);
    const again = await importOnce(site.url, cookie, file, zip);
    const lines = first.job.report!.create;
    const posts = lines.filter((line) => line.item.startsWith('post ')).length;
    const uploaded = lines.find((line) => line.item === 'images')?.reason ?? 'no images uploaded';
    const size = `${int(POSTS)} posts, ${int(IMAGES)} images (WXR ${(file.length / 1024 / 1024).toFixed(1)} MB, ZIP ${(zip.length / 1024 / 1024).toFixed(1)} MB)`;
    return [
      {
        measure: `Import a WordPress export with its uploads ZIP through the job API, ${size}`,
        result: `${ms(first.ms)}: ${int(posts)} posts created, ${uploaded}`,
        target: 'under 2 min, every post and image imported',
        pass: first.ms < TARGET_MS && posts === POSTS && uploaded === `${IMAGES} uploaded from the uploads ZIP`,
      },
      {
        measure: `The same import again, ${size}`,
        result: `${ms(again.ms)}: ${int(again.job.report!.create.length)} created, ${int(again.job.report!.skip.length)} skipped`,
        target: 'nothing created or uploaded',
        pass: again.job.report!.create.length === 0,
      },
    ];
  } finally {
    await site.child.stop();
  }
}

runAlone(import.meta.url, measureImporting);
