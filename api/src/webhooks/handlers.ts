import type { RequestHandler } from 'express';
import { idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { WEBHOOK_LISTS } from './module.ts';
import type { WebhookSortField } from './repository/webhookRepository.ts';
import type { WebhookInput, WebhookService } from './service.ts';

/** The webhook operations (`webhooks.*`, admin only) over the webhook service. */
export function webhookHandlers(service: WebhookService): Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'rotateSecret' | 'deliveries', RequestHandler> {
  return {
    async list(req, res) {
      const query = parseListQuery(req, WEBHOOK_LISTS['webhooks.list']);
      const { page, total } = await service.list(listParams<WebhookSortField>(query));
      sendList(res, 'webhooks', query, page, total);
    },
    async get(req, res) {
      res.json(await service.get(idParam(req)));
    },
    async create(req, res) {
      res.status(201).json(await service.create(req.body as WebhookInput));
    },
    async update(req, res) {
      res.json(await service.update(idParam(req), req.body as WebhookInput));
    },
    async delete(req, res) {
      res.json(await service.remove(idParam(req)));
    },
    async rotateSecret(req, res) {
      res.json(await service.rotateSecret(idParam(req)));
    },
    async deliveries(req, res) {
      res.json((await service.deliveries(idParam(req))).map(({ hookId: _hook, ...attempt }) => attempt));
    },
  };
}
