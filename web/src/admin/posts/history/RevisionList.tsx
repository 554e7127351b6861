import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { RevisionSummary } from '../../../../../codegen/hey-api/types.gen.ts';
import { formatDayTime } from '../../common/dates.ts';
import { capitalise } from '../PostStatusBadge.tsx';
import { wordChangeLabel } from './wordChangeLabel.ts';

/** The kept versions, newest first: when each was saved, its status, title and words changed. */
export function RevisionList({ revisions, selected, onSelect }: { revisions: RevisionSummary[]; selected?: number; onSelect: (id: number) => void }) {
  if (revisions.length === 0) {
    return <Typography sx={{ p: 2 }}>No earlier versions yet. Each save keeps the version it replaces.</Typography>;
  }
  return (
    <List aria-label="Earlier versions" dense>
      {revisions.map((revision) => (
        <ListItemButton key={revision.id} selected={revision.id === selected} aria-current={revision.id === selected ? 'true' : undefined} onClick={() => onSelect(revision.id)}>
          <ListItemText
            primary={revision.title}
            secondary={`${formatDayTime(revision.savedAt)} · ${capitalise(revision.publishStatus)} · ${wordChangeLabel(revision)}`}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
