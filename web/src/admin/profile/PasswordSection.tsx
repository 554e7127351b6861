import { Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { PROFILE_RESOURCE } from '../dataProvider/profileDataProvider.ts';
import { fieldErrors } from './fieldErrors.ts';

/** A new password, given the current one; the server ends the account's other sessions. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useMutation({
    mutationFn: () => dataProvider.changePassword(PROFILE_RESOURCE, { data: { currentPassword, newPassword } }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
      onChanged();
      toast.success('Password changed. Your other sessions have been signed out.');
    },
    onError: (error) => toast.error(problemDetail(error), 'Could not change the password'),
  });
  const errors = fieldErrors(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <Card component="section" aria-labelledby="profile-password-heading">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography id="profile-password-heading" variant="h6" component="h2">
          Password
        </Typography>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrent(event.target.value)}
          error={!!errors.currentPassword}
          helperText={errors.currentPassword}
          fullWidth
          margin="dense"
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
          error={!!errors.password}
          helperText={errors.password ?? 'At least 10 characters'}
          fullWidth
          margin="dense"
        />
        <Button type="submit" variant="contained" disabled={change.isPending || !currentPassword || !newPassword} sx={{ mt: 2 }}>
          Change Password
        </Button>
      </CardContent>
    </Card>
  );
}
