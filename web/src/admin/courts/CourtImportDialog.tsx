import { Typography } from '@mui/material';
import { HttpError, useDataProvider } from 'react-admin';
import { CsvFilePicker } from '../common/CsvFilePicker.tsx';
import { ImportDialog, RowsReport } from '../common/ImportDialog.tsx';
import { useCsvImport } from '../common/useCsvImport.ts';
import { COURT_CSV_COLUMNS } from '../../../../common/courts.ts';
import { problemDetail } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

interface BadRow {
  line: number;
  reason: string;
}

/** The bad rows of a refused import, from its problem document. */
function badRowsOf(error: unknown): BadRow[] {
  if (!(error instanceof HttpError) || error.status !== 400) return [];
  const rows = (error.body as { rows?: BadRow[] } | undefined)?.rows;
  return Array.isArray(rows) ? rows : [];
}

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
  });
  const { outcome } = importer;
  const close = () => {
    importer.reset();
    onClose();
  };
  const submit = async () => {
    if (await importer.run()) close();
  };

  return (
    <ImportDialog open={open} title="Import Courts from CSV" onClose={close} ready={importer.file !== null} pending={importer.pending} onImport={submit}>
      <Typography variant="body2" gutterBottom>
        One header row with the field names, then one court per row. Columns: {COURT_CSV_COLUMNS.join(', ')}. Name, city, state, ZIP code and at least one court count are
        needed. If any row is bad, nothing is imported.
      </Typography>
      <CsvFilePicker file={importer.file} sx={{ mt: 1 }} onChange={importer.choose} />
      {outcome && !outcome.ok && (
        <RowsReport
          severity="error"
          role="alert"
          heading={problemDetail(outcome.error)}
          label="Rows with problems"
          rows={badRowsOf(outcome.error).map((row) => ({ line: row.line, text: `Line ${row.line}: ${row.reason}` }))}
        />
      )}
    </ImportDialog>
  );
}
