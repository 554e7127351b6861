import AddIcon from '@mui/icons-material/Add';
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import { RecentPosts } from './RecentPosts.tsx';
import { StatCards } from './StatCards.tsx';
import { TaxonomyCountCard } from './TaxonomyCountCard.tsx';
import { UpcomingPosts } from './UpcomingPosts.tsx';

export function Dashboard() {
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Dashboard
        </Typography>
        <LinkButton to="/posts/create" variant="contained" startIcon={<AddIcon />}>
          New Post
        </LinkButton>
      </Stack>
      <StatCards />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <RecentPosts />
        <UpcomingPosts />
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TaxonomyCountCard resource="categories" title="Categories" linkLabel="Manage Categories" />
        <TaxonomyCountCard resource="tags" title="Tags" linkLabel="Manage Tags" />
      </Stack>
    </Stack>
  );
}
