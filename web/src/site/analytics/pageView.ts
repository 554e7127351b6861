import { analyticsView } from '../../../../codegen/orval/endpoints/analytics/analytics.ts';

/** Pages that are not counted: the back office, its sign-in and previews. */
const NOT_COUNTED = /^\/(n4n4|admin|login|preview)(\/|$)/;

/**
 * Counts a navigation inside the app (the server counts the first page a browser loads). Sent with
 * keepalive so it survives leaving the page; a failure is nobody's concern.
 */
export function countView(path: string): void {
  if (NOT_COUNTED.test(path)) return;
  analyticsView({ path }, { keepalive: true }).catch(() => {});
}
