import { countView } from '../analytics/pageView.ts';
import type { HeadSource } from './headSource.ts';
import { HEAD_ATTRIBUTE, headHtml } from './headHtml.ts';
import { headFor } from './pageHeads.ts';
import type { SiteLook } from './siteHead.ts';

/** Replaces the tags marked as a page's (the shell's title and description included) with this page's. */
export function applyHead(source: HeadSource, { siteUrl, site }: { siteUrl: string; site?: SiteLook }): void {
  for (const element of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) element.remove();
  document.head.insertAdjacentHTML('beforeend', headHtml(headFor(source, siteUrl, site)));
  // Every page after the first passes here (and only then loads this module): an in-app page view.
  if (source.kind !== 'notFound') countView(window.location.pathname);
}
