import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';

/** The sidebar links here; there is no analytics source yet, and the screen says so plainly. */
export function AnalyticsPage() {
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Analytics" />
      <Typography variant="h5" component="h1" gutterBottom>
        Analytics
      </Typography>
      <Card>
        <CardContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            Analytics are not connected yet. No visitor data is collected, so there are no reports to show.
          </Alert>
          <Typography gutterBottom>The post count on the dashboard is real; its other figures are placeholders.</Typography>
          <LinkButton size="small" to="/">
            Back to Dashboard
          </LinkButton>
        </CardContent>
      </Card>
    </Box>
  );
}
