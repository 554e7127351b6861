import { Box, Skeleton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link, useListContext } from 'react-admin';
import type { PostSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { postDateText } from './postDate.ts';
import { PostRowMenu } from './PostRowMenu.tsx';
import { PostStatusBadge } from './PostStatusBadge.tsx';
import { PostTableHead } from './PostTableHead.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';

const SKELETON_ROWS = 5;
const DATE_COLUMN = 2;
export const LOAD_ERROR_TEXT = 'Failed to load posts. Please try again later.';

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <TableRow key={row} data-testid="skeleton-row">
      {[0, 1, 2, 3].map((cell) => (
        <TableCell key={cell} sx={cell === DATE_COLUMN ? WIDE_ONLY : undefined}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function PostRow({ post }: { post: PostSummary }) {
  return (
    <TableRow hover>
      <TableCell>
        <Link to={`/posts/${post.id}`} sx={{ fontWeight: 600 }}>
          {post.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          /{post.slug}
        </Typography>
        <PhoneDetails>{postDateText(post)}</PhoneDetails>
      </TableCell>
      <TableCell>
        <PostStatusBadge status={post.publishStatus} />
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{postDateText(post)}</TableCell>
      <TableCell align="right">
        <PostRowMenu post={post} />
      </TableCell>
    </TableRow>
  );
}

/** The posts table: five skeleton rows while loading, the error text, "No posts found" for an empty search. */
export function PostTable() {
  const { data, isPending, error } = useListContext<PostSummary>();
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ p: 3 }}>
        {LOAD_ERROR_TEXT}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="Blog Posts">
        <PostTableHead />
        <TableBody>
          {isPending ? <SkeletonRows /> : data?.map((post) => <PostRow key={post.id} post={post} />)}
          {!isPending && !data?.length ? (
            <TableRow>
              <TableCell colSpan={4} align="center">
                No posts found
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}
