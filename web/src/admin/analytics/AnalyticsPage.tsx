import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Button, Link, Title } from 'react-admin';

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
          <Button label="Back to Dashboard" component={Link} to="/" />
        </CardContent>
      </Card>
    </Box>
  );
}
