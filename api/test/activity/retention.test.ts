import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ACTIVITY_RETENTION_DAYS } from '../../../common/activity.ts';
import { startActivityPurge } from '../../src/activity/jobs.ts';
import { createActivityRepository } from '../../src/activity/repository/activityRepository.ts';
import { createActivityService } from '../../src/activity/service.ts';
import { readConfig } from '../../src/config.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

useTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;

describe('activity retention', () => {
  it('is 365 days unless ACTIVITY_RETENTION_DAYS says otherwise, which must be a whole number of days', () => {
    expect(readConfig({ NODE_ENV: 'test' }).activityRetentionDays).toBe(DEFAULT_ACTIVITY_RETENTION_DAYS);
    expect(DEFAULT_ACTIVITY_RETENTION_DAYS).toBe(365);
    expect(readConfig({ NODE_ENV: 'test', ACTIVITY_RETENTION_DAYS: '90' }).activityRetentionDays).toBe(90);
    expect(() => readConfig({ NODE_ENV: 'test', ACTIVITY_RETENTION_DAYS: '1.5' })).toThrow('ACTIVITY_RETENTION_DAYS must be a whole number of days');
    expect(() => readConfig({ NODE_ENV: 'test', ACTIVITY_RETENTION_DAYS: '0' })).toThrow('ACTIVITY_RETENTION_DAYS');
  });

  it('the purge at start removes stored entries past the retention, on this database engine, and keeps the rest', async () => {
    const repository = createActivityRepository();
    const now = new Date('2026-06-01T12:00:00Z');
    await repository.insert({ at: new Date(now.getTime() - 366 * DAY_MS), actor: 'admin', action: 'post.publish' });
    await repository.insert({ at: new Date(now.getTime() - 364 * DAY_MS), actor: 'admin', action: 'post.unpublish' });
    await repository.insert({ at: now, actor: null, action: 'auth.signInFailed', address: '192.0.2.1' });
    const service = createActivityService({ repository, clock: { now: () => now }, retentionDays: 365 });
    const logger = { info: vi.fn(), warn: vi.fn() };
    const job = startActivityPurge(service, logger);
    await job.done;
    job.stop();
    expect(logger.info).toHaveBeenCalledWith({ removed: 1 }, expect.any(String));
    const { rows, total } = await repository.list({ sort: { field: 'at', direction: 1 }, skip: 0, limit: 0 });
    expect(total).toBe(2);
    expect(rows.map((row) => row.action)).toEqual(['post.unpublish', 'auth.signInFailed']);
    expect(rows[1]).toMatchObject({ actor: null, address: '192.0.2.1' });
  });
});
