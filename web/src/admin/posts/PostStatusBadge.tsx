import { Chip } from '@mui/material';
import { capitalise } from '../common/capitalise.ts';

const COLORS: Record<string, { bg: string; fg: string }> = {
  published: { bg: '#dcfce7', fg: '#14532d' },
  scheduled: { bg: '#dbeafe', fg: '#1e3a8a' },
};
const OTHER = { bg: '#fef3c7', fg: '#78350f' };

// The editor's and the history's screens import it from here.
export { capitalise };

/** Status badge: green published, blue scheduled, amber anything else; the status capitalised. */
export function PostStatusBadge({ status }: { status: string }) {
  const { bg, fg } = COLORS[status] ?? OTHER;
  return <Chip size="small" label={capitalise(status)} sx={{ bgcolor: bg, color: fg, fontWeight: 600 }} />;
}
