import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, CardHeader, IconButton, TableCell, TableRow } from '@mui/material';
import { Link, useGetList } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import type { PostSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { DASHBOARD_RECENT_POSTS } from '../../../../common/constants.ts';
import { formatDay } from '../common/dates.ts';
import { SmallTable } from '../common/SmallTable.tsx';
import { PostStatusBadge } from '../posts/PostStatusBadge.tsx';
import { PostTableHead } from '../posts/PostTableHead.tsx';
import { ViewPostIconButton } from '../posts/viewPost.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';

const recentQuery = { pagination: { page: 1, perPage: DASHBOARD_RECENT_POSTS }, sort: { field: 'createdAt', order: 'DESC' as const } };

/** The newest five posts with view and edit links. */
export function RecentPosts() {
  const { data, isPending } = useGetList<PostSummary>('posts', recentQuery);
  return (
    <Card sx={{ flex: '2 1 420px' }}>
      <CardHeader
        title="Recent Posts"
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <LinkButton size="small" to="/posts">
            View All
          </LinkButton>
        }
      />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        <SmallTable label="Recent Posts" isEmpty={!isPending && !data?.length} emptyText="No posts found. Create your first post." head={<PostTableHead />}>
          {(data ?? []).map((post) => (
            <TableRow key={post.id}>
              <TableCell>
                {post.title}
                <PhoneDetails>{formatDay(post.publishDate ?? post.createdAt)}</PhoneDetails>
              </TableCell>
              <TableCell>
                <PostStatusBadge status={post.publishStatus} />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDay(post.publishDate ?? post.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <ViewPostIconButton post={post} />
                <IconButton size="small" component={Link} to={`/posts/${post.id}`} aria-label={`Edit ${post.title}`}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
      </CardContent>
    </Card>
  );
}
