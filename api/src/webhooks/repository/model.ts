import mongoose, { Schema, type Types } from 'mongoose';

/** A webhook as stored; its secret is kept to sign deliveries and never answered after creation. */
export interface WebhookDoc {
  _id: number;
  url: string;
  events: string[];
  secret: string;
  enabled: boolean;
  allowPrivateAddresses: boolean;
  createdAt: Date;
}

const webhookSchema = new Schema<WebhookDoc>(
  {
    _id: { type: Number, required: true },
    url: { type: String, required: true },
    events: { type: [String], default: [] },
    secret: { type: String, required: true },
    enabled: { type: Boolean, default: true },
    allowPrivateAddresses: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'webhooks' },
);

export const Webhook = mongoose.model<WebhookDoc>('Webhook', webhookSchema);

/** One attempt at a delivery, inserted once; the oldest past a hook's log size are removed. */
export interface WebhookDeliveryDoc {
  _id: Types.ObjectId;
  hookId: number;
  deliveryId: string;
  event: string;
  at: Date;
  attempt: number;
  ok: boolean;
  status: number | null;
  durationMs: number;
  response: string | null;
  error: string | null;
}

const deliverySchema = new Schema<WebhookDeliveryDoc>(
  {
    hookId: { type: Number, required: true },
    deliveryId: { type: String, required: true },
    event: { type: String, required: true },
    at: { type: Date, required: true },
    attempt: { type: Number, required: true },
    ok: { type: Boolean, required: true },
    status: { type: Number, default: null },
    durationMs: { type: Number, required: true },
    response: { type: String, default: null },
    error: { type: String, default: null },
  },
  { versionKey: false, collection: 'webhookDeliveries' },
);
deliverySchema.index({ hookId: 1, _id: -1 });

export const WebhookDelivery = mongoose.model<WebhookDeliveryDoc>('WebhookDelivery', deliverySchema);
