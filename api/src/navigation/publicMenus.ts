import type { NavGroup, NavigationInput, NavLink, PublicNavGroup, PublicNavigation, PublicNavLink } from '../../../codegen/hey-api/types.gen.ts';
import type { NavRecords } from './validate.ts';

/** Where the entries that name no record lead. */
const FIXED: Partial<Record<NavLink['kind'], Omit<PublicNavLink, 'label'>>> = {
  blog: { href: '/blog' },
  courts: { href: '/#courts', anchor: 'courts' },
  search: { href: '/search' },
  events: { href: '/events' },
};

/** One entry as a ready link; undefined when its record is gone or not public. */
async function linkOf(link: NavLink, records: NavRecords): Promise<PublicNavLink | undefined> {
  const { label } = link;
  switch (link.kind) {
    case 'section':
      return { label, href: `/#${link.anchor}`, anchor: link.anchor };
    case 'url':
      return { label, href: link.url ?? '/' };
    case 'page': {
      const page = await records.page(link.pageId ?? 0);
      return page?.published ? { label, href: `/${page.slug}` } : undefined;
    }
    case 'post': {
      const post = await records.post(link.postId ?? 0);
      return post?.published ? { label, href: `/blog/${post.slug}` } : undefined;
    }
    case 'category': {
      const category = await records.category(link.categoryId ?? 0);
      return category ? { label, href: `/blog/category/${category.slug}` } : undefined;
    }
    default: {
      const fixed = FIXED[link.kind];
      return fixed && { label, ...fixed };
    }
  }
}

const linksOf = async (links: NavLink[], records: NavRecords): Promise<PublicNavLink[]> =>
  (await Promise.all(links.map((link) => linkOf(link, records)))).filter((link) => link !== undefined);

/** Groups left without a link are left out. */
const groupsOf = async (groups: NavGroup[], records: NavRecords): Promise<PublicNavGroup[]> =>
  (await Promise.all(groups.map(async (group) => ({ label: group.label, links: await linksOf(group.entries, records) })))).filter((group) => group.links.length > 0);

/** The menus as the public site draws them: every entry a link, those to records not public left out. */
export async function publicMenus(menus: NavigationInput, records: NavRecords): Promise<PublicNavigation> {
  const [header, footer, legal] = await Promise.all([groupsOf(menus.header, records), groupsOf(menus.footer, records), linksOf(menus.legal, records)]);
  return { header, footer, legal };
}
