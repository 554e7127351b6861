import type { PublicNavGroup } from '../../../../codegen/orval/schemas/publicNavGroup.ts';

/** A header group of the owner's menus, with the id its disclosure and list are named by. */
export interface NavGroup extends PublicNavGroup {
  id: string;
}

/** Each group's id: its label in lower case, each run of other characters one hyphen (its position when that leaves nothing). */
export const withIds = (groups: PublicNavGroup[]): NavGroup[] =>
  groups.map((group, index) => {
    const slug = group.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return { ...group, id: `${slug || 'group'}-${index + 1}` };
  });
