import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { gearCsvTemplate } from '../../../../common/gearCsv.ts';
import { CsvFilePicker } from '../common/CsvFilePicker.tsx';
import { ImportDialog, RefusedRowsReport } from '../common/ImportDialog.tsx';
import { useCsvImport } from '../common/useCsvImport.ts';
import type { GearDataProvider } from './gearDataProvider.ts';

/**
 * "Import CSV" for gear: a template to fill in, then the file; the server checks every row and adds
 * them all as drafts, or none and this dialog lists each bad row by line number, column and reason.
 */
export function GearImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<GearDataProvider>();
  const importer = useCsvImport({
    send: async (csv) => (await dataProvider.importGear('gear', { csv })).data,
    importedText: (report) => `Imported ${report.imported} ${report.imported === 1 ? 'product' : 'products'} as drafts`,
    plural: 'products',
    onClose,
  });
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(gearCsvTemplate(new Date()))}`, []);
  const { outcome } = importer;

  return (
    <ImportDialog open={open} title="Import Gear from CSV" onClose={importer.close} ready={importer.file !== null} pending={importer.pending} onImport={importer.importAndClose}>
      <Typography variant="body2" gutterBottom>
        One header row with the column names, then one product per row: the columns of Export CSV. The price is in US dollars, with the day it was checked; buy links go one a line as
        &quot;label | address&quot;, with &quot;| affiliate&quot; after an affiliate link; each paddle spec is its value followed by (measured) or (maker). Imported products are drafts.
        If any row is bad, nothing is imported.
      </Typography>
      <Button href={template} download="gear-template.csv" startIcon={<DownloadIcon />} sx={{ mt: 1, mr: 1 }}>
        Download template
      </Button>
      <CsvFilePicker file={importer.file} sx={{ mt: 1 }} onChange={importer.choose} />
      {outcome && !outcome.ok && <RefusedRowsReport error={outcome.error} />}
    </ImportDialog>
  );
}
