import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { WebhookDelivery, WebhookInput, WebhookWithSecret } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

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

/** Outgoing webhooks over /api/webhooks (admins only). */
export function createWebhookDataProvider(): WebhookDataProvider {
  const base = simpleRestProvider('/api', httpClient);
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: toWebhookInput(params.data as Record<string, unknown>) }),
    update: (resource, params) => base.update(resource, { ...params, data: toWebhookInput(params.data as Record<string, unknown>) }),
    rotateWebhookSecret: async (_resource, { id }) => ({ data: (await httpClient(`/api/webhooks/${id}/secret`, { method: 'POST' })).json as WebhookWithSecret }),
    webhookDeliveries: async (_resource, { id }) => ({ data: (await httpClient(`/api/webhooks/${id}/deliveries`)).json as WebhookDelivery[] }),
  } as WebhookDataProvider;
}
