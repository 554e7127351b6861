import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { formatDayTime } from '../dates.ts';
import { wordChangeLabel } from './wordChangeLabel.ts';

/** What the list shows of a kept version, whatever the kind of record. */
export interface RevisionListItem {
  id: number;
  title: string;
  savedAt: string;
  wordsAdded: number | null;
  wordsRemoved: number | null;
}

/** The kept versions, newest first: when each was saved, its status (`statusOf`), title and words changed. */
export function RevisionList<T extends RevisionListItem>({ revisions, selected, onSelect, statusOf }: { revisions: T[]; selected?: number; onSelect: (id: number) => void; statusOf: (revision: T) => string }) {
  if (revisions.length === 0) {
    return <Typography sx={{ p: 2 }}>No earlier versions yet. Each save keeps the version it replaces.</Typography>;
  }
  return (
    <List aria-label="Earlier versions" dense>
      {revisions.map((revision) => (
        <ListItemButton key={revision.id} selected={revision.id === selected} aria-current={revision.id === selected ? 'true' : undefined} onClick={() => onSelect(revision.id)}>
          <ListItemText
            primary={revision.title}
            secondary={`${formatDayTime(revision.savedAt)} · ${statusOf(revision)} · ${wordChangeLabel(revision)}`}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
