import { COURT_SORT_FIELDS } from '../courts/court.ts';
import { PRODUCT_SORT_FIELDS, REVIEW_SORT_FIELDS } from '../gear/gear.ts';

/**
 * The sort fields and filter keys of each admin list, by operationId: the handlers take them from
 * here, and api/test/contractLists.test.ts checks that openapi.yaml's `sort` parameters allow
 * exactly these fields.
 */
export const LIST_FIELDS = {
  'posts.list': { sortable: ['id', 'title', 'slug', 'publishStatus', 'publishDate', 'createdAt', 'updatedAt'], filters: ['q', 'publishStatus', 'id', 'upcoming'] },
  'categories.list': { sortable: ['id', 'name', 'slug'], filters: ['q', 'id'] },
  'tags.list': { sortable: ['id', 'name', 'slug'], filters: ['q', 'id'] },
  'pages.list': { sortable: ['id', 'title', 'slug', 'isPublished', 'updatedAt'], filters: ['q', 'isPublished', 'id'] },
  'courts.list': { sortable: COURT_SORT_FIELDS, filters: ['q', 'id'] },
  'gear.list': { sortable: PRODUCT_SORT_FIELDS, filters: ['q', 'id', 'kind', 'status'] },
  'gear.listReviews': { sortable: REVIEW_SORT_FIELDS, filters: ['id', 'productId', 'status'] },
  'newsletter.listIssues': { sortable: ['id', 'createdAt', 'sentAt', 'subject'], filters: [] },
  'activity.list': { sortable: ['id', 'at', 'actor', 'action'], filters: ['actor', 'action', 'from', 'to'] },
  'users.list': { sortable: ['id', 'username', 'email', 'role', 'isActive'], filters: ['q', 'id'] },
  'newsletter.listSubscribers': { sortable: ['id', 'email', 'status', 'createdAt', 'confirmedAt'], filters: ['q', 'status'] },
} as const satisfies Record<string, { sortable: readonly string[]; filters: readonly string[] }>;
