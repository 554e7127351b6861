import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { TwoFactorPolicySwitch } from './TwoFactorPolicySwitch.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/** /n4n4/two-factor: the two-factor section on a screen of its own (until the profile screen embeds it), and for admins the site's policy. */
export function TwoFactorPage() {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Two-factor sign-in" />
      <Typography variant="h5" component="h1" gutterBottom>
        Two-factor sign-in
      </Typography>
      <Card>
        <CardContent>
          <TwoFactorSection />
          {identity?.role === 'admin' && <TwoFactorPolicySwitch />}
        </CardContent>
      </Card>
    </Box>
  );
}
