import { BooleanInput, email, required, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { FormDialog } from '../common/FormDialog.tsx';

export const ROLE_CHOICES = [
  { id: 'admin', name: 'Admin' },
  { id: 'editor', name: 'Editor' },
  { id: 'author', name: 'Author' },
  { id: 'viewer', name: 'Viewer' },
];

const NEW_USER = { username: '', email: '', role: 'author', isActive: true };
const validateUsername = required('Username is required');
const validateEmail = [required('Email is required'), email('Enter a valid email address')];

interface UserDialogProps {
  open: boolean;
  record?: RaRecord;
  onClose: () => void;
}

/** "Add User" and "Edit User" on the sample data (kept in this browser only). */
export function UserDialog({ open, record, onClose }: UserDialogProps) {
  return (
    <FormDialog resource="users" record={record} open={open} onClose={onClose} title={record ? 'Edit User' : 'Add User'} noun="user" defaultValues={NEW_USER}>
      <TextInput source="username" label="Username" validate={validateUsername} fullWidth autoFocus />
      <TextInput source="email" label="Email" type="email" validate={validateEmail} fullWidth />
      <SelectInput source="role" label="Role" choices={ROLE_CHOICES} fullWidth />
      <BooleanInput source="isActive" label="Active" />
    </FormDialog>
  );
}
