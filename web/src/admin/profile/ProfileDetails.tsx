import SaveIcon from '@mui/icons-material/Save';
import { Alert, Avatar, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { User } from '../../../../codegen/hey-api/types.gen.ts';
import { CardSection } from '../common/CardSection.tsx';
import { fieldErrors } from '../common/fieldErrors.ts';
import { useFormFields } from '../common/useFormFields.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { PROFILE_RESOURCE } from '../dataProvider/profileDataProvider.ts';
import { ImageUpload } from '../common/ImageUpload.tsx';
import { useRefreshIdentity } from './useRefreshIdentity.ts';

/** Display name, email, bio and avatar of the signed-in account. */
export function ProfileDetails({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const refreshIdentity = useRefreshIdentity();
  const { values: fields, set, setValues, bind } = useFormFields({ displayName: user.displayName, email: user.email, bio: user.bio, avatar: user.avatar, currentPassword: '' });
  // A new address needs the current password: a session alone cannot move the account.
  const emailChanges = fields.email.trim() !== user.email;
  // A new address changes only from the link mailed to it; until then the account keeps its own.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const { currentPassword, ...profile } = fields;
      return dataProvider.updateProfile(PROFILE_RESOURCE, { data: emailChanges ? { ...profile, currentPassword } : profile });
    },
    onSuccess: async ({ data }) => {
      onSaved(data);
      const asked = fields.email.trim();
      setPendingEmail(asked !== data.email ? asked : null);
      setValues((current) => ({ ...current, email: data.email, currentPassword: '' }));
      await refreshIdentity();
      toast.success('Profile updated');
    },
    onError: (error) => toast.error(problemDetail(error), 'Could not save the profile'),
  });
  const errors = fieldErrors(save.error);
  const field = (name: keyof typeof fields) => bind(name, { error: errors[name] });
  return (
    <CardSection title="Details" onSubmit={() => save.mutate()}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
        <Avatar src={fields.avatar || undefined} alt="" sx={{ width: 56, height: 56 }}>
          {(fields.displayName || user.username).slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography variant="body2" color="text.secondary">
          @{user.username} · {user.role}
        </Typography>
      </Stack>
      <TextField label="Display Name" {...field('displayName')} />
      <TextField label="Email" type="email" {...field('email')} />
      {emailChanges ? (
        <TextField
          label="Your Password"
          type="password"
          autoComplete="current-password"
          required
          {...bind('currentPassword', { error: errors.currentPassword, hint: 'Needed to change your email address. Your current address gets a note with a link to undo the change.' })}
        />
      ) : null}
      {pendingEmail ? (
        <Alert severity="info" sx={{ my: 1 }} data-testid="email-pending">
          We sent a link to {pendingEmail}. Your email changes to it when you open the link (it works for 24 hours).
        </Alert>
      ) : null}
      <TextField label="Bio" multiline minRows={2} {...field('bio')} />
      <TextField label="Avatar" {...bind('avatar', { error: errors.avatar, hint: 'An uploaded image, or an https:// link' })} />
      <Box sx={{ mt: 1 }}>
        <ImageUpload inputTestId="profile-avatar-file" onUploaded={(url) => set('avatar', url)} />
      </Box>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending} sx={{ mt: 2 }}>
        Save Profile
      </Button>
    </CardSection>
  );
}
