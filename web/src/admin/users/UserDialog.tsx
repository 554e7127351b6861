import { BooleanInput, email, required, SelectInput, TextInput, usePermissions, type RaRecord } from 'react-admin';
import { capitalise } from '../common/capitalise.ts';
import { validateChoice } from '../common/validators.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { grantableBy } from './roles.ts';

const NEW_USER = { username: '', email: '', role: 'author' };
const validateUsername = required('Username is required');
const validateEmail = [required('Email is required'), email('Enter a valid email address')];

interface UserDialogProps {
  open: boolean;
  record?: RaRecord;
  onClose: () => void;
}

/** "Add User" invites (the invitee gets a link to set a password); "Edit User" changes role, status and profile. */
export function UserDialog({ open, record, onClose }: UserDialogProps) {
  const { permissions } = usePermissions<string>();
  const choices = grantableBy(permissions).map((role) => ({ id: role, name: capitalise(role) }));
  const owner = Boolean(record?.isOwner);
  return (
    <FormDialog resource="users" record={record} open={open} onClose={onClose} title={record ? 'Edit User' : 'Add User'} noun={record ? 'user' : 'invitation'} defaultValues={NEW_USER}>
      <TextInput source="username" label="Username" validate={validateUsername} fullWidth autoFocus />
      <TextInput source="email" label="Email" type="email" validate={validateEmail} fullWidth />
      <SelectInput source="role" label="Role" choices={choices} validate={validateChoice} fullWidth disabled={owner} helperText={owner ? 'The owner stays an admin.' : undefined} />
      {record ? (
        <>
          <TextInput source="displayName" label="Display name" fullWidth />
          <BooleanInput source="isActive" label="Active" disabled={owner} />
        </>
      ) : null}
    </FormDialog>
  );
}
