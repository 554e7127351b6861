import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Stack } from '@mui/material';

interface MoveButtonsProps {
  /** What the buttons act on, for their accessible names ("entry Our Story"). */
  what: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove: buttons, so the keyboard reorders as the mouse does. */
export function MoveButtons({ what, index, count, onMove, onRemove }: MoveButtonsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton size="small" aria-label={`Move ${what} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Move ${what} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Remove ${what}`} onClick={onRemove}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
