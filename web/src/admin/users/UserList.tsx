import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { Box, Card, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { FilterLiveSearch, ListBase, useDataProvider, useGetIdentity, useListContext } from 'react-admin';
import type { User } from '../../../../codegen/hey-api/types.gen.ts';
import type { DialogState } from '../common/FormDialog.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { useCan } from '../common/useCan.ts';
import { failure, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { mayManage } from './roles.ts';
import { UserDialog } from './UserDialog.tsx';
import { UserRowMenu } from './UserRowMenu.tsx';

const statusLabel = (user: User) => (user.status === 'invited' ? 'Invited' : user.isActive ? 'Active' : 'Inactive');

function UserTable({ onEdit, onDelete }: { onEdit: (user: User) => void; onDelete: (user: User) => void }) {
  const { data, isPending } = useListContext<User>();
  const { identity } = useGetIdentity();
  const mayResetTwoFactor = useCan('twoFactor.reset');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const resend = (user: User) =>
    dataProvider.resendInvitation('users', { id: user.id }).then(
      () => toast.success(`Invitation sent again to ${user.email}`),
      (error: unknown) => toast.error(failure('Failed to resend the invitation', error)),
    );
  if (isPending) return <Typography sx={{ p: 3 }}>Loading users...</Typography>;
  if (!data?.length) return <Typography sx={{ p: 3 }}>No users found</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="Users">
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell sx={WIDE_ONLY}>Email</TableCell>
            <TableCell>Role</TableCell>
            <TableCell sx={WIDE_ONLY}>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {user.username}
                {user.isOwner ? <Chip size="small" label="Owner" variant="outlined" sx={{ ml: 1 }} /> : null}
                <PhoneDetails>
                  {user.email} · {statusLabel(user)}
                </PhoneDetails>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{user.email}</TableCell>
              <TableCell>
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{statusLabel(user)}</TableCell>
              {/* On a phone the buttons may wrap: a row with more of them must not push every row's past 375 px. */}
              <TableCell align="right" sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                {mayManage(identity, user) ? (
                  <>
                    {user.status === 'invited' ? (
                      <Tooltip title="Resend invitation">
                        <IconButton size="small" aria-label={`Resend the invitation of ${user.username}`} onClick={() => void resend(user)}>
                          <SendIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    <Tooltip title="Edit">
                      <IconButton size="small" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {user.isOwner ? null : (
                      <Tooltip title="Delete">
                        <IconButton size="small" color="error" aria-label={`Delete ${user.username}`} onClick={() => onDelete(user)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {user.status === 'active' ? <UserRowMenu user={user} mayResetTwoFactor={mayResetTwoFactor} /> : null}
                  </>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Staff accounts: search by username, email or role; invite, edit, and delete (handing the posts on). */
export function UserList() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [deleting, setDeleting] = useState<User | undefined>();
  return (
    <ListBase resource="users" perPage={100} sort={{ field: 'username', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Users" createLabel="Add User" onCreate={() => setDialog({ open: true })} creates="users.create" />
      <Card>
        <Box sx={{ px: 2, pt: 1 }}>
          <FilterLiveSearch source="q" placeholder="Search users..." label="" />
        </Box>
        <UserTable onEdit={(record) => setDialog({ open: true, record })} onDelete={setDeleting} />
      </Card>
      <UserDialog open={dialog.open} record={dialog.open ? dialog.record : undefined} onClose={() => setDialog({ open: false })} />
      <DeleteUserDialog key={deleting?.id} user={deleting} onClose={() => setDeleting(undefined)} />
    </ListBase>
  );
}
