import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import { Can } from '../common/RoleGate.tsx';
import { POSTS_PAGE_SIZE } from '../../../../common/constants.ts';
import { POSTS_DEFAULT_SORT } from './firstPage.ts';
import { PostEmpty } from './PostEmpty.tsx';
import { PostPagination } from './PostPagination.tsx';
import { LOAD_ERROR_TEXT, PostTable } from './PostTable.tsx';
import { STATUS_CHOICES } from './statusChoices.ts';

const postFilters = [
  <SearchInput key="q" source="q" placeholder="Search posts..." alwaysOn aria-label="Search posts" />,
  <SelectInput key="status" source="publishStatus" label="Status" choices={STATUS_CHOICES} emptyText="All Status" alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <Typography component="h1" sx={visuallyHidden}>
      Blog Posts
    </Typography>
    <Can operation="posts.create">
      <LinkButton to="/posts/new" variant="contained" startIcon={<AddIcon />}>
        New Post
      </LinkButton>
    </Can>
  </TopToolbar>
);

const LoadError = () => (
  <Typography role="alert" color="error" sx={{ p: 3 }}>
    {LOAD_ERROR_TEXT}
  </Typography>
);

/** "Blog Posts": search, status filter and paging run on the server (10 a page). */
export function PostList() {
  return (
    <List
      title="Blog Posts"
      filters={postFilters}
      actions={<ListActions />}
      perPage={POSTS_PAGE_SIZE}
      sort={POSTS_DEFAULT_SORT}
      pagination={<PostPagination />}
      empty={<PostEmpty />}
      error={<LoadError />}
    >
      <PostTable />
    </List>
  );
}
