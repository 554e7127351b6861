import ArticleIcon from '@mui/icons-material/Article';
import ChatIcon from '@mui/icons-material/Chat';
import PeopleIcon from '@mui/icons-material/People';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useGetList } from 'react-admin';
import { StatCard } from './StatCard.tsx';

/** Placeholder figures: only the post count comes from the server. */
export const PLACEHOLDER_STATS = { pageViews: 12845, users: 248, comments: 156 } as const;

export function StatCards() {
  const { total } = useGetList('posts', { pagination: { page: 1, perPage: 1 } });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <StatCard title="Page Views" value={PLACEHOLDER_STATS.pageViews} icon={<VisibilityIcon />} />
      <StatCard title="Total Users" value={PLACEHOLDER_STATS.users} icon={<PeopleIcon />} />
      <StatCard title="Total Posts" value={total} icon={<ArticleIcon />} />
      <StatCard title="Comments" value={PLACEHOLDER_STATS.comments} icon={<ChatIcon />} />
    </Stack>
  );
}
