import type { RequestHandler } from 'express';
import { APPROVAL_STATUSES, GEAR_KINDS, GEAR_STATUSES } from '../../../common/gear.ts';
import { actorOf } from '../auth/guard.ts';
import { csvImportHandler } from '../http/csvImport.ts';
import { filterChoice, filterId, idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { sendCached } from '../public/send.ts';
import type { GearKind, GearStatus, ProductSortField, ReviewSortField } from './gear.ts';
import type { PublicGearQuery } from './publicView.ts';
import type { GearService } from './service.ts';
import type { GearRaw } from './validate.ts';
import { GEAR_LISTS } from './module.ts';

const numberOrUndefined = (value: unknown) => (value === undefined ? undefined : Number(value));

/** The gear operations over the gear service. */
export function gearHandlers(
  service: GearService,
): Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'listReviews' | 'getReview' | 'createReview' | 'updateReview' | 'deleteReview' | 'search' | 'read' | 'overview' | 'compare' | 'import' | 'export' | 'feed', RequestHandler> {
  return {
    async list(req, res) {
      const query = parseListQuery(req, GEAR_LISTS['gear.list']);
      const { page, total } = await service.list({ ...listParams<ProductSortField>(query), kind: filterChoice<GearKind>(query, 'kind', GEAR_KINDS), status: filterChoice<GearStatus>(query, 'status', GEAR_STATUSES) });
      sendList(res, 'products', query, page, total);
    },
    async get(req, res) {
      res.json(await service.get(idParam(req)));
    },
    async create(req, res) {
      res.status(201).json(await service.create(req.body as GearRaw, actorOf(req)));
    },
    async update(req, res) {
      res.json(await service.update(idParam(req), req.body as GearRaw, actorOf(req)));
    },
    async delete(req, res) {
      res.json(await service.remove(idParam(req)));
    },
    async listReviews(req, res) {
      const query = parseListQuery(req, GEAR_LISTS['gear.listReviews']);
      const { page, total } = await service.listReviews({ ...listParams<ReviewSortField>(query), productId: filterId(query, 'productId', 'a product'), status: filterChoice<GearStatus>(query, 'status', GEAR_STATUSES) });
      sendList(res, 'reviews', query, page, total);
    },
    async getReview(req, res) {
      res.json(await service.getReview(idParam(req)));
    },
    async createReview(req, res) {
      res.status(201).json(await service.createReview(req.body as GearRaw, actorOf(req)));
    },
    async updateReview(req, res) {
      res.json(await service.updateReview(idParam(req), req.body as GearRaw, actorOf(req)));
    },
    async deleteReview(req, res) {
      res.json(await service.removeReview(idParam(req)));
    },
    /** The public catalog; the validator has checked and typed the query. */
    async search(req, res) {
      const query = req.query as Record<string, unknown>;
      const approval = query.approval as string | undefined;
      const asked: PublicGearQuery = {
        kind: query.kind as GearKind | undefined,
        priceMin: numberOrUndefined(query.priceMin),
        priceMax: numberOrUndefined(query.priceMax),
        thicknessMin: numberOrUndefined(query.thicknessMin),
        thicknessMax: numberOrUndefined(query.thicknessMax),
        weightMin: numberOrUndefined(query.weightMin),
        weightMax: numberOrUndefined(query.weightMax),
        shape: query.shape as string | undefined,
        surface: typeof query.surface === 'string' && query.surface.trim() ? query.surface.trim().toLowerCase() : undefined,
        approval: approval && (APPROVAL_STATUSES as readonly string[]).includes(approval) ? approval : undefined,
        sort: (query.sort as PublicGearQuery['sort'] | undefined) ?? 'name',
        page: numberOrUndefined(query.page),
      };
      const { key, entry } = await service.search(asked);
      sendCached(req, res, key, entry);
    },
    import: csvImportHandler((csv) => service.importCsv(csv)),
    async export(_req, res) {
      const csv = await service.exportCsv();
      res.setHeader('Content-Disposition', 'attachment; filename="gear.csv"');
      res.type('text/csv').send(csv);
    },
    async feed(req, res) {
      const [{ key, entry }, cacheControl] = await Promise.all([service.feed(), service.feedCacheControl()]);
      sendCached(req, res, key, entry, cacheControl);
    },
    async read(req, res) {
      const { key, entry } = await service.read(req.params.kind as GearKind, String(req.params.slug));
      sendCached(req, res, key, entry);
    },
    async overview(req, res) {
      const { key, entry } = await service.overview();
      sendCached(req, res, key, entry);
    },
    async compare(req, res) {
      const { key, entry } = await service.compare(String(req.query.items));
      sendCached(req, res, key, entry);
    },
  };
}
