import { describe, expect, it } from 'vitest';
import { createSaltRepository } from '../../src/analytics/repository/saltRepository.ts';
import { createVisitorIds } from '../../src/analytics/visitors.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('daily salts in the database', () => {
  useTestDatabase();

  it('are random per day, the same for every instance, and deleted once older than yesterday', async () => {
    const [a, b] = [createSaltRepository(), createSaltRepository()];
    const [first, fromOther] = await Promise.all([a.saltOf('2030-01-01'), b.saltOf('2030-01-01')]);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(fromOther).toBe(first);
    const next = await a.saltOf('2030-01-02');
    expect(next).not.toBe(first);
    // The visitor ids of a new day drop the salts before yesterday.
    const visitors = createVisitorIds(a, 'https://pickleball.example');
    expect((await visitors.visitorOf('2030-01-03', '203.0.113.1', UA)).first('page', '/')).toBe(true);
    await expect.poll(() => b.saltOf('2030-01-01')).not.toBe(first);
    expect(await b.saltOf('2030-01-02')).toBe(next);
  });
});
