import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { homepagePublic, publicListPosts } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** What a slow link's first round trip carries (TCP's initial window of 10 segments), less headers. */
const FIRST_ROUND_TRIP_BYTES = 14_000;

/** The landing's bytes as sent to a browser that takes Brotli. */
function fetchCompressed(url: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br', Accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** A fresh install's landing (sample content and default settings) as the server sends it. */
describe('the landing document', () => {
  const app = useTestApp({ seed: true, serveSite: true });

  it('fits the first round trip of a slow link', async () => {
    await fetchCompressed(`${app.url}/`);
    const { encoding, body } = await fetchCompressed(`${app.url}/`);
    expect(encoding).toBe('br');
    expect(body.length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  it("hands the browser none of the texts the server drew in the boxes and blog cards, which the page shows", async () => {
    const html = brotliDecompressSync((await fetchCompressed(`${app.url}/`)).body).toString();
    const boot = /<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!;
    const shown = html.replace(boot, '');
    const { data: page } = await homepagePublic({ client: app.anonymous, throwOnError: true });
    const { data: posts } = await publicListPosts({ client: app.anonymous, query: { page: 1, pageSize: 3 }, throwOnError: true });
    const boxes = page.sections.filter((section) => ['guides', 'text', 'cards', 'differences', 'events'].includes(section.kind));
    const texts = [
      // Not their headings: the menus name the same sections.
      ...boxes.flatMap((section) => [section.lead, ...(section.cards ?? []).map((card) => card.text)]),
      ...page.upcoming.flatMap((events) => events.items.map((item) => item.title)),
      ...posts.items.map((post) => post.excerpt),
    ].filter((text): text is string => Boolean(text));
    const rich = boxes.flatMap((section) => [section.text, ...(section.columns ?? []).map((column) => column.html)]).filter((html): html is string => Boolean(html));
    expect(texts.length).toBeGreaterThan(10);
    expect(rich.length).toBeGreaterThan(5);
    const inJson = (text: string) => JSON.stringify(text).slice(1, -1).replaceAll('<', '\\u003c');
    for (const text of texts) {
      expect(boot, text).not.toContain(inJson(text));
      expect(shown, text).toContain(text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
    }
    // Rich text is drawn with the settings' addresses put in: a sentence of it is enough.
    for (const html of rich) expect(boot, html).not.toContain(inJson(html.slice(0, 60)));
  });
});
