import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../../src/activity/service.ts';
import { noticeOf, reportingToWebhooks } from '../../src/webhooks/fromActivity.ts';

describe('webhook events from the activity log', () => {
  it('makes a notice of the actions that are events, naming the record but not who did it', () => {
    expect(noticeOf({ actor: 'mod', action: 'comment.approve', subject: { type: 'comment', id: 'c1', title: 'Great drills' } })).toEqual({
      event: 'comment.approved',
      data: { type: 'comment', id: 'c1', title: 'Great drills' },
    });
    expect(noticeOf({ actor: 'ed', action: 'post.publish', subject: { type: 'post', id: '4', title: 'Lobs' }, detail: 'scheduled for 2026-12-24T09:00:00.000Z' })?.data).toMatchObject({ detail: 'scheduled for 2026-12-24T09:00:00.000Z' });
    for (const action of ['post.delete', 'auth.signIn', 'settings.update', 'page.unpublish'] as const) expect(noticeOf({ actor: 'x', action })).toBeUndefined();
  });

  it('hands each recorded event on after the log has it, and nothing else', async () => {
    const recorded: string[] = [];
    const notify = vi.fn();
    const activity = reportingToWebhooks({ record: async (entry: ActivityEntry) => void recorded.push(entry.action) }, notify);
    await activity.record({ actor: 'a', action: 'page.publish', subject: { type: 'page', id: '2', title: 'About' } });
    await activity.record({ actor: 'a', action: 'user.invite' });
    expect(recorded).toEqual(['page.publish', 'user.invite']);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ event: 'page.published', data: { type: 'page', id: '2', title: 'About' } });
  });
});
