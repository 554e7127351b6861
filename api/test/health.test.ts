import { describe, expect, it } from 'vitest';
import { healthGet } from '../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from './helpers/testApp.ts';

describe('GET /api/health', () => {
  const app = useTestApp();

  it('reports the API and its database up', async () => {
    const { data, response } = await healthGet({ client: app.anonymous });
    expect(response?.status).toBe(200);
    expect(data?.status).toBe('ok');
    expect(data?.database.state).toBe('up');
  });

  it('answers an unknown API path with a problem document', async () => {
    const response = await fetch(`${app.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const body = (await response.json()) as { status: number; title: string };
    expect(body).toMatchObject({ status: 404, title: 'Not Found' });
  });
});
