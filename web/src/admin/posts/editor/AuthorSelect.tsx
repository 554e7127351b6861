import { required, SelectInput, useGetList, usePermissions, useRecordContext } from 'react-admin';
import type { User } from '../../../../../codegen/orval/schemas/user.ts';
import { atLeast } from '../../users/roles.ts';

/** Who may be named as a post's author: active staff members who write posts. */
export const writers = (staff: User[]): User[] => staff.filter((user) => user.isActive && user.status === 'active' && atLeast(user.role, 'author'));

const nameOf = (user: User) => user.displayName || user.username;

/** A saved post always has an author: no blank choice then. */
const validateAuthor = required();

/**
 * The post's author, for editors and admins only (the server refuses it from anyone else). A new
 * post left on "Me" is the creator's; a saved post keeps its author unless another is chosen.
 */
export function AuthorSelect() {
  const { permissions } = usePermissions<string>();
  const mayChoose = atLeast(permissions, 'editor');
  const saved = useRecordContext<{ authorId?: number | null }>();
  const { data: staff = [], isPending } = useGetList<User>('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'username', order: 'ASC' } }, { enabled: mayChoose });
  if (!mayChoose || isPending) return null;
  const choices = writers(staff);
  // A saved author who cannot be chosen any more (suspended) still shows as the current one.
  const current = staff.find((user) => user.id === saved?.authorId);
  if (current && !choices.includes(current)) choices.push(current);
  return (
    <SelectInput
      source="authorId"
      label="Author"
      choices={choices.map((user) => ({ id: user.id, name: nameOf(user) }))}
      {...(saved?.authorId ? { validate: validateAuthor } : { emptyText: 'Me' })}
      fullWidth
      helperText={false}
    />
  );
}
