import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, Pagination, useListContext } from 'react-admin';
import type { Court } from '../../../../codegen/hey-api/types.gen.ts';
import { EditDeleteButtons } from '../common/EditDeleteButtons.tsx';
import type { DialogState } from '../common/FormDialog.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { CourtDialog } from './CourtDialog.tsx';
import { CourtImportDialog } from './CourtImportDialog.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';

const COURTS_PER_PAGE = 25;

const place = (court: Court) => `${court.city}, ${court.state} ${court.zip}`;
const accessLabel = (court: Court) => (court.access === 'public' ? 'Public' : 'Private');
const courtCount = (court: Court) => [court.indoorCourts > 0 && `${court.indoorCourts} indoor`, court.outdoorCourts > 0 && `${court.outdoorCourts} outdoor`].filter(Boolean).join(', ');

function CourtTable({ onEdit, onCreate }: { onEdit: (record: Court) => void; onCreate: () => void }) {
  const { data, isPending, filterValues } = useListContext<Court>();
  if (isPending) return <Typography sx={{ p: 3 }}>Loading courts...</Typography>;
  if (!data?.length) {
    const query = filterValues.q as string | undefined;
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p" gutterBottom>
          {query ? `No courts found matching "${query}"` : 'No courts found'}
        </Typography>
        {!query && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            Add Your First Court
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="Courts">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={WIDE_ONLY}>City</TableCell>
            <TableCell sx={WIDE_ONLY}>Courts</TableCell>
            <TableCell sx={WIDE_ONLY}>Access</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((court) => (
            <TableRow key={court.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>
                {court.name}
                <PhoneDetails>
                  {place(court)} · {courtCount(court)} · {accessLabel(court)}
                </PhoneDetails>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{place(court)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{courtCount(court)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{accessLabel(court)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <EditDeleteButtons resource="courts" record={court} noun="court" name={court.name} onEdit={() => onEdit(court)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Courts: the directory the landing's Court Finder searches; search, add, edit, delete, import a CSV. */
export function CourtList() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [importing, setImporting] = useState(false);
  return (
    <ListBase resource="courts" perPage={COURTS_PER_PAGE} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Courts" createLabel="New Court" onCreate={() => setDialog({ open: true })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <ListSearch placeholder="Search courts by name or city..." label="Search courts" sx={{ width: '100%', maxWidth: 360 }} />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
          Import CSV
        </Button>
      </Stack>
      <Card>
        <CourtTable onEdit={(record) => setDialog({ open: true, record })} onCreate={() => setDialog({ open: true })} />
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <CourtDialog open={dialog.open} record={dialog.open ? dialog.record : undefined} onClose={() => setDialog({ open: false })} />
      <CourtImportDialog open={importing} onClose={() => setImporting(false)} />
    </ListBase>
  );
}
