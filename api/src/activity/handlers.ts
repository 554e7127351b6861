import type { RequestHandler } from 'express';
import { parseListQuery, sendList } from '../http/listQuery.ts';
import { ACTIVITY_LISTS } from './module.ts';
import type { ActivitySortField } from './repository/activityRepository.ts';
import { activityCsv, activityJson } from './serialize.ts';
import type { ActivityService } from './service.ts';

const NEWEST_FIRST = { field: 'at', direction: -1 } as const;

/** The activity log's operations (`activity.*`): read only; entries are written by the services that act. */
export function activityHandlers(service: ActivityService): Record<'list' | 'export', RequestHandler> {
  return {
    async list(req, res) {
      const query = parseListQuery(req, ACTIVITY_LISTS['activity.list']);
      const [field, direction] = Object.entries(query.sort)[0] as [string, 1 | -1];
      // Without a sort the newest come first.
      const sort = req.query.sort === undefined ? NEWEST_FIRST : { field: (field === '_id' ? 'id' : field) as ActivitySortField, direction };
      const { rows, total } = await service.list({ filter: query.filter, sort, skip: query.skip, limit: query.limit });
      sendList(res, 'activity', query, rows.map(activityJson), total);
    },

    /** `GET /api/activity/export.csv`: every entry the filter keeps, newest first. */
    async export(req, res) {
      const query = parseListQuery(req, { sortable: [], filters: ACTIVITY_LISTS['activity.list'].filters });
      const { rows } = await service.list({ filter: query.filter, sort: NEWEST_FIRST, skip: 0, limit: 0 });
      res.setHeader('Content-Disposition', 'attachment; filename="activity.csv"');
      res.type('text/csv').send(activityCsv(rows));
    },
  };
}
