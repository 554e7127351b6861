import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography, type AlertColor } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { HttpError } from 'react-admin';
import { problemDetail } from './useToast.tsx';

interface ImportDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** "Cancel" until there is a report to read, then "Done". */
  closeLabel?: string;
  /** The file and whatever else the import needs are there. */
  ready: boolean;
  pending: boolean;
  onImport: () => Promise<unknown>;
  children: ReactNode;
}

/** A CSV import's dialog: what the file must hold and its inputs (children), Cancel and "Import" ("Importing..." while it runs). */
export function ImportDialog({ open, title, onClose, closeLabel = 'Cancel', ready, pending, onImport, children }: ImportDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
        <Button variant="contained" onClick={() => void onImport()} disabled={!ready || pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {pending ? 'Importing...' : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface RowsReportProps {
  severity: AlertColor;
  role: 'alert' | 'status';
  heading: ReactNode;
  /** The list's accessible name: "Rows with problems", "Refused rows". */
  label: string;
  /** One line of text a row of the file ("Line 4: ..."), by its line number. */
  rows: { line: number; text: string }[];
  /** Long unbroken values (addresses) may wrap anywhere. */
  breakAll?: boolean;
}

/** What an import says about the file: a heading, then each row it refused. */
export function RowsReport({ severity, role, heading, label, rows, breakAll }: RowsReportProps) {
  return (
    <Alert severity={severity} sx={{ mt: 2 }} role={role}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {rows.length > 0 && (
        <List dense aria-label={label} disablePadding>
          {rows.map((row) => (
            <ListItem key={row.line} disableGutters sx={breakAll ? { wordBreak: 'break-all' } : undefined}>
              {row.text}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** The bad rows of a refused CSV import, from its problem document (the header is line 1). */
function badRowsOf(error: unknown): { line: number; reason: string }[] {
  if (!(error instanceof HttpError) || error.status !== 400) return [];
  const rows = (error.body as { rows?: { line: number; reason: string }[] } | undefined)?.rows;
  return Array.isArray(rows) ? rows : [];
}

/** A refused CSV import: the server's detail, then each bad row as "Line 3: reason". */
export function RefusedRowsReport({ error }: { error: unknown }) {
  return (
    <RowsReport
      severity="error"
      role="alert"
      heading={problemDetail(error)}
      label="Rows with problems"
      rows={badRowsOf(error).map((row) => ({ line: row.line, text: `Line ${row.line}: ${row.reason}` }))}
    />
  );
}
