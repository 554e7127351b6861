import type { ActivityAction } from '../../../common/activity.ts';
import type { WebhookEvent } from '../../../common/webhooks.ts';
import type { ActivityEntry, ActivityService } from '../activity/service.ts';
import type { WebhookNotice } from './service.ts';

/** The activity log's actions that are a webhook event. */
const EVENT_OF: Partial<Record<ActivityAction, WebhookEvent>> = {
  'post.publish': 'post.published',
  'post.update': 'post.updated',
  'post.unpublish': 'post.unpublished',
  'page.publish': 'page.published',
  'subscriber.confirm': 'subscriber.confirmed',
  'comment.approve': 'comment.approved',
  'event.change': 'event.changed',
};

/** The notice an entry of the log makes, if any: what happened and to which record (no actor, no address). */
export function noticeOf(entry: ActivityEntry): WebhookNotice | undefined {
  const event = EVENT_OF[entry.action];
  if (!event) return undefined;
  const { subject } = entry;
  return {
    event,
    data: {
      ...(subject ? { type: subject.type, id: subject.id, ...(subject.title === undefined ? {} : { title: subject.title }) } : {}),
      ...(entry.detail ? { detail: entry.detail } : {}),
    },
  };
}

/**
 * The activity log as services see it, with each recorded action that is a webhook event also
 * handed to `notify`: services report what they did once, and webhooks hear it from there.
 */
export function reportingToWebhooks<T extends Pick<ActivityService, 'record'>>(activity: T, notify: (notice: WebhookNotice) => void): T {
  return {
    ...activity,
    async record(entry: ActivityEntry) {
      await activity.record(entry);
      const notice = noticeOf(entry);
      if (notice) notify(notice);
    },
  };
}
