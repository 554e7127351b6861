import type { QueryKey } from '@tanstack/react-query';
import { getNavigationPublicQueryKey } from '../../../../codegen/orval/endpoints/navigation/navigation.ts';
import type { PublicNavigation } from '../../../../codegen/orval/schemas/publicNavigation.ts';
import { DEFAULT_HEADER } from '../../../../common/navigation.ts';

/** The public menus as the server hands them to the browser, for `renderWithRouter`'s known answers. */
export const menusAnswer = (menus: PublicNavigation): [QueryKey, unknown] => [getNavigationPublicQueryKey(), { data: menus, status: 200, headers: new Headers() }];

/** A fresh install's header groups of home page sections. */
export const SECTION_MENUS: PublicNavigation = {
  header: DEFAULT_HEADER.map((group) => ({
    label: group.label,
    links: group.entries.filter((entry) => entry.kind === 'section').map((entry) => ({ label: entry.label, href: `/#${entry.anchor}`, anchor: entry.anchor })),
  })).filter((group) => group.links.length > 0),
  footer: [],
  legal: [],
};
