import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../src/http/operations.ts';
import { useTestApp } from './helpers/testApp.ts';

/** The value a local `$ref` (`#/components/schemas/Post`) names in the document, or undefined. */
function pointee(doc: unknown, ref: string): unknown {
  const steps = ref.slice(2).split('/').map((step) => decodeURIComponent(step).replaceAll('~1', '/').replaceAll('~0', '~'));
  return steps.reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined), doc);
}

describe('the served contract', () => {
  const app = useTestApp();

  it('serves openapi.yaml for API consumers', async () => {
    const response = await fetch(`${app.url}/api/openapi.yaml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/yaml/);
    const doc = parse(await response.text()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/blog/posts');
  });

  it('serves the one bundled document, whose every $ref points inside it', async () => {
    const text = await (await fetch(`${app.url}/api/openapi.yaml`)).text();
    expect(text).toBe(readFileSync(OPENAPI_PATH, 'utf8'));
    const doc = parse(text) as unknown;
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(100);
    const dangling = refs.filter((ref) => !ref.startsWith('#/') || pointee(doc, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('serves a reference page whose script is bundled, not fetched from elsewhere', async () => {
    const page = await (await fetch(`${app.url}/api/docs`)).text();
    expect(page).toContain('<redoc spec-url="/api/openapi.yaml">');
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual(['/api/docs/redoc.standalone.js']);
    const bundle = await fetch(app.url + scripts[0]);
    expect(bundle.status).toBe(200);
    expect(Number(bundle.headers.get('content-length'))).toBeGreaterThan(100_000);
  });
});
