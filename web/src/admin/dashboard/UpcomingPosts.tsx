import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import type { PostSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { DASHBOARD_UPCOMING_POSTS } from '../../../../common/constants.ts';
import { formatDay } from '../common/dates.ts';

const scheduledQuery = {
  pagination: { page: 1, perPage: 50 },
  sort: { field: 'publishDate', order: 'ASC' as const },
  filter: { publishStatus: 'scheduled' },
};

/** Scheduled posts whose date is still ahead, soonest first, at most three. */
export function upcoming(posts: PostSummary[], now = Date.now()): PostSummary[] {
  return posts
    .filter((post) => post.publishDate && new Date(post.publishDate).getTime() > now)
    .slice(0, DASHBOARD_UPCOMING_POSTS);
}

export function UpcomingPosts() {
  const { data, isPending } = useGetList<PostSummary>('posts', scheduledQuery);
  const posts = upcoming(data ?? []);
  return (
    <Card sx={{ flex: '1 1 260px' }}>
      <CardHeader title="Upcoming Posts" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? null : posts.length === 0 ? (
          <>
            <Typography>No scheduled posts</Typography>
            <Typography variant="body2" color="text.secondary">
              Any posts you schedule will appear here
            </Typography>
          </>
        ) : (
          <List dense disablePadding>
            {posts.map((post) => (
              <ListItem key={post.id} disableGutters secondaryAction={<LinkButton size="small" to={`/posts/${post.id}`}>Edit</LinkButton>}>
                <ListItemText primary={post.title} secondary={`Scheduled for ${formatDay(post.publishDate)}`} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
