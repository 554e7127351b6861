import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { problemDetail } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { PROFILE_RESOURCE } from '../dataProvider/profileDataProvider.ts';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { SESSIONS_QUERY_KEY, SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const PROFILE_QUERY_KEY = ['profile', 'me'] as const;

/** The signed-in staff member's own account: details, password, two-factor and sessions. */
export function ProfileScreen() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => dataProvider.getProfile(PROFILE_RESOURCE).then(({ data }) => data) });
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 720 }}>
      <Title title="Profile" />
      <Typography variant="h5" component="h1">
        Profile
      </Typography>
      {me.error ? (
        <Typography role="alert" color="error">
          {problemDetail(me.error)}
        </Typography>
      ) : null}
      {me.data ? <ProfileDetails key={me.data.id} user={me.data} onSaved={(user) => queryClient.setQueryData(PROFILE_QUERY_KEY, user)} /> : null}
      <PasswordSection onChanged={() => void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY })} />
      <Card>
        <CardContent>
          <TwoFactorSection />
        </CardContent>
      </Card>
      <SessionsSection />
    </Stack>
  );
}
