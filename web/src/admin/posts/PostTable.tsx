import { Typography } from '@mui/material';
import { DataTable, Link, useListContext } from 'react-admin';
import type { PostSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { ListTable, MessageRow, PlainTable, SkeletonRows } from '../common/ListTable.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';
import { postDateText } from './postDate.ts';
import { useCanEditPost } from '../users/useCanWrite.ts';
import { PostRowMenu } from './PostRowMenu.tsx';
import { PostStatusBadge } from './PostStatusBadge.tsx';
import { POST_COLUMNS } from './PostTableHead.tsx';
import { SampleChip } from '../common/SampleChip.tsx';

export const LOAD_ERROR_TEXT = 'Failed to load posts. Please try again later.';
const LABEL = 'Blog Posts';

function TitleCell({ post }: { post: PostSummary }) {
  const canEdit = useCanEditPost()(post);
  return (
    <>
      {canEdit ? (
        <Link to={`/posts/${post.id}`} sx={{ fontWeight: 600 }}>
          {post.title}
        </Link>
      ) : (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {post.title}
        </Typography>
      )}
      <SampleChip kind="posts" id={post.id} />
      <Typography variant="body2" color="text.secondary">
        /{post.slug}
      </Typography>
      <PhoneDetails>{postDateText(post)}</PhoneDetails>
    </>
  );
}

/**
 * The posts table: five skeleton rows while loading, the error text, "No posts found" for an empty
 * search; sortable by title, status and date; selected posts can be deleted together.
 */
export function PostTable() {
  const { error } = useListContext<PostSummary>();
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ p: 3 }}>
        {LOAD_ERROR_TEXT}
      </Typography>
    );
  }
  return (
    <ListTable
      label={LABEL}
      loading={
        <PlainTable label={LABEL} columns={POST_COLUMNS}>
          <SkeletonRows columns={POST_COLUMNS} />
        </PlainTable>
      }
      empty={
        <PlainTable label={LABEL} columns={POST_COLUMNS}>
          <MessageRow columns={POST_COLUMNS}>No posts found</MessageRow>
        </PlainTable>
      }
      bulkDelete={{ noun: 'post', plural: 'posts', rowName: (post) => String(post.title) }}
    >
      <DataTable.Col<PostSummary> source="title" label="Title" render={(post) => <TitleCell post={post} />} />
      <DataTable.Col<PostSummary> source="publishStatus" label="Status" render={(post) => <PostStatusBadge status={post.publishStatus} />} />
      <DataTable.Col<PostSummary> source="publishDate" label="Date" sx={WIDE_ONLY} cellSx={() => ({ whiteSpace: 'nowrap' })} render={postDateText} />
      <DataTable.Col<PostSummary> label="Actions" align="right" disableSort render={(post) => <PostRowMenu post={post} />} />
    </ListTable>
  );
}
