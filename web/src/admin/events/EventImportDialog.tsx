import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { CsvFilePicker } from '../common/CsvFilePicker.tsx';
import { ImportDialog, RefusedRowsReport } from '../common/ImportDialog.tsx';
import { useCsvImport } from '../common/useCsvImport.ts';
import { eventCsvTemplate } from '../../../../common/eventCsvTemplate.ts';
import type { EventDataProvider } from './eventDataProvider.ts';

/**
 * "Import CSV" for events: a template to fill in, then the file; the server checks every row and
 * adds them all as drafts, or none and this dialog lists each bad row by line number and reason.
 */
export function EventImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<EventDataProvider>();
  const importer = useCsvImport({
    send: async (csv) => (await dataProvider.importEvents('events', { csv })).data,
    importedText: (report) => `Imported ${report.imported} ${report.imported === 1 ? 'event' : 'events'} as drafts`,
    plural: 'events',
    onClose,
  });
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(eventCsvTemplate(new Date()))}`, []);
  const { outcome } = importer;

  return (
    <ImportDialog open={open} title="Import Events from CSV" onClose={importer.close} ready={importer.file !== null} pending={importer.pending} onImport={importer.importAndClose}>
      <Typography variant="body2" gutterBottom>
        One header row with the column names, then one event per row. Start and end are local times in the site's time zone (2026-12-01T18:00); days (e.g. tu th) and until make a
        weekly series; cost is in US dollars; the description is plain text. Each row needs a court id or an address. Imported events are drafts. If any row is bad,
        nothing is imported.
      </Typography>
      <Button href={template} download="events-template.csv" startIcon={<DownloadIcon />} sx={{ mt: 1, mr: 1 }}>
        Download template
      </Button>
      <CsvFilePicker file={importer.file} sx={{ mt: 1 }} onChange={importer.choose} />
      {outcome && !outcome.ok && <RefusedRowsReport error={outcome.error} />}
    </ImportDialog>
  );
}
