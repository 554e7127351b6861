import { Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { CsvFilePicker } from '../common/CsvFilePicker.tsx';
import { ImportDialog, RefusedRowsReport } from '../common/ImportDialog.tsx';
import { useCsvImport } from '../common/useCsvImport.ts';
import { COURT_CSV_COLUMNS } from '../../../../common/courts.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';

/**
 * "Import CSV": the admin picks a file, the server checks every row; all rows go in, or none
 * does and this dialog lists each bad row by line number and reason.
 */
export function CourtImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const importer = useCsvImport({
    send: async (csv) => (await dataProvider.importCourts('courts', { csv })).data,
    importedText: (report) => `Imported ${report.imported} ${report.imported === 1 ? 'court' : 'courts'}`,
    plural: 'courts',
    onClose,
  });
  const { outcome } = importer;

  return (
    <ImportDialog open={open} title="Import Courts from CSV" onClose={importer.close} ready={importer.file !== null} pending={importer.pending} onImport={importer.importAndClose}>
      <Typography variant="body2" gutterBottom>
        One header row with the field names, then one court per row. Columns: {COURT_CSV_COLUMNS.join(', ')}. Name, city, state, ZIP code and at least one court count are
        needed. If any row is bad, nothing is imported.
      </Typography>
      <CsvFilePicker file={importer.file} sx={{ mt: 1 }} onChange={importer.choose} />
      {outcome && !outcome.ok && <RefusedRowsReport error={outcome.error} />}
    </ImportDialog>
  );
}
