import type { PublicNavGroup } from '../../../../codegen/orval/schemas/publicNavGroup.ts';
import { anchorOf } from '../../../../common/navigation.ts';

/** A header group of the owner's menus, with the id its disclosure and list are named by. */
export interface NavGroup extends PublicNavGroup {
  id: string;
}

/** Each group's id: its label as an anchor and its position, unique even for two groups of one label. */
export const withIds = (groups: PublicNavGroup[]): NavGroup[] => groups.map((group, index) => ({ ...group, id: `${anchorOf(group.label) || 'group'}-${index + 1}` }));
