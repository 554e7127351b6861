import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button, Card, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataTable, ListBase, useGetList, useListContext } from 'react-admin';
import type { NewsletterExportSubscribersData, Subscriber } from '../../../../codegen/hey-api/types.gen.ts';
import { DeleteWithConfirm } from '../common/DeleteWithConfirm.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { apiUrl } from '../dataProvider/apiUrl.ts';
import { Can } from '../common/RoleGate.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { AddSubscriberDialog } from './AddSubscriberDialog.tsx';
import { ImportSubscribersDialog } from './ImportSubscribersDialog.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';
import { capitalise } from '../common/capitalise.ts';

const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
const STATUS_COLOURS = { pending: 'warning', confirmed: 'success', unsubscribed: 'default' } as const;
/** How a subscriber came onto the list, shown under their address (the form needs no mention). */
/** The confirmed list as CSV (a download: the browser keeps the session cookie). */
const SUBSCRIBERS_CSV_URL = apiUrl<NewsletterExportSubscribersData>('/api/newsletter/subscribers.csv');

const SOURCE_LABELS = { signup: null, staff: 'Added by staff', import: 'Imported' } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : '—');

/** How many subscribers have one status (a one-row list: the total comes from Content-Range). */
function StatusCount({ status }: { status: (typeof STATUSES)[number] }) {
  const { total } = useGetList<Subscriber>('subscribers', { filter: { status }, pagination: { page: 1, perPage: 1 } });
  return <Chip label={`${capitalise(status)}: ${total ?? '…'}`} color={STATUS_COLOURS[status]} variant="outlined" />;
}

function StatusCounts() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
      {STATUSES.map((status) => (
        <StatusCount key={status} status={status} />
      ))}
    </Stack>
  );
}

function Filters() {
  const { filterValues, setFilters } = useListContext<Subscriber>();
  const values = filterValues as { q?: string; status?: string };
  const set = (key: 'q' | 'status', value: string) => {
    const next: Record<string, string> = { ...values };
    if (value) next[key] = value;
    else delete next[key];
    setFilters(next, {});
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
      <TextField size="small" label="Search subscribers..." value={values.q ?? ''} onChange={(event) => set('q', event.target.value)} />
      <TextField select size="small" label="Status" value={values.status ?? ''} onChange={(event) => set('status', event.target.value)} sx={{ minWidth: 180 }}>
        <MenuItem value="">All Status</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {capitalise(status)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function EmailCell({ subscriber }: { subscriber: Subscriber }) {
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {subscriber.email}
      </Typography>
      {SOURCE_LABELS[subscriber.source] ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'normal' }}>
          {SOURCE_LABELS[subscriber.source]}
          {subscriber.consentNote ? `: ${subscriber.consentNote}` : ''}
        </Typography>
      ) : null}
      <PhoneDetails>Signed up {when(subscriber.createdAt)}</PhoneDetails>
    </>
  );
}

function SubscriberTable() {
  return (
    <ListTable
      label="Subscribers"
      loading="Loading subscribers..."
      empty="No subscribers found"
      bulkDelete={{ noun: 'subscriber', plural: 'subscribers', rowName: (subscriber) => String(subscriber.email) }}
    >
      <DataTable.Col<Subscriber> source="email" label="Email" cellSx={() => ({ wordBreak: 'break-all' })} render={(subscriber) => <EmailCell subscriber={subscriber} />} />
      <DataTable.Col<Subscriber>
        source="status"
        label="Status"
        render={(subscriber) => <Chip size="small" label={capitalise(subscriber.status)} color={STATUS_COLOURS[subscriber.status]} />}
      />
      <DataTable.Col<Subscriber> source="createdAt" label="Signed up" sx={WIDE_ONLY} render={(subscriber) => when(subscriber.createdAt)} />
      <DataTable.Col<Subscriber> source="confirmedAt" label="Confirmed" sx={WIDE_ONLY} render={(subscriber) => when(subscriber.confirmedAt)} />
      <DataTable.Col<Subscriber>
        label="Actions"
        align="right"
        disableSort
        render={(subscriber) => <DeleteWithConfirm resource="subscribers" record={subscriber} noun="subscriber" iconLabel={`Delete ${subscriber.email}`} />}
      />
    </ListTable>
  );
}

/**
 * Subscribers: counts by status, search and status filter, erasure with confirmation, readers
 * added by hand or imported from another platform, and the CSV export of the confirmed list.
 */
export function SubscriberList() {
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  return (
    <ListBase resource="subscribers" perPage={1000} sort={{ field: 'createdAt', order: 'DESC' }} disableSyncWithLocation>
      <ScreenHeading title="Subscribers" createLabel="Add Subscriber" onCreate={() => setDialog('add')} creates="newsletter.addSubscriber">
        <Can operation="newsletter.importSubscribers">
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
            Import CSV
          </Button>
        </Can>
        <Can operation="newsletter.exportSubscribers">
          <Button variant="outlined" startIcon={<DownloadIcon />} href={SUBSCRIBERS_CSV_URL} download="subscribers.csv">
            Export CSV
          </Button>
        </Can>
      </ScreenHeading>
      <AddSubscriberDialog open={dialog === 'add'} onClose={() => setDialog(null)} />
      <ImportSubscribersDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
      <StatusCounts />
      <Card>
        <Filters />
        <SubscriberTable />
      </Card>
    </ListBase>
  );
}
