import ArticleIcon from '@mui/icons-material/Article';
import ChatIcon from '@mui/icons-material/Chat';
import PeopleIcon from '@mui/icons-material/People';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { StatCard } from './StatCard.tsx';

/** Total Users: the number of staff accounts; no card while the server cannot count them. */
function StaffCard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isError } = useQuery({ queryKey: ['dashboard', 'staffCount'], queryFn: () => dataProvider.staffCount('staff'), retry: false });
  if (isError) return null;
  return <StatCard title="Total Users" value={data?.data} icon={<PeopleIcon />} />;
}

/** The change from the period before, as the note under Page Views. */
export function viewsChange(views: number, previousViews: number): string {
  if (previousViews === 0) return views === 0 ? 'None in the 30 days before either' : 'None in the 30 days before';
  const percent = Math.round(((views - previousViews) / previousViews) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% on the 30 days before`;
}

/** Page Views: the last 30 days as counted, for those who may read the analytics (admins). */
function PageViewsCard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isError } = useQuery({ queryKey: ['dashboard', 'pageViews'], queryFn: () => dataProvider.analyticsSummary('analytics', { days: 30 }), retry: false });
  if (isError) return null;
  const summary = data?.data;
  return <StatCard title="Page Views" value={summary?.views} note={summary ? viewsChange(summary.views, summary.previousViews) : undefined} icon={<VisibilityIcon />} />;
}

/** Comments: the approved ones, with those waiting for a moderator beside them. */
function CommentsCard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isError } = useQuery({ queryKey: ['dashboard', 'commentCounts'], queryFn: () => dataProvider.commentCounts('comments'), retry: false });
  if (isError) return null;
  const counts = data?.data;
  return <StatCard title="Comments" value={counts?.approved} note={counts ? `${counts.pending.toLocaleString('en-US')} pending` : undefined} icon={<ChatIcon />} />;
}

/** Only figures the server gives: nothing is counted that the site does not count yet. */
export function StatCards() {
  const { total } = useGetList('posts', { pagination: { page: 1, perPage: 1 } });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <PageViewsCard />
      <StaffCard />
      <StatCard title="Total Posts" value={total} icon={<ArticleIcon />} />
      <CommentsCard />
    </Stack>
  );
}
