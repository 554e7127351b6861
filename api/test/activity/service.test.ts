import { describe, expect, it, vi } from 'vitest';
import { createActivityService } from '../../src/activity/service.ts';
import { HttpProblem } from '../../src/http/problem.ts';
import { problemOf } from '../helpers/problems.ts';
import { fakeActivityRepository } from './fakeRepository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function serviceAt(start: string, retentionDays = 365) {
  const repository = fakeActivityRepository();
  const clock = { current: new Date(start), now: () => new Date(clock.current) };
  const logger = { warn: vi.fn() };
  const service = createActivityService({ repository, clock, retentionDays, logger });
  return { service, repository, clock, logger };
}

const everything = { filter: {}, sort: { field: 'at', direction: 1 }, skip: 0, limit: 0 } as const;

describe('the activity service', () => {
  it('never throws into the action it records: a failed write is logged and the action goes on', async () => {
    const { service, repository, logger } = serviceAt('2026-05-01T10:00:00Z');
    repository.insert = async () => {
      throw new Error('disk full');
    };
    await expect(service.record({ actor: 'admin', action: 'post.delete', subject: { type: 'post', id: '3', title: 'Gone' } })).resolves.toBeUndefined();
    await expect(service.signInAttempt(Promise.resolve('token'), { username: 'admin', address: '192.0.2.1' })).resolves.toBe('token');
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps the address of sign-ins only, and shortens a long detail', async () => {
    const { service } = serviceAt('2026-05-01T10:00:00Z');
    await service.record({ actor: 'admin', action: 'post.publish', address: '192.0.2.1', detail: 'x'.repeat(500) });
    await expect(service.signInAttempt(Promise.reject(new HttpProblem(401, 'Invalid username or password')), { username: 'admin', address: '192.0.2.7' })).rejects.toThrow('Invalid');
    await expect(service.signInAttempt(Promise.reject(new HttpProblem(503, 'Database down')), { username: 'admin', address: '192.0.2.8' })).rejects.toThrow('Database');
    const { rows } = await service.list(everything);
    expect(rows.map(({ action, address, detail }) => ({ action, address, detail: detail?.length }))).toEqual([
      { action: 'post.publish', address: undefined, detail: 200 },
      { action: 'auth.signInFailed', address: '192.0.2.7', detail: undefined },
    ]);
  });

  it('reads a date alone as a whole UTC day, `to` included, and a date and time as an instant', async () => {
    const { service, clock } = serviceAt('2026-05-01T00:00:00Z');
    for (const at of ['2026-05-01T00:00:00Z', '2026-05-01T23:59:59Z', '2026-05-02T00:00:00Z']) {
      clock.current = new Date(at);
      await service.record({ actor: 'admin', action: 'post.publish' });
    }
    const count = async (filter: object) => (await service.list({ ...everything, filter: filter as Record<string, unknown> })).total;
    expect(await count({ from: '2026-05-01', to: '2026-05-01' })).toBe(2);
    expect(await count({ from: '2026-05-02' })).toBe(1);
    expect(await count({ from: '2026-05-01T12:00:00Z', to: '2026-05-02T00:00:00Z' })).toBe(1);
    expect(await count({ from: '2026-05-01T02:00:00+02:00' })).toBe(3);
    expect((await problemOf(() => count({ from: '2026-13-01' }))).status).toBe(400);
    expect((await problemOf(() => count({ from: '2026-05-02', to: '2026-05-01' }))).errors).toEqual({ 'query.filter': 'filter.from must come before filter.to' });
  });

  it('purges entries older than the retention and keeps the rest', async () => {
    const { service, clock } = serviceAt('2026-01-01T12:00:00Z', 30);
    await service.record({ actor: 'admin', action: 'post.publish' });
    clock.current = new Date(clock.current.getTime() + 20 * DAY_MS);
    await service.record({ actor: 'admin', action: 'post.delete' });
    clock.current = new Date(clock.current.getTime() + 11 * DAY_MS);
    expect(await service.purge()).toBe(1);
    expect((await service.list(everything)).rows.map((row) => row.action)).toEqual(['post.delete']);
  });
});
