import type { WebhookEvent } from '../../../../common/webhooks.ts';
import { insertWithNewId } from '../../db/counters.ts';
import { listPage, type PageQuery } from '../../db/listPage.ts';
import { Webhook, WebhookDelivery, type WebhookDeliveryDoc, type WebhookDoc } from './model.ts';

/** What a hook's owner sets. */
export interface WebhookFields {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  allowPrivateAddresses: boolean;
}

/** A stored hook with its secret (the service decides who sees it). */
export interface WebhookRecord extends WebhookFields {
  id: number;
  secret: string;
  createdAt: Date;
}

/** One attempt as the log keeps it. */
export interface DeliveryAttempt {
  hookId: number;
  deliveryId: string;
  event: WebhookEvent;
  at: Date;
  attempt: number;
  ok: boolean;
  status?: number;
  durationMs: number;
  response?: string;
  error?: string;
}

export interface DeliveryRecord extends DeliveryAttempt {
  id: string;
}

export type WebhookSortField = 'url' | 'createdAt';

export interface WebhookRepository {
  list(query: PageQuery<WebhookSortField>): Promise<{ page: WebhookRecord[]; total: number }>;
  get(id: number): Promise<WebhookRecord | null>;
  /** The enabled hooks that ask for this event. */
  wanting(event: WebhookEvent): Promise<WebhookRecord[]>;
  create(fields: WebhookFields & { secret: string; createdAt: Date }): Promise<WebhookRecord>;
  update(id: number, fields: Partial<WebhookFields> & { secret?: string }): Promise<WebhookRecord | null>;
  /** Removes the hook and its log; returns the hook as it was. */
  remove(id: number): Promise<WebhookRecord | null>;
  /** Adds an attempt to the log and drops the hook's oldest past `keep`. */
  logAttempt(attempt: DeliveryAttempt, keep: number): Promise<void>;
  /** The newest `limit` attempts of one hook, newest first. */
  attempts(hookId: number, limit: number): Promise<DeliveryRecord[]>;
}

const toRecord = (doc: WebhookDoc): WebhookRecord => ({
  id: doc._id,
  url: doc.url,
  events: doc.events as WebhookEvent[],
  secret: doc.secret,
  enabled: doc.enabled,
  allowPrivateAddresses: doc.allowPrivateAddresses,
  createdAt: doc.createdAt,
});

const toAttempt = (doc: WebhookDeliveryDoc): DeliveryRecord => ({
  id: doc._id.toHexString(),
  hookId: doc.hookId,
  deliveryId: doc.deliveryId,
  event: doc.event as WebhookEvent,
  at: doc.at,
  attempt: doc.attempt,
  ok: doc.ok,
  ...(doc.status === null ? {} : { status: doc.status }),
  durationMs: doc.durationMs,
  ...(doc.response === null ? {} : { response: doc.response }),
  ...(doc.error === null ? {} : { error: doc.error }),
});

export function createWebhookRepository(): WebhookRepository {
  return {
    async list(query) {
      const { docs, total } = await listPage(Webhook, query, ['url']);
      return { page: docs.map(toRecord), total };
    },
    get: async (id) => {
      const doc = await Webhook.findById(id).lean<WebhookDoc>();
      return doc ? toRecord(doc) : null;
    },
    // Few hooks per site: read them all and keep the ones that want the event.
    wanting: async (event) => (await Webhook.find({ enabled: true }).lean<WebhookDoc[]>()).map(toRecord).filter((hook) => hook.events.includes(event)),
    async create(fields) {
      const doc = await insertWithNewId(
        'webhooks',
        (id) => Webhook.create({ _id: id, ...fields }),
        async () => {},
        (id) => Webhook.deleteOne({ _id: id, secret: fields.secret }),
      );
      return toRecord(doc.toObject());
    },
    async update(id, fields) {
      const doc = await Webhook.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', lean: true });
      return doc ? toRecord(doc as WebhookDoc) : null;
    },
    async remove(id) {
      const doc = await Webhook.findByIdAndDelete(id, { lean: true });
      if (!doc) return null;
      await WebhookDelivery.deleteMany({ hookId: id });
      return toRecord(doc as WebhookDoc);
    },
    async logAttempt(attempt, keep) {
      await WebhookDelivery.create({ status: null, response: null, error: null, ...attempt });
      const oldest = await WebhookDelivery.find({ hookId: attempt.hookId }, { _id: 1 }).sort({ _id: -1 }).skip(keep).limit(1).lean<WebhookDeliveryDoc[]>();
      if (oldest[0]) await WebhookDelivery.deleteMany({ hookId: attempt.hookId, _id: { $lte: oldest[0]._id } });
    },
    attempts: async (hookId, limit) => (await WebhookDelivery.find({ hookId }).sort({ _id: -1 }).limit(limit).lean<WebhookDeliveryDoc[]>()).map(toAttempt),
  };
}
