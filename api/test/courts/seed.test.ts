import { describe, expect, it } from 'vitest';
import { courtsList, courtsSearch } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

describe('sample courts on a fresh install', () => {
  const app = useTestApp({ seed: true });

  it('seeds a handful of clearly fictional courts that the landing search finds', async () => {
    const courts = (await courtsList({ client: app.admin })).data!;
    expect(courts.length).toBeGreaterThanOrEqual(4);
    for (const court of courts) expect(court.name).toContain('Sample');
    const found = await courtsSearch({ client: app.anonymous, query: { near: 'Austin, TX', miles: 10 } });
    expect(found.data?.items.length).toBeGreaterThan(0);
    expect(found.data?.items.every((court) => court.name.startsWith('Sample'))).toBe(true);
  });
});
