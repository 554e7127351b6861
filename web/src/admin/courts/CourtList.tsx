import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import type { Court } from '../../../../codegen/hey-api/types.gen.ts';
import { editDeleteColumn, nameColumn } from '../common/columns.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { useRecordDialog } from '../common/FormDialog.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { Can } from '../common/RoleGate.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { CourtDialog } from './CourtDialog.tsx';
import { CourtImportDialog } from './CourtImportDialog.tsx';
import { WIDE_ONLY } from '../common/responsive.tsx';

const COURTS_PER_PAGE = 25;

const place = (court: Court) => `${court.city}, ${court.state} ${court.zip}`;
const accessLabel = (court: Court) => (court.access === 'public' ? 'Public' : 'Private');
const courtCount = (court: Court) =>
  [court.indoorCourts > 0 && `${court.indoorCourts} indoor`, court.outdoorCourts > 0 && `${court.outdoorCourts} outdoor`].filter(Boolean).join(', ');

/** No court at all (with a button to add the first), or none matching the search. */
function CourtEmpty({ onCreate }: { onCreate: () => void }) {
  const { filterValues } = useListContext<Court>();
  const query = filterValues.q as string | undefined;
  return query ? <EmptyState message={`No courts found matching "${query}"`} /> : <EmptyState message="No courts found" createLabel="Add Your First Court" onCreate={onCreate} creates="courts.create" />;
}

function CourtTable({ onEdit, onCreate }: { onEdit: (record: Court) => void; onCreate: () => void }) {
  return (
    <ListTable
      label="Courts"
      loading="Loading courts..."
      empty={<CourtEmpty onCreate={onCreate} />}
      bulkDelete={{ noun: 'court', plural: 'courts', rowName: (court) => String(court.name) }}
    >
      {nameColumn<Court>((court) => `${place(court)} · ${courtCount(court)} · ${accessLabel(court)}`, 'courts')}
      <DataTable.Col<Court> source="city" label="City" sx={WIDE_ONLY} render={place} />
      <DataTable.Col<Court> label="Courts" sx={WIDE_ONLY} disableSort render={courtCount} />
      <DataTable.Col<Court> source="access" label="Access" sx={WIDE_ONLY} render={accessLabel} />
      {editDeleteColumn<Court>('courts', 'court', onEdit)}
    </ListTable>
  );
}

/** Courts: the directory the landing's Court Finder searches; search, add, edit, delete, import a CSV. */
export function CourtList() {
  const { dialog, openNew, openEdit } = useRecordDialog();
  const [importing, setImporting] = useState(false);
  return (
    <ListBase resource="courts" perPage={COURTS_PER_PAGE} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Courts" createLabel="New Court" onCreate={openNew} creates="courts.create" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <ListSearch placeholder="Search courts by name or city..." label="Search courts" sx={{ width: '100%', maxWidth: 360 }} />
        <Can operation="courts.import">
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        </Can>
      </Stack>
      <Card>
        <CourtTable onEdit={openEdit} onCreate={openNew} />
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <CourtDialog {...dialog} />
      <CourtImportDialog open={importing} onClose={() => setImporting(false)} />
    </ListBase>
  );
}
