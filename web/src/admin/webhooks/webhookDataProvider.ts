import type { DataProvider } from 'react-admin';
import {
  webhooksCreate, webhooksDelete, webhooksDeliveries, webhooksGet, webhooksList, webhooksRotateSecret, webhooksUpdate,
} from '../../../../codegen/hey-api/sdk.gen.ts';
import type { WebhookDelivery, WebhookInput, WebhookWithSecret } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from '../dataProvider/crudProvider.ts';
import { dataOf, sdk } from '../dataProvider/sdk.ts';

export interface WebhookDataProvider extends DataProvider {
  /** POST /api/webhooks/{id}/secret: a new signing secret, shown only in this answer. */
  rotateWebhookSecret: (resource: string, params: { id: number }) => Promise<{ data: WebhookWithSecret }>;
  /** GET /api/webhooks/{id}/deliveries: the latest attempts, newest first. */
  webhookDeliveries: (resource: string, params: { id: number }) => Promise<{ data: WebhookDelivery[] }>;
}

/** The contract's input fields of a form's values (the record's id, dates and last delivery are not sent). */
export const toWebhookInput = (data: Record<string, unknown>): WebhookInput => ({
  url: String(data.url ?? '').trim(),
  events: (data.events ?? []) as WebhookInput['events'],
  enabled: data.enabled !== false,
  allowPrivateAddresses: data.allowPrivateAddresses === true,
});

/** Outgoing webhooks over their generated operations (admins only). */
export function createWebhookDataProvider(): WebhookDataProvider {
  const base = crudProvider({ webhooks: { list: webhooksList, get: webhooksGet, create: webhooksCreate, update: webhooksUpdate, delete: webhooksDelete } });
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: toWebhookInput(params.data as Record<string, unknown>) }),
    update: (resource, params) => base.update(resource, { ...params, data: toWebhookInput(params.data as Record<string, unknown>) }),
    rotateWebhookSecret: (_resource, { id }) => dataOf(webhooksRotateSecret({ ...sdk, path: { id } })),
    webhookDeliveries: (_resource, { id }) => dataOf(webhooksDeliveries({ ...sdk, path: { id } })),
  } as WebhookDataProvider;
}
