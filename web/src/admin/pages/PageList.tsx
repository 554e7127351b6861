import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button as MuiButton, Card, InputAdornment, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Title, useGetList } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import { formatDay } from '../common/dates.ts';
import type { SamplePage } from '../dataProvider/samplePages.ts';
import { PostStatusBadge } from '../posts/PostStatusBadge.tsx';
import { PageRowMenu } from './PageRowMenu.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';

const matches = (page: SamplePage, query: string, status: string) =>
  (!query || `${page.title} ${page.slug}`.toLowerCase().includes(query.toLowerCase())) && (status === 'all' || page.status === status);

/** Static pages from the built-in sample data. */
export function PageList() {
  const { data, isPending } = useGetList<SamplePage>('pages', { pagination: { page: 1, perPage: 100 }, sort: { field: 'title', order: 'ASC' } });
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('all');
  const pages = (data ?? []).filter((page) => matches(page, query, status));
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Pages" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Pages
        </Typography>
        <LinkButton to="/pages/editor" variant="contained" startIcon={<AddIcon />}>
          New Page
        </LinkButton>
      </Stack>
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search pages..."
            size="small"
            variant="outlined"
            slotProps={{ htmlInput: { 'aria-label': 'Search pages' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
          />
          <TextField select value={status} onChange={(event) => setStatus(event.target.value)} size="small" variant="outlined" label="Status" sx={{ minWidth: 160 }}>
            <MenuItem value="all">All Status</MenuItem>
            <MenuItem value="Published">Published</MenuItem>
            <MenuItem value="Draft">Draft</MenuItem>
          </TextField>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table aria-label="Pages">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={WIDE_ONLY}>Last Updated</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending ? (
                <TableRow>
                  <TableCell colSpan={4}>Loading pages...</TableCell>
                </TableRow>
              ) : pages.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>No pages found</TableCell>
                </TableRow>
              ) : (
                pages.map((page) => (
                  <TableRow key={page.id} hover>
                    <TableCell>
                      <Link to={`/pages/editor/${page.id}`} sx={{ fontWeight: 600 }}>
                        {page.title}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        /{page.slug}
                      </Typography>
                      <PhoneDetails>Last updated {formatDay(page.lastUpdated)}</PhoneDetails>
                    </TableCell>
                    <TableCell>
                      <PostStatusBadge status={page.status.toLowerCase()} />
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{formatDay(page.lastUpdated)}</TableCell>
                    <TableCell align="right">
                      <PageRowMenu page={page} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 2 }}>
          <MuiButton size="small" disabled>
            Previous
          </MuiButton>
          <MuiButton size="small" disabled>
            Next
          </MuiButton>
        </Stack>
      </Card>
    </Box>
  );
}
