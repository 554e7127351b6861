import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useDelete, useGetList } from 'react-admin';
import type { User } from '../../../../codegen/hey-api/types.gen.ts';
import { failure, useToast } from '../common/useToast.tsx';
import { atLeast } from './roles.ts';

/**
 * Deleting a staff member asks who takes over their posts (an active author or above); an
 * invitation not yet accepted has no posts and is simply revoked.
 */
export function DeleteUserDialog({ user, onClose }: { user: User | undefined; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const [inheritorId, setInheritorId] = useState<number | ''>('');
  const [deleteOne, { isPending }] = useDelete();
  const { data: staff = [] } = useGetList<User>('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'username', order: 'ASC' } }, { enabled: Boolean(user) });
  if (!user) return null;
  const invited = user.status === 'invited';
  const heirs = staff.filter((other) => other.id !== user.id && other.isActive && other.status === 'active' && atLeast(other.role, 'author'));
  const confirm = () =>
    deleteOne(
      'users',
      { id: user.id, previousData: user, meta: invited ? undefined : { inheritorId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(invited ? 'Invitation revoked' : 'User deleted successfully');
          onClose();
        },
        onError: (error) => toast.error(failure(invited ? 'Failed to revoke invitation' : 'Failed to delete user', error)),
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{invited ? `Revoke the invitation of ${user.username}?` : `Delete ${user.username}?`}</DialogTitle>
      <DialogContent>
        {invited ? (
          <DialogContentText>The invitation link stops working.</DialogContentText>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>Their account and sessions end. Choose who takes over their posts.</DialogContentText>
            <TextField select fullWidth label="Posts go to" value={inheritorId} onChange={(event) => setInheritorId(Number(event.target.value))}>
              {heirs.map((heir) => (
                <MenuItem key={heir.id} value={heir.id}>
                  {heir.displayName || heir.username}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={isPending || (!invited && inheritorId === '')} onClick={confirm}>
          {invited ? 'Revoke' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
