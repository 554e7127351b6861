import { Card, Chip } from '@mui/material';
import { useState } from 'react';
import { DataTable, Link, ListBase, useCreatePath } from 'react-admin';
import type { Issue } from '../../../../codegen/hey-api/types.gen.ts';
import { ListTable } from '../common/ListTable.tsx';
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

function IssueSubject({ issue }: { issue: Issue }) {
  const createPath = useCreatePath();
  return (
    <>
      <Link to={createPath({ resource: 'issues', id: issue.id, type: 'edit' })}>{issue.subject}</Link>
      <PhoneDetails>{when(issue.sentAt ?? issue.createdAt)}</PhoneDetails>
    </>
  );
}

/** Issues cannot be deleted (sent mail is history), so this list has sorting but no bulk action. */
function IssueTable() {
  return (
    <ListTable
      label="Issues"
      loading="Loading issues..."
      empty="No issues yet. Create the first one."
    >
      <DataTable.Col<Issue> source="subject" label="Subject" cellSx={() => ({ fontWeight: 600 })} render={(issue) => <IssueSubject issue={issue} />} />
      <DataTable.Col<Issue> label="Status" disableSort render={(issue) => <IssueStatusChip issue={issue} />} />
      <DataTable.Col<Issue> source="createdAt" label="Date" sx={WIDE_ONLY} render={(issue) => when(issue.sentAt ?? issue.createdAt)} />
      <DataTable.Col<Issue> label="Delivery" disableSort render={(issue) => <IssueActions issue={issue} />} />
    </ListTable>
  );
}

/** Newsletter: a new issue pre-filled from recent posts, test and real sends, and the history of issues (each opens in its editor). */
export function NewsletterScreen() {
  const [editing, setEditing] = useState(false);
  return (
    <ListBase resource="issues" perPage={50} sort={{ field: 'createdAt', order: 'DESC' }} disableSyncWithLocation>
      <ScreenHeading title="Newsletter" createLabel="New Issue" onCreate={() => setEditing(true)} creates="newsletter.createIssue" />
      {editing ? <IssueEditor onCreated={() => setEditing(false)} onCancel={() => setEditing(false)} /> : null}
      <Card>
        <IssueTable />
      </Card>
    </ListBase>
  );
}
