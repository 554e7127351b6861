import { describe, expect, it } from 'vitest';
import { postsCreate, postsGet, postsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

const SAVES = 8;
const ROUNDS = 5;

const draft = (slug: string): PostInput => ({ title: 'Serve rules', slug, content: '<p>Underhand, below the waist.</p>' });

/**
 * FerretDB v1 applies an update's filter and its write as two steps, so `findOneAndUpdate` with
 * `{ version }` in the filter let every one of 8 simultaneous saves win (measured: 40 rounds of 40).
 * The rule the API keeps: of saves that start from the same version, exactly one is applied; the
 * others get 409 and change nothing.
 */
describe('simultaneous saves of one post', () => {
  const app = useTestApp();

  it(`applies exactly one of ${SAVES} saves from the same version and answers the rest 409, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const slug = `race-${round}`;
      const created = (await postsCreate({ client: app.admin, body: draft(slug) })).data!;
      const saves = await Promise.all(
        Array.from({ length: SAVES }, (_, editor) =>
          postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...draft(slug), title: `Editor ${editor}`, version: created.version } }),
        ),
      );
      const statuses = saves.map((s) => s.response?.status);
      expect(statuses.filter((s) => s === 200), `round ${round}: ${statuses.join(',')}`).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(SAVES - 1);
      const winner = saves.find((s) => s.response?.status === 200)!.data!;
      const stored = (await postsGet({ client: app.admin, path: { id: created.id } })).data!;
      expect(stored.title).toBe(winner.title);
      expect(stored.version).toBe(created.version + 1);
      for (const loser of saves.filter((s) => s.response?.status === 409)) {
        expect(loser.error).toMatchObject({ detail: expect.stringMatching(/changed elsewhere/) });
      }
    }
  });

  it('lets a save from the version that won go on, and refuses the old one again', async () => {
    const created = (await postsCreate({ client: app.admin, body: draft('race-followup') })).data!;
    const first = await postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...draft('race-followup'), title: 'One', version: created.version } });
    const next = await postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...draft('race-followup'), title: 'Two', version: first.data!.version } });
    expect(next.response?.status).toBe(200);
    const stale = await postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...draft('race-followup'), title: 'Old', version: created.version } });
    expect(stale.response?.status).toBe(409);
    expect((await postsGet({ client: app.admin, path: { id: created.id } })).data).toMatchObject({ title: 'Two', version: 3 });
  });
});
