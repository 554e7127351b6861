import { Card, CardContent } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { Screen } from '../common/Screen.tsx';
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
    <Screen title="Two-factor sign-in">
      <Card>
        <CardContent>
          <TwoFactorSection />
          {identity?.role === 'admin' && <TwoFactorPolicySwitch />}
        </CardContent>
      </Card>
    </Screen>
  );
}
