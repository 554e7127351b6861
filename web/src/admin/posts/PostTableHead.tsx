import { TableCell, TableHead, TableRow } from '@mui/material';
import type { PlainColumn } from '../common/ListTable.tsx';
import { WIDE_ONLY } from '../common/responsive.tsx';

/** The columns every table of posts shows: Title, Status, Date, Actions. */
export const POST_COLUMNS: PlainColumn[] = [{ label: 'Title' }, { label: 'Status' }, { label: 'Date', sx: WIDE_ONLY }, { label: 'Actions', align: 'right' }];

export function PostTableHead() {
  return (
    <TableHead>
      <TableRow>
        {POST_COLUMNS.map((column) => (
          <TableCell key={column.label} sx={column.sx} align={column.align}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
