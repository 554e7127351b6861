import { Button, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { CardSection } from '../common/CardSection.tsx';
import { fieldErrors } from '../common/fieldErrors.ts';
import { useFormFields } from '../common/useFormFields.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { PROFILE_RESOURCE } from '../dataProvider/profileDataProvider.ts';

const EMPTY = { currentPassword: '', newPassword: '' };

/** A new password, given the current one; the server ends the account's other sessions. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const { values, setValues, bind } = useFormFields(EMPTY);
  const change = useMutation({
    mutationFn: () => dataProvider.changePassword(PROFILE_RESOURCE, { data: values }),
    onSuccess: () => {
      setValues(EMPTY);
      onChanged();
      toast.success('Password changed. Your other sessions have been signed out.');
    },
    onError: (error) => toast.error(problemDetail(error), 'Could not change the password'),
  });
  const errors = fieldErrors(change.error);
  return (
    <CardSection title="Password" onSubmit={() => change.mutate()}>
      <TextField label="Current Password" type="password" autoComplete="current-password" {...bind('currentPassword', { error: errors.currentPassword })} />
      <TextField label="New Password" type="password" autoComplete="new-password" {...bind('newPassword', { error: errors.newPassword, hint: 'At least 10 characters' })} />
      <Button type="submit" variant="contained" disabled={change.isPending || !values.currentPassword || !values.newPassword} sx={{ mt: 2 }}>
        Change Password
      </Button>
    </CardSection>
  );
}
