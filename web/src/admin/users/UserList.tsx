import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { FilterLiveSearch, ListBase, Title, useListContext, type RaRecord } from 'react-admin';
import { DeleteWithConfirm } from '../common/DeleteWithConfirm.tsx';
import type { SampleUser } from '../dataProvider/sampleUsers.ts';
import { RoleBadge } from './RoleBadge.tsx';
import { UserDialog } from './UserDialog.tsx';

type DialogState = { open: false } | { open: true; record?: RaRecord };

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
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{user.username}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell>{user.isActive ? 'Active' : 'Inactive'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Edit">
                  <IconButton size="small" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <DeleteWithConfirm resource="users" record={user} noun="user" iconLabel={`Delete ${user.username}`} />
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
      <Title title="Users" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 2 }}>
        <Typography variant="h5" component="h1">
          Users
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true })}>
          Add User
        </Button>
      </Stack>
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
