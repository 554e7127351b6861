import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { TwoFactorPolicySwitch } from './TwoFactorPolicySwitch.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/**
 * /n4n4/two-factor: the two-factor section on a screen of its own, where sign-in sends a staff
 * member who must set it up before anything else (the profile's other calls are refused until
 * then), and for admins the site's policy.
 */
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
