import { Box, Card, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, ListBase, useCreatePath, useListContext } from 'react-admin';
import type { Issue } from '../../../../codegen/hey-api/types.gen.ts';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { IssueActions, useLiveIssue } from './IssueActions.tsx';
import { IssueEditor } from './IssueEditor.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';
import { capitalise } from '../common/capitalise.ts';

const STATUS_COLOURS = { draft: 'warning', sending: 'info', sent: 'success' } as const;

/** The status as it is now, so "Sending" turns to "Sent" without a reload. */
function IssueStatusChip({ issue }: { issue: Issue }) {
  const { status } = useLiveIssue(issue);
  return <Chip size="small" label={capitalise(status)} color={STATUS_COLOURS[status]} />;
}
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) : '—');

function IssueTable() {
  const { data, isPending } = useListContext<Issue>();
  const createPath = useCreatePath();
  if (isPending) return <Typography sx={{ p: 3 }}>Loading issues...</Typography>;
  if (!data?.length) return <Typography sx={{ p: 3 }}>No issues yet. Create the first one.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="Issues">
        <TableHead>
          <TableRow>
            <TableCell>Subject</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={WIDE_ONLY}>Date</TableCell>
            <TableCell>Delivery</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((issue) => (
            <TableRow key={issue.id}>
              <TableCell sx={{ fontWeight: 600 }}>
                <Link to={createPath({ resource: 'issues', id: issue.id, type: 'edit' })}>{issue.subject}</Link>
                <PhoneDetails>{when(issue.sentAt ?? issue.createdAt)}</PhoneDetails>
              </TableCell>
              <TableCell>
                <IssueStatusChip issue={issue} />
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{when(issue.sentAt ?? issue.createdAt)}</TableCell>
              <TableCell>
                <IssueActions issue={issue} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Newsletter: a new issue pre-filled from recent posts, test and real sends, and the history of issues (each opens in its editor). */
export function NewsletterScreen() {
  const [editing, setEditing] = useState(false);
  return (
    <ListBase resource="issues" perPage={50} sort={{ field: 'createdAt', order: 'DESC' }} disableSyncWithLocation>
      <ScreenHeading title="Newsletter" createLabel="New Issue" onCreate={() => setEditing(true)} />
      {editing ? <IssueEditor onCreated={() => setEditing(false)} onCancel={() => setEditing(false)} /> : null}
      <Card>
        <IssueTable />
      </Card>
    </ListBase>
  );
}
