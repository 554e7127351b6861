import { Box, Card, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataTable, Link, ListBase, Pagination, useListContext } from 'react-admin';
import type { StaticPage } from '../../../../codegen/hey-api/types.gen.ts';
import { formatDay } from '../common/dates.ts';
import { ListSearch } from '../common/ListSearch.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { PostStatusBadge } from '../posts/PostStatusBadge.tsx';
import { PageRowMenu } from './PageRowMenu.tsx';
import { SampleChip } from '../common/SampleChip.tsx';

const PAGES_PER_PAGE = 10;
const STATUS = { all: undefined, Published: true, Draft: false } as const;
type StatusChoice = keyof typeof STATUS;

/** All Status, Published or Draft: the server filters on `isPublished`. */
function StatusMenu() {
  const { filterValues, setFilters } = useListContext();
  const current = (Object.keys(STATUS) as StatusChoice[]).find((key) => STATUS[key] === filterValues.isPublished) ?? 'all';
  return (
    <TextField
      select
      value={current}
      onChange={(event) => {
        const { isPublished: _status, ...rest } = filterValues as Record<string, unknown>;
        const next = STATUS[event.target.value as StatusChoice];
        setFilters(next === undefined ? rest : { ...rest, isPublished: next }, undefined, false);
      }}
      size="small"
      variant="outlined"
      label="Status"
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="all">All Status</MenuItem>
      <MenuItem value="Published">Published</MenuItem>
      <MenuItem value="Draft">Draft</MenuItem>
    </TextField>
  );
}

const status = (page: StaticPage) => (page.isPublished ? 'published' : 'draft');

function PageTable() {
  return (
    <ListTable label="Pages" loading={<Typography sx={{ p: 3 }}>Loading pages...</Typography>} empty={<Typography sx={{ p: 3, textAlign: 'center' }}>No pages found</Typography>}>
      <DataTable.Col<StaticPage>
        source="title"
        label="Title"
        render={(page) => (
          <>
            <Link to={`/pages/${page.id}`} sx={{ fontWeight: 600 }}>
              {page.title}
            </Link>
            <SampleChip kind="pages" id={page.id} />
            <Typography variant="body2" color="text.secondary">
              /{page.slug}
            </Typography>
            <PhoneDetails>Last updated {formatDay(page.updatedAt)}</PhoneDetails>
          </>
        )}
      />
      <DataTable.Col<StaticPage> source="isPublished" label="Status" render={(page) => <PostStatusBadge status={status(page)} />} />
      <DataTable.Col<StaticPage> source="updatedAt" label="Last Updated" sx={WIDE_ONLY} render={(page) => formatDay(page.updatedAt)} />
      <DataTable.Col<StaticPage> label="Actions" align="right" disableSort render={(page) => <PageRowMenu page={page} />} />
    </ListTable>
  );
}

/** Static pages: search, status, View/Edit/Duplicate/Delete per row, ten to a page. */
export function PageList() {
  return (
    <ListBase resource="pages" perPage={PAGES_PER_PAGE} sort={{ field: 'updatedAt', order: 'DESC' }} disableSyncWithLocation>
      <Box>
        <ScreenHeading title="Pages" createLabel="New Page" createTo="/pages/create" creates="pages.create" />
        <Card>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
            <ListSearch placeholder="Search pages..." label="Search pages" />
            <StatusMenu />
          </Stack>
          <PageTable />
          <Pagination rowsPerPageOptions={[]} />
        </Card>
      </Box>
    </ListBase>
  );
}
