import type { PublicCommentPage } from '../../../../codegen/orval/schemas/publicCommentPage.ts';
import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import type { PublicStaticPage } from '../../../../codegen/orval/schemas/publicStaticPage.ts';
import type { CourtsSource } from '../courts/loadCourts.ts';
import type { EventSource, EventsSource } from '../events/loadEvents.ts';
import type { GearSource } from '../gear/gearHeads.ts';
import type { SearchSource } from '../search/loadSearch.ts';

/**
 * What a page's <head> is built from: the route loaders return it, the server builds the head
 * from it (pageHeads.ts), and the browser rebuilds it only after in-app navigation (useHead.ts).
 */
export type HeadSource = { kind: 'landing' } | { kind: 'post'; post: PublicPost; comments?: PublicCommentPage } | { kind: 'list'; list: PublicPostPage } | { kind: 'page'; page: PublicStaticPage; comments?: PublicCommentPage } | { kind: 'notFound' } | SearchSource | EventsSource | EventSource | CourtsSource | GearSource;
