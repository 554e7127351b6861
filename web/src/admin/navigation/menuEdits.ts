import type { NavLink } from '../../../../codegen/hey-api/types.gen.ts';

/** What each kind of entry is called on the screen. */
export const KIND_NAMES: Record<NavLink['kind'], string> = {
  page: 'Static page',
  post: 'Blog post',
  category: 'Category',
  section: 'Home page section',
  blog: 'Blog',
  courts: 'Court finder',
  search: 'Search',
  events: 'Events',
  url: 'Link (URL)',
};

export const NEW_ENTRY: NavLink = { label: '', kind: 'url', url: '/' };

/** The entry with another kind: its label kept, its target cleared. */
export function withKind(entry: NavLink, kind: NavLink['kind']): NavLink {
  const next: NavLink = { label: entry.label, kind };
  if (kind === 'section') next.anchor = '';
  if (kind === 'url') next.url = '';
  return next;
}

/** `list` with the item at `index` swapped with its neighbour `by` places away (unchanged at the ends). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const replaced = <T>(list: T[], index: number, item: T): T[] => list.map((old, at) => (at === index ? item : old));
export const without = <T>(list: T[], index: number): T[] => list.filter((_item, at) => at !== index);

/** The server's message for a field of the menus, by its path (`header.0.entries.1.pageId`). */
export type FieldErrors = Record<string, string>;
