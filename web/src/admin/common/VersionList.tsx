import RestoreIcon from '@mui/icons-material/Restore';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';

export interface VersionRow {
  version: number;
  savedAt: string;
  /** What the version holds, in a few words ("Riverside Pickleball Club", "12 entries"). */
  summary: string;
}

interface VersionListProps {
  /** The list's accessible name. */
  label: string;
  rows: VersionRow[];
  /** The version in force: it has no Restore button. */
  current: number;
  restoring: boolean;
  onRestore: (version: number) => void;
  /** Said when nothing was saved yet. */
  empty: string;
}

/** Every saved version of a document, newest first; an earlier one can be put back in force. */
export function VersionList({ label, rows, current, restoring, onRestore, empty }: VersionListProps) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense aria-label={label}>
      {rows.map((row) => (
        <ListItem
          key={row.version}
          secondaryAction={
            row.version === current ? (
              <Typography variant="body2">In force</Typography>
            ) : (
              <Button size="small" startIcon={<RestoreIcon />} disabled={restoring} onClick={() => onRestore(row.version)} aria-label={`Restore version ${row.version}`}>
                Restore
              </Button>
            )
          }
        >
          <ListItemText primary={`Version ${row.version}: ${row.summary}`} secondary={new Date(row.savedAt).toLocaleString()} />
        </ListItem>
      ))}
    </List>
  );
}
