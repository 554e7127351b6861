import { Alert, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Screen } from '../common/Screen.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { CountTable } from './CountTable.tsx';
import { DeleteCounts } from './DeleteCounts.tsx';
import { presetPeriod, rangeProblem } from './period.ts';
import { PeriodPicker, type PeriodChoice } from './PeriodPicker.tsx';

const ViewsChart = lazy(() => import('./ViewsChart.tsx'));
const number = (n: number) => n.toLocaleString('en-US');

/** The counts of the public site for a period: views, visitors, sources, and court searches that found nothing. */
export function AnalyticsPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [choice, setChoice] = useState<PeriodChoice>(() => ({ preset: '30', ...presetPeriod('7')! }));
  const period = presetPeriod(choice.preset) ?? { from: choice.from, to: choice.to };
  const problem = choice.preset === 'custom' ? rangeProblem(choice.from, choice.to) : undefined;
  const report = useQuery({ queryKey: ['analytics', period.from, period.to], queryFn: async () => (await dataProvider.analyticsReport('analytics', period)).data, enabled: !problem });
  const searches = useQuery({ queryKey: ['analytics', 'court-searches', period.from, period.to], queryFn: async () => (await dataProvider.courtSearchCounts('analytics', period)).data, enabled: !problem });
  const gaps = (searches.data ?? []).filter((row) => row.withoutResults > 0);
  const several = period.from !== period.to;

  return (
    <Screen title="Analytics">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Counted without cookies; days are UTC days. Bots, prefetches, signed-in staff and previews are not counted.
      </Typography>
      <PeriodPicker value={choice} onChange={setChoice} />
      {problem && <Alert severity="warning">{problem}</Alert>}
      {!problem && report.isPending && (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} />
          <Typography>Loading analytics…</Typography>
        </Stack>
      )}
      {!problem && report.isError && <Alert severity="error">Could not load analytics: {report.error.message}</Alert>}
      {!problem && report.data && (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Figure label="Page views" value={report.data.totals.views} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Figure label={several ? 'Visitors (sum of daily visitors)' : 'Visitors'} value={report.data.totals.visitors} />
            </Grid>
          </Grid>
          {report.data.totals.views === 0 ? (
            <Alert severity="info">No page views in this period yet.</Alert>
          ) : (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2">
                  Views and visitors per day
                </Typography>
                <Suspense fallback={<CircularProgress size={20} />}>
                  <ViewsChart days={report.data.days} />
                </Suspense>
              </CardContent>
            </Card>
          )}
          <CountTable
            title="Places where players found no court"
            note="Court searches that found nothing: places the directory is missing."
            rows={gaps}
            empty={searches.isError ? 'Could not load the court searches.' : 'Every court search in this period found courts.'}
            columns={[
              { label: 'Place', value: (row) => row.place },
              { label: 'Radius', value: (row) => `${row.radius} mi`, numeric: true },
              { label: 'Searches without courts', value: (row) => number(row.withoutResults), numeric: true },
              { label: 'All searches', value: (row) => number(row.searches), numeric: true },
            ]}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable title="Top pages" rows={report.data.pages} empty="No page views." columns={[{ label: 'Page', value: (row) => row.path }, { label: 'Views', value: (row) => number(row.views), numeric: true }, { label: 'Visitors', value: (row) => number(row.visitors), numeric: true }]} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable title="Top posts" rows={report.data.posts} empty="No post views." columns={[{ label: 'Post', value: (row) => row.slug }, { label: 'Views', value: (row) => number(row.views), numeric: true }, { label: 'Visitors', value: (row) => number(row.visitors), numeric: true }]} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable
                title="Referrers"
                rows={report.data.referrers}
                empty="No visits began here."
                columns={[{ label: 'Source', value: (row) => row.source }, { label: 'Visitors', value: (row) => number(row.visitors), numeric: true }, { label: 'Delete', value: (row) => <DeleteCounts period={period} only={{ kind: 'referrer', key: row.source }} />, numeric: true }]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable title="Entry pages" rows={report.data.entries} empty="No visits began here." columns={[{ label: 'Page', value: (row) => row.path }, { label: 'Visitors', value: (row) => number(row.visitors), numeric: true }]} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable
                title="UTM campaigns"
                rows={report.data.campaigns}
                empty="No tagged links were followed."
                columns={[{ label: 'Source', value: (row) => row.source || '—' }, { label: 'Medium', value: (row) => row.medium || '—' }, { label: 'Campaign', value: (row) => row.campaign || '—' }, { label: 'Visitors', value: (row) => number(row.visitors), numeric: true }]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable
                title="Devices and browsers"
                rows={[...report.data.devices.map((row) => ({ name: row.device, visitors: row.visitors })), ...report.data.browsers.map((row) => ({ name: row.browser, visitors: row.visitors }))]}
                empty="No visits began here."
                columns={[{ label: 'Device or browser', value: (row) => row.name }, { label: 'Visitors', value: (row) => number(row.visitors), numeric: true }]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable title="Newsletter sign-ups by page" rows={report.data.signups} empty="No sign-ups counted in this period." columns={[{ label: 'Page', value: (row) => row.path }, { label: 'Sign-ups', value: (row) => number(row.signups), numeric: true }]} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CountTable title="Comments by post" rows={report.data.comments} empty="No comments approved in this period." columns={[{ label: 'Post', value: (row) => row.title }, { label: 'Comments', value: (row) => number(row.comments), numeric: true }]} />
            </Grid>
          </Grid>
          {report.data.totals.views > 0 && <DeleteCounts period={period} />}
        </Stack>
      )}
    </Screen>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" role="figure" aria-label={label}>
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h4" component="p">
          {number(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}
