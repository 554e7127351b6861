import { Alert, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CsvFilePicker } from '../common/CsvFilePicker.tsx';
import { ImportDialog, RowsReport } from '../common/ImportDialog.tsx';
import { useDataProvider, useRefresh } from 'react-admin';
import { countOf } from '../../../../common/plural.ts';
import type { SubscriberImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';

/**
 * "Import CSV": a Ghost, Substack or Mailchimp export and where its readers agreed. Every
 * subscribed reader not yet on the list is added; the dialog then lists each refused row and why.
 */
export function ImportSubscribersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [consentNote, setConsentNote] = useState('');
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<SubscriberImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setConsentNote('');
    setReport(null);
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setPending(true);
    setReport(null);
    setProblem(null);
    try {
      const { data } = await dataProvider.importSubscribers('subscribers', { csv: await file.text(), consentNote });
      setReport(data);
      toast.success(`Imported ${countOf(data.imported, 'subscriber')}`);
      refresh();
    } catch (error) {
      // Like the court import, not one of the spec's "{status}: {detail}" toasts: it says what was wrong, plainly.
      setProblem(problemDetail(error));
      toast.error(`Failed to import subscribers: ${problemDetail(error)}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <ImportDialog open={open} title="Import Subscribers from CSV" onClose={close} closeLabel={report ? 'Done' : 'Cancel'} ready={file !== null && consentNote.trim() !== ''} pending={pending} onImport={submit}>
      <Typography variant="body2" gutterBottom>
        A members or subscribers export from Ghost, Substack or Mailchimp (a column named email or Email Address). Readers the export marks as unsubscribed, addresses already on
        the list and repeated rows are left out. Imported readers are confirmed without a confirmation mail: say where they agreed.
      </Typography>
      <TextField
        label="Consent note"
        required
        fullWidth
        multiline
        minRows={2}
        value={consentNote}
        onChange={(event) => setConsentNote(event.target.value)}
        helperText="e.g. Subscribed to our Substack newsletter until June 2026"
        sx={{ mt: 1 }}
      />
      <CsvFilePicker
        file={file}
        sx={{ mt: 2 }}
        onChange={(chosen) => {
          setFile(chosen);
          setReport(null);
          setProblem(null);
        }}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      {report && (
        <RowsReport
          severity={report.refused.length > 0 ? 'warning' : 'success'}
          role="status"
          heading={`Imported ${countOf(report.imported, 'subscriber')}${report.refused.length > 0 ? `; ${countOf(report.refused.length, 'row')} refused:` : '.'}`}
          label="Refused rows"
          rows={report.refused.map((row) => ({ line: row.line, text: `Line ${row.line}${row.email ? ` (${row.email})` : ''}: ${row.reason}` }))}
          breakAll
        />
      )}
    </ImportDialog>
  );
}
