import { JSDOM } from 'jsdom';

/** What a crawler or link unfurler gets: no JavaScript, a bot's User-Agent. */
export async function fetchPage(url: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; headers: Headers; doc: Document }> {
  const response = await fetch(url, { headers: { 'User-Agent': 'facebookexternalhit/1.1', Accept: 'text/html', ...headers }, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, headers: response.headers, doc: new JSDOM(html).window.document };
}

export const metaContent = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

export const metaAll = (doc: Document, key: string) => [...doc.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content'));

export const linkHref = (doc: Document, rel: string) => doc.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined;

/** Every JSON-LD object of the page, parsed. */
export function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
}

export const ldOfType = (doc: Document, type: string) => jsonLd(doc).find((item) => item['@type'] === type);
