import { Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/** /n4n4/two-factor: the two-factor section on a screen of its own, until the profile screen embeds it. */
export function TwoFactorPage() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Two-factor sign-in" />
      <CardContent>
        <TwoFactorSection />
      </CardContent>
    </Card>
  );
}
