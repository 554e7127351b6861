import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import { MARKUP_MESSAGES } from '../../../common/messages.ts';
import { MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS } from '../../src/markup/limits.ts';
import { upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** Time the server may take to refuse a bomb: far below the seconds a parse of one took, far above a busy machine's hiccup. */
const QUICKLY_MS = 2_000;
/** The longest /api/health may take while a bomb is being refused. */
const RESPONSIVE_MS = 1_000;

const nested = (tag: string, levels: number, inner = 'x') => `${`<${tag}>`.repeat(levels)}${inner}${`</${tag}>`.repeat(levels)}`;
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

/** The probe's file: each level draws the one below twice, 29 levels deep (2 KB, 2^29 rectangles). */
function useBomb(levels: number): string {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let i = 1; i <= levels; i++) defs += `<g id="l${i}"><use href="#l${i - 1}"/><use xlink:href="#l${i - 1}"/></g>`;
  return svg(`<defs>${defs}</defs><use href="#l${levels}"/>`);
}

const stored = (collection: string) => mongoose.connection.db!.collection(collection).countDocuments();

describe('markup bombs: deep nesting, huge element counts and <use> that repeats itself', () => {
  const app = useTestApp();
  let postId = 0;

  beforeAll(async () => {
    postId = (await postsCreate({ client: app.admin, body: { title: 'Kept', slug: 'kept', content: '<p>Kept as it is.</p>', publishStatus: 'published' } })).data!.id;
  });

  /** Runs `request` while polling /api/health; returns its answer and the slowest health answer. */
  async function whilePollingHealth<T>(request: () => Promise<T>): Promise<{ answer: T; elapsed: number; slowestHealth: number }> {
    let slowestHealth = 0;
    let done = false;
    const poll = (async () => {
      while (!done) {
        const started = Date.now();
        expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
        slowestHealth = Math.max(slowestHealth, Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = Date.now();
    const answer = await request();
    const elapsed = Date.now() - started;
    done = true;
    await poll;
    return { answer, elapsed, slowestHealth };
  }

  const sendPost = async (method: 'POST' | 'PUT', path: string, content: string) => {
    const response = await fetch(app.url + path, {
      method,
      headers: { Cookie: app.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Bomb', slug: method === 'POST' ? 'bomb' : 'kept', content, version: 1 }),
    });
    return { status: response.status, body: (await response.json()) as { detail: string; errors?: Record<string, string> } };
  };

  it('refuses a post of 71,000 nested <b> with 400 naming content, quickly, and health stays responsive', async () => {
    const before = await stored('posts');
    const { answer, elapsed, slowestHealth } = await whilePollingHealth(() => sendPost('POST', '/api/blog/posts', `<p>${nested('b', 71_000)}</p>`));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.content).toBe(MARKUP_MESSAGES.contentTooDeep(MARKUP_MAX_DEPTH));
    expect(elapsed).toBeLessThan(QUICKLY_MS);
    expect(slowestHealth).toBeLessThan(RESPONSIVE_MS);
    expect(await stored('posts')).toBe(before);
  });

  it('refuses content past the depth or the element limit on save too, and keeps the post as it was', async () => {
    const tooDeep = await sendPost('PUT', `/api/blog/posts/${postId}`, nested('blockquote', MARKUP_MAX_DEPTH + 1));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.content).toBe(MARKUP_MESSAGES.contentTooDeep(MARKUP_MAX_DEPTH));
    const tooMany = await sendPost('PUT', `/api/blog/posts/${postId}`, '<p>a</p>'.repeat(MARKUP_MAX_ELEMENTS + 1));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.content).toBe(MARKUP_MESSAGES.contentTooManyElements(MARKUP_MAX_ELEMENTS));
    const post = await fetch(`${app.url}/api/public/posts/kept`);
    expect(((await post.json()) as { content: string }).content).toBe('<p>Kept as it is.</p>');
  });

  it('accepts a long real post: nested lists and quotes within the limits, thousands of paragraphs', async () => {
    const list = nested('ul', 10, nested('li', 1, '<strong><em>deep point</em></strong>'));
    const content = `${list}${'<p>A paragraph with <strong>bold</strong> and <a href="https://example.com">a link</a>.</p>'.repeat(4_000)}<p>Closing words.</p>`;
    const { status } = await sendPost('POST', '/api/blog/posts', content);
    expect(status).toBe(201);
  });

  it('refuses an SVG of 200,000 nested <g> (1.4 MB) with 413 naming image, quickly, and health stays responsive', async () => {
    const before = await stored('uploads.files');
    const bytes = Buffer.from(svg(nested('g', 200_000, '<rect width="1" height="1"/>')));
    expect(bytes.length).toBeGreaterThan(1_400_000);
    const { answer, elapsed, slowestHealth } = await whilePollingHealth(() => upload(app.url, app.cookie, [{ field: 'image', name: 'deep.svg', type: 'image/svg+xml', bytes }]));
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual({ image: MARKUP_MESSAGES.svgTooDeep(MARKUP_MAX_DEPTH) });
    expect(elapsed).toBeLessThan(QUICKLY_MS);
    expect(slowestHealth).toBeLessThan(RESPONSIVE_MS);
    expect(await stored('uploads.files')).toBe(before);
  });

  it('refuses an SVG of more elements than the limit with 413', async () => {
    const bytes = Buffer.from(svg('<rect width="1" height="1"/>'.repeat(MARKUP_MAX_ELEMENTS)));
    const { status, body } = await upload(app.url, app.cookie, [{ field: 'image', name: 'many.svg', type: 'image/svg+xml', bytes }]);
    expect(status).toBe(413);
    expect(body.errors).toEqual({ image: MARKUP_MESSAGES.svgTooManyElements(MARKUP_MAX_ELEMENTS) });
  });

  it.each([
    ["the probe's 29 levels of <use>, each drawing the one below twice", useBomb(29)],
    ['a <use> inside the group it draws (a loop)', svg('<g id="loop"><rect width="1" height="1"/><use href="#loop"/></g>')],
    ['patterns that fill themselves', svg('<pattern id="p" width="1" height="1"><rect width="1" height="1" fill="url(#p)"/></pattern><rect width="9" height="9" fill="url(#p)"/>')],
  ])('refuses %s with 413 naming image, and stores nothing', async (_label, text) => {
    const before = await stored('uploads.files');
    const started = Date.now();
    const { status, body } = await upload(app.url, app.cookie, [{ field: 'image', name: 'bomb.svg', type: 'image/svg+xml', bytes: Buffer.from(text) }]);
    expect(Date.now() - started).toBeLessThan(QUICKLY_MS);
    expect(status).toBe(413);
    expect(body.errors).toEqual({ image: MARKUP_MESSAGES.svgTooManyDrawn(MARKUP_MAX_ELEMENTS) });
    expect(await stored('uploads.files')).toBe(before);
  });

  it('keeps an icon that reuses its parts a few times, with gradients shared by many shapes', async () => {
    const shapes = Array.from({ length: 300 }, (_, i) => `<use href="#dot" x="${i % 20}" y="${Math.floor(i / 20)}"/>`).join('');
    const text = svg(`<defs><linearGradient id="shade"><stop offset="0" stop-color="#d4e157"/></linearGradient><g id="dot"><circle r="0.4" fill="url(#shade)"/><circle r="0.2" fill="url(#shade)"/></g></defs>${shapes}`);
    const { status, body } = await upload(app.url, app.cookie, [{ field: 'image', name: 'dots.svg', type: 'image/svg+xml', bytes: Buffer.from(text) }]);
    expect(status).toBe(201);
    const served = await (await fetch(app.url + String(body.url))).text();
    expect(served.match(/<use /g)).toHaveLength(300);
  });
});
