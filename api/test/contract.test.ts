import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { useTestApp } from './helpers/testApp.ts';

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
