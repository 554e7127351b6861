import type { DataProvider } from 'react-admin';
import { activityList, healthGet } from '../../../../codegen/hey-api/sdk.gen.ts';
import type { Health } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from './crudProvider.ts';
import { sdk } from './sdk.ts';
import { USER_OPERATIONS } from './userDataProvider.ts';

/**
 * What this provider answers for: the activity log at /api/activity, and `staff`, the name the
 * dashboard's staff count is called with.
 */
export const API_ROOT_RESOURCES = ['activity', 'staff'] as const;

export interface AccountDataProvider extends DataProvider {
  /**
   * How many staff accounts the server has: GET /api/users for one row, the total read from its
   * Content-Range. When it fails (a role that may not list users), no number is shown.
   */
  staffCount: (resource: string) => Promise<{ data: number }>;
  /** The latest backup the server attempted, as GET /api/health reports it (null before the first, and on MongoDB). */
  lastBackup: (resource: string) => Promise<{ data: HealthBackup | null }>;
}

export type HealthBackup = NonNullable<Health['backup']>;

/** The activity log (read-only), and the staff count and last backup the dashboard shows. */
export function createAccountDataProvider(): AccountDataProvider {
  const base = crudProvider({ activity: { list: activityList }, users: { list: USER_OPERATIONS.list } });
  return {
    ...base,
    staffCount: async () => {
      const { total } = await base.getList('users', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      if (total === undefined) throw new Error('The users list gave no total');
      return { data: total };
    },
    lastBackup: async () => ({ data: (await healthGet({ ...sdk })).data.backup ?? null }),
  };
}
