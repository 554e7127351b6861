import AddIcon from '@mui/icons-material/Add';
import { Card, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { ListBase, Title, useListContext } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import { ListChoiceFilter } from '../common/ListChoiceFilter.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { Can } from '../common/RoleGate.tsx';
import { POSTS_PAGE_SIZE } from '../../../../common/constants.ts';
import { POSTS_DEFAULT_SORT } from './firstPage.ts';
import { PostEmpty } from './PostEmpty.tsx';
import { PostPagination } from './PostPagination.tsx';
import { PostTable } from './PostTable.tsx';
import { STATUS_CHOICES } from './statusChoices.ts';

const TITLE = 'Blog Posts';

/** The table, or the invitation to write the first post when there is none at all (not merely none found). */
function PostListBody() {
  const { isPending, error, total, filterValues } = useListContext();
  if (!isPending && !error && total === 0 && Object.keys(filterValues).length === 0) return <PostEmpty />;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ListSearch placeholder="Search posts..." label="Search posts" sx={{ width: '100%', maxWidth: 360 }} />
        <ListChoiceFilter source="publishStatus" label="Status" allLabel="All Status" choices={STATUS_CHOICES} />
      </Stack>
      <Card>
        <PostTable />
      </Card>
      <PostPagination />
    </>
  );
}

/**
 * "Blog Posts": search, status filter and paging run on the server (10 a page). Built on ListBase,
 * as the other lists are: react-admin's List would bring its filter form (react-hook-form) into
 * the back office's first load.
 */
export function PostList() {
  return (
    <ListBase perPage={POSTS_PAGE_SIZE} sort={POSTS_DEFAULT_SORT}>
      <Title title={TITLE} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', py: 1 }}>
        <Typography component="h1" sx={visuallyHidden}>
          {TITLE}
        </Typography>
        <Can operation="posts.create">
          <LinkButton to="/posts/new" variant="contained" startIcon={<AddIcon />}>
            New Post
          </LinkButton>
        </Can>
      </Stack>
      <PostListBody />
    </ListBase>
  );
}
