import { Alert, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CsvFilePicker } from '../common/CsvFilePicker.tsx';
import { ImportDialog, RowsReport } from '../common/ImportDialog.tsx';
import { useCsvImport } from '../common/useCsvImport.ts';
import { useDataProvider } from 'react-admin';
import { countOf } from '../../../../common/plural.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { problemDetail } from '../common/useToast.tsx';

/**
 * "Import CSV": a Ghost, Substack or Mailchimp export and where its readers agreed. Every
 * subscribed reader not yet on the list is added; the dialog then lists each refused row and why.
 */
export function ImportSubscribersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [consentNote, setConsentNote] = useState('');
  const importer = useCsvImport({
    send: async (csv) => (await dataProvider.importSubscribers('subscribers', { csv, consentNote })).data,
    importedText: (report) => `Imported ${countOf(report.imported, 'subscriber')}`,
    plural: 'subscribers',
  });
  const { outcome } = importer;
  const close = () => {
    importer.reset();
    setConsentNote('');
    onClose();
  };

  return (
    <ImportDialog
      open={open}
      title="Import Subscribers from CSV"
      onClose={close}
      closeLabel={outcome?.ok ? 'Done' : 'Cancel'}
      ready={importer.file !== null && consentNote.trim() !== ''}
      pending={importer.pending}
      onImport={importer.run}
    >
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
      <CsvFilePicker file={importer.file} sx={{ mt: 2 }} onChange={importer.choose} />
      {outcome && !outcome.ok && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {problemDetail(outcome.error)}
        </Alert>
      )}
      {outcome?.ok && (
        <RowsReport
          severity={outcome.report.refused.length > 0 ? 'warning' : 'success'}
          role="status"
          heading={`Imported ${countOf(outcome.report.imported, 'subscriber')}${outcome.report.refused.length > 0 ? `; ${countOf(outcome.report.refused.length, 'row')} refused:` : '.'}`}
          label="Refused rows"
          rows={outcome.report.refused.map((row) => ({ line: row.line, text: `Line ${row.line}${row.email ? ` (${row.email})` : ''}: ${row.reason}` }))}
          breakAll
        />
      )}
    </ImportDialog>
  );
}
