import type { HomeSection } from '../../../../codegen/orval/schemas/index.ts';
import { CONTINUING_KINDS } from '../../../../common/homepage.ts';

/** Kinds drawn in a box of their own by the landing (cards and differences may continue one). */
export const BOXED = new Set<HomeSection['kind']>(['guides', 'text', 'events', 'cards', 'differences']);

/** Kinds drawn by a component of their own; every other group is a box (HomeSections). */
export const OWN_COMPONENT = new Set<HomeSection['kind']>(['hero', 'courts', 'posts', 'newsletter', 'shop', 'charts']);

/**
 * Kinds whose component hydrates from the page's data. The boxes and the blog cards keep the HTML
 * the server drew (DrawnGroup), so the server's landing hands none of their data over (handOver.ts).
 */
export const HYDRATED = new Set<HomeSection['kind']>(['hero', 'courts', 'newsletter', 'shop', 'charts']);

export interface Group {
  main: HomeSection;
  /** Cards and differences without an anchor, drawn in `main`'s box after its own content. */
  continued: HomeSection[];
}

/** The sections as the landing draws them: each box with the parts that continue it. */
export function groupsOf(sections: HomeSection[]): Group[] {
  const groups: Group[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (last && !section.anchor && CONTINUING_KINDS.includes(section.kind) && BOXED.has(last.main.kind)) last.continued.push(section);
    else groups.push({ main: section, continued: [] });
  }
  return groups;
}
