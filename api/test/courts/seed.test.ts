import { describe, expect, it } from 'vitest';
import { courtsList, courtsSearch, sampleContentList } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

describe('sample courts on a fresh install', () => {
  const app = useTestApp({ seed: true });

  it('seeds a handful of courts the landing search finds, marked as samples for the owner and named naturally for visitors', async () => {
    const courts = (await courtsList({ client: app.admin })).data!;
    expect(courts.length).toBeGreaterThanOrEqual(4);
    const samples = (await sampleContentList({ client: app.admin })).data!;
    expect([...samples.courts].sort()).toEqual(courts.map((court) => court.id).sort());
    const found = await courtsSearch({ client: app.anonymous, query: { near: 'Austin, TX', miles: 10 } });
    expect(found.data?.items.length).toBeGreaterThan(0);
    for (const court of found.data!.items) expect(`${court.name} ${JSON.stringify(court)}`).not.toMatch(/sample|made up/i);
  });
});
