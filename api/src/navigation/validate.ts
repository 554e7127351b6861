import type { NavGroup, NavigationInput, NavLink } from '../../../codegen/hey-api/types.gen.ts';
import { longerThan } from '../../../common/characters.ts';
import { NAV_LIMITS, NAV_MESSAGES } from '../../../common/navigation.ts';
import { validationProblem } from '../http/problem.ts';

/** What a menu entry's record is, as the menus need it; null for an id that names none. */
export interface NavRecords {
  page(id: number): Promise<{ slug: string; published: boolean } | null>;
  post(id: number): Promise<{ slug: string; published: boolean } | null>;
  category(id: number): Promise<{ slug: string } | null>;
}

const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Web links, mail links and paths of this site; nothing a browser would run (javascript:, data:). */
export const URL_RULE = /^(https?:\/\/[^\s/]+[^\s]*|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

const RECORD = {
  page: { field: 'pageId', required: NAV_MESSAGES.pageRequired, unknown: NAV_MESSAGES.unknownPage },
  post: { field: 'postId', required: NAV_MESSAGES.postRequired, unknown: NAV_MESSAGES.unknownPost },
  category: { field: 'categoryId', required: NAV_MESSAGES.categoryRequired, unknown: NAV_MESSAGES.unknownCategory },
} as const;

/** An entry with its label trimmed and only the target field its kind names. */
function tidyLink(link: NavLink): NavLink {
  const tidy: NavLink = { label: link.label.trim(), kind: link.kind };
  if (link.kind in RECORD) {
    const field = RECORD[link.kind as keyof typeof RECORD].field;
    if (link[field] !== undefined) tidy[field] = link[field];
  }
  if (link.kind === 'section') tidy.anchor = (link.anchor ?? '').trim();
  if (link.kind === 'url') tidy.url = (link.url ?? '').trim();
  return tidy;
}

const tidyGroup = (group: NavGroup): NavGroup => ({ label: group.label.trim(), entries: group.entries.map(tidyLink) });

/**
 * The menus as saved: text trimmed, every entry's target checked (a page, post or category id must
 * name one; a URL is http(s), mailto or a site path). Throws 400 with a text per field, by its path
 * (`header.0.entries.1.pageId`).
 */
export async function readMenus(input: NavigationInput, records: NavRecords): Promise<NavigationInput> {
  const menus: NavigationInput = { header: input.header.map(tidyGroup), footer: input.footer.map(tidyGroup), legal: input.legal.map(tidyLink) };
  const errors: Record<string, string> = {};
  const checks: Promise<void>[] = [];

  const checkLink = (link: NavLink, path: string) => {
    if (!link.label) errors[`${path}.label`] = NAV_MESSAGES.labelRequired;
    else if (longerThan(link.label, NAV_LIMITS.label)) errors[`${path}.label`] = NAV_MESSAGES.labelTooLong;
    if (link.kind === 'page' || link.kind === 'post' || link.kind === 'category') {
      const { field, required, unknown } = RECORD[link.kind];
      const id = link[field];
      if (id === undefined) errors[`${path}.${field}`] = required;
      else checks.push(records[link.kind](id).then((found) => void (found ? undefined : (errors[`${path}.${field}`] = unknown))));
    }
    if (link.kind === 'section' && !ANCHOR.test(link.anchor ?? '')) errors[`${path}.anchor`] = NAV_MESSAGES.anchor;
    if (link.kind === 'url' && !URL_RULE.test(link.url ?? '')) errors[`${path}.url`] = NAV_MESSAGES.url;
  };
  const checkGroups = (groups: NavGroup[], name: 'header' | 'footer') =>
    groups.forEach((group, index) => {
      if (!group.label) errors[`${name}.${index}.label`] = NAV_MESSAGES.labelRequired;
      else if (longerThan(group.label, NAV_LIMITS.groupLabel)) errors[`${name}.${index}.label`] = NAV_MESSAGES.groupLabelTooLong;
      group.entries.forEach((link, at) => checkLink(link, `${name}.${index}.entries.${at}`));
    });

  checkGroups(menus.header, 'header');
  checkGroups(menus.footer, 'footer');
  menus.legal.forEach((link, index) => checkLink(link, `legal.${index}`));
  await Promise.all(checks);
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
  return menus;
}
