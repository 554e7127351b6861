import { analyticsView } from '../../../../codegen/orval/endpoints/analytics/analytics.ts';

/** The last page counted, so a page whose head is built again (its data refreshed) counts once. */
let lastCounted: string | undefined;

/**
 * Counts a page shown by an in-app navigation; the server counts the first page a browser loads.
 * Sent with keepalive so it survives leaving the page; a failure is nobody's concern.
 */
export function countView(path: string): void {
  if (path === lastCounted) return;
  lastCounted = path;
  analyticsView({ path }, { keepalive: true }).catch(() => {});
}
