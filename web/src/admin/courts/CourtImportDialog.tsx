import { Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, useDataProvider, useRefresh } from 'react-admin';
import { CsvFilePicker } from '../common/CsvFilePicker.tsx';
import { ImportDialog, RowsReport } from '../common/ImportDialog.tsx';
import { COURT_CSV_COLUMNS } from '../../../../common/courts.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

interface BadRow {
  line: number;
  reason: string;
}

/** The bad rows of a refused import, from its problem document. */
function badRowsOf(error: unknown): BadRow[] | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const rows = (error.body as { rows?: BadRow[] } | undefined)?.rows;
  return Array.isArray(rows) ? rows : undefined;
}

/**
 * "Import CSV": the admin picks a file, the server checks every row; all rows go in, or none
 * does and this dialog lists each bad row by line number and reason.
 */
export function CourtImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<{ detail: string; rows: BadRow[] } | null>(null);

  const close = () => {
    setFile(null);
    setReport(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setPending(true);
    setReport(null);
    try {
      const { data } = await dataProvider.importCourts('courts', { csv: await file.text() });
      toast.success(`Imported ${data.imported} ${data.imported === 1 ? 'court' : 'courts'}`);
      refresh();
      close();
    } catch (error) {
      const rows = badRowsOf(error);
      // The import is not one of the spec's "{status}: {detail}" toasts: it says what was wrong, plainly.
      const detail = problemDetail(error);
      setReport({ detail, rows: rows ?? [] });
      toast.error(`Failed to import courts: ${detail}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <ImportDialog open={open} title="Import Courts from CSV" onClose={close} ready={file !== null} pending={pending} onImport={submit}>
      <Typography variant="body2" gutterBottom>
        One header row with the field names, then one court per row. Columns: {COURT_CSV_COLUMNS.join(', ')}. Name, city, state, ZIP code and at least one court count are
        needed. If any row is bad, nothing is imported.
      </Typography>
      <CsvFilePicker
        file={file}
        sx={{ mt: 1 }}
        onChange={(chosen) => {
          setFile(chosen);
          setReport(null);
        }}
      />
      {report && (
        <RowsReport
          severity="error"
          role="alert"
          heading={report.detail}
          label="Rows with problems"
          rows={report.rows.map((row) => ({ line: row.line, text: `Line ${row.line}: ${row.reason}` }))}
        />
      )}
    </ImportDialog>
  );
}
