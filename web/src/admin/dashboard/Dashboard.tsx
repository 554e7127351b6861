import { Box, Stack } from '@mui/material';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { BackupCard } from './BackupCard.tsx';
import { BylineCard } from './BylineCard.tsx';
import { RecentPosts } from './RecentPosts.tsx';
import { StatCards } from './StatCards.tsx';
import { TaxonomyCountCard } from './TaxonomyCountCard.tsx';
import { UpcomingPosts } from './UpcomingPosts.tsx';

export function Dashboard() {
  return (
    <Box>
      <ScreenHeading title="Dashboard" createLabel="New Post" createTo="/posts/create" creates="posts.create" />
      <Stack spacing={2} sx={{ pb: 2 }}>
        <BylineCard />
        <StatCards />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <RecentPosts />
          <UpcomingPosts />
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <TaxonomyCountCard resource="categories" title="Categories" linkLabel="Manage Categories" />
          <TaxonomyCountCard resource="tags" title="Tags" linkLabel="Manage Tags" />
          <BackupCard />
        </Stack>
      </Stack>
    </Box>
  );
}
