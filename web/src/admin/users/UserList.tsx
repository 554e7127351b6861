import { Alert, Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { FilterLiveSearch, ListBase, useListContext } from 'react-admin';
import { EditDeleteButtons } from '../common/EditDeleteButtons.tsx';
import type { DialogState } from '../common/FormDialog.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import type { SampleUser } from '../dataProvider/sampleUsers.ts';
import { RoleBadge } from './RoleBadge.tsx';
import { UserDialog } from './UserDialog.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';

const activeLabel = (user: SampleUser) => (user.isActive ? 'Active' : 'Inactive');

function UserTable({ onEdit }: { onEdit: (user: SampleUser) => void }) {
  const { data, isPending } = useListContext<SampleUser>();
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
                <PhoneDetails>
                  {user.email} · {activeLabel(user)}
                </PhoneDetails>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{user.email}</TableCell>
              <TableCell>
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{activeLabel(user)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <EditDeleteButtons resource="users" record={user} noun="user" name={user.username} onEdit={() => onEdit(user)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Users on built-in sample data: search by username, email or role; add, edit, delete locally. */
export function UserList() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  return (
    <ListBase resource="users" perPage={100} sort={{ field: 'username', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Users" createLabel="Add User" onCreate={() => setDialog({ open: true })} />
      <Alert severity="info" sx={{ mb: 2 }}>
        These are sample accounts kept in this browser only; changes are not saved to the server.
      </Alert>
      <Card>
        <Box sx={{ px: 2, pt: 1 }}>
          <FilterLiveSearch source="q" placeholder="Search users..." label="" />
        </Box>
        <UserTable onEdit={(record) => setDialog({ open: true, record })} />
      </Card>
      <UserDialog open={dialog.open} record={dialog.open ? dialog.record : undefined} onClose={() => setDialog({ open: false })} />
    </ListBase>
  );
}
