import { Button, Card, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { DataTable, ListBase, Pagination, useDataProvider, useListContext, useRefresh } from 'react-admin';
import type { ModeratedComment } from '../../../../codegen/hey-api/types.gen.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { formatDayTime } from '../common/dates.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { problemDetail, useToast } from '../common/useToast.tsx';

const COMMENTS_PER_PAGE = 25;
const STATUS_LABELS = { held: 'Held', reported: 'Reported', approved: 'Approved', rejected: 'Rejected', spam: 'Spam' } as const;
type Status = keyof typeof STATUS_LABELS;

/** Which comments the list shows: the queue (held) unless another status is chosen. */
function StatusFilter() {
  const { filterValues, setFilters } = useListContext<ModeratedComment>();
  return (
    <TextField select size="small" label="Status" value={(filterValues.status as Status | undefined) ?? 'held'} onChange={(event) => setFilters({ status: event.target.value }, {})} sx={{ minWidth: 180 }}>
      {Object.entries(STATUS_LABELS).map(([status, label]) => (
        <MenuItem key={status} value={status}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Act = 'approve' | 'reject' | 'spam' | 'block';
const DONE: Record<Act, string> = { approve: 'Comment approved', reject: 'Comment rejected', spam: 'Comment marked as spam', block: 'Member blocked' };

/** A comment's moderation buttons; each acts at once and refreshes the list. */
function Actions({ comment }: { comment: ModeratedComment }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const { mutate, isPending } = useMutation({
    mutationFn: (act: Act) => (act === 'block' ? dataProvider.blockCommentAuthor('comments', { id: comment.id }) : dataProvider.moderateComment('comments', { id: comment.id, action: act })),
    onSuccess: (_data, act) => {
      toast.success(DONE[act]);
      refresh();
    },
    onError: (error) => toast.error(problemDetail(error)),
  });
  const button = (act: Act, label: string) => (
    <Button size="small" disabled={isPending} onClick={() => mutate(act)} aria-label={`${label}: comment by ${comment.author}`}>
      {label}
    </Button>
  );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {comment.status !== 'approved' && button('approve', 'Approve')}
      {comment.status !== 'rejected' && button('reject', 'Reject')}
      {comment.status !== 'spam' && button('spam', 'Spam')}
      {button('block', 'Block')}
    </Stack>
  );
}

/** Where the comment is: its post, or the static page it is on (named as such). */
function CommentPlace({ comment }: { comment: ModeratedComment }) {
  if (comment.pageId !== undefined) return comment.pageSlug ? <>Page <a href={`/${comment.pageSlug}`}>{comment.pageSlug}</a></> : <>—</>;
  return comment.postSlug ? <a href={`/blog/${comment.postSlug}`}>{comment.postSlug}</a> : <>—</>;
}

/** The comment's text as typed (React escapes it), cut short in the table. */
const excerpt = (text: string) => (text.length > 280 ? `${text.slice(0, 280)}…` : text);

/** Comments: the moderation queue (held comments, oldest first; those members' reports hid under Reported) with approve, reject, spam and block. */
export function CommentList() {
  return (
    <ListBase resource="comments" perPage={COMMENTS_PER_PAGE} sort={{ field: 'createdAt', order: 'ASC' }} filterDefaultValues={{ status: 'held' }} disableSyncWithLocation>
      <ScreenHeading title="Comments" />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <StatusFilter />
      </Stack>
      <Card>
        <ListTable label="Comments" loading="Loading comments..." empty={<EmptyState message="No comments here" />}>
          <DataTable.Col<ModeratedComment>
            label="Comment"
            disableSort
            render={(comment) => (
              <>
                <Typography component="span" sx={{ whiteSpace: 'pre-wrap', display: 'block' }}>
                  {excerpt(comment.text)}
                </Typography>
                <PhoneDetails>
                  {comment.author} · {formatDayTime(comment.createdAt)}
                </PhoneDetails>
              </>
            )}
          />
          <DataTable.Col<ModeratedComment> label="Reports" disableSort align="right" render={(comment) => comment.reports} />
          <DataTable.Col<ModeratedComment> label="Author" disableSort sx={WIDE_ONLY} render={(comment) => comment.author} />
          <DataTable.Col<ModeratedComment> label="On" disableSort sx={WIDE_ONLY} render={(comment) => <CommentPlace comment={comment} />} />
          <DataTable.Col<ModeratedComment> source="createdAt" label="Posted" sx={WIDE_ONLY} render={(comment) => formatDayTime(comment.createdAt)} />
          <DataTable.Col<ModeratedComment> label="Actions" align="right" disableSort render={(comment) => <Actions comment={comment} />} />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
    </ListBase>
  );
}
