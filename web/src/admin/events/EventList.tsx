import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import type { Event } from '../../../../codegen/hey-api/types.gen.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useRecordDialog } from '../common/FormDialog.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { WIDE_ONLY } from '../common/responsive.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { Can } from '../common/RoleGate.tsx';
import { EventDialog } from './EventDialog.tsx';
import { EventImportDialog } from './EventImportDialog.tsx';
import { SampleChip } from '../common/SampleChip.tsx';

const EVENTS_PER_PAGE = 25;
const DAY_NAMES = { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' } as const;

/** "Tue 18:00, weekly until 2026-06-30" or "2026-04-11 09:00". */
const when = (event: Event) => {
  const time = event.start.slice(11, 16);
  if (!event.recurrence) return `${event.start.slice(0, 10)} ${time}`;
  return `${event.recurrence.days.map((day) => DAY_NAMES[day]).join(', ')} ${time}, weekly until ${event.recurrence.until}`;
};

function EventsEmpty({ onCreate }: { onCreate: () => void }) {
  const { filterValues } = useListContext<Event>();
  const query = filterValues.q as string | undefined;
  return query ? <EmptyState message={`No events found matching "${query}"`} /> : <EmptyState message="No events found" createLabel="Add Your First Event" onCreate={onCreate} creates="events.create" />;
}

/** Events: open play, clinics, leagues and tournaments; search, add, edit and import a CSV (editors publish and cancel). */
export function EventList() {
  const { dialog, openNew, openEdit } = useRecordDialog();
  const [importing, setImporting] = useState(false);
  return (
    <ListBase resource="events" perPage={EVENTS_PER_PAGE} sort={{ field: 'start', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Events" createLabel="New Event" onCreate={openNew} creates="events.create" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <ListSearch placeholder="Search events by title or slug..." label="Search events" sx={{ width: '100%', maxWidth: 360 }} />
        <Can operation="events.import">
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        </Can>
      </Stack>
      <Card>
        <ListTable label="Events" loading="Loading events..." empty={<EventsEmpty onCreate={openNew} />}>
          <DataTable.Col<Event>
            source="title"
            label="Event"
            cellSx={() => ({ fontWeight: 600 })}
            render={(event) => (
              <>
                {event.title}
                <SampleChip kind="events" id={event.id} />
              </>
            )}
          />
          <DataTable.Col<Event> source="kind" label="Kind" sx={WIDE_ONLY} />
          <DataTable.Col<Event> source="start" label="When" render={when} />
          <DataTable.Col<Event> source="status" label="Status" sx={WIDE_ONLY} />
          <DataTable.Col<Event> source="publication" label="Publication" render={(event) => (event.publication === 'published' ? 'Published' : 'Draft')} />
          <DataTable.Col<Event>
            label="Actions"
            align="right"
            disableSort
            render={(event) => (
              <IconButton aria-label={`Edit ${event.title}`} onClick={() => openEdit(event)}>
                <EditIcon fontSize="small" />
              </IconButton>
            )}
          />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <EventDialog {...dialog} />
      <EventImportDialog open={importing} onClose={() => setImporting(false)} />
    </ListBase>
  );
}
