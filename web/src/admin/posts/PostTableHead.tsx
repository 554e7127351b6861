import { TableCell, TableHead, TableRow } from '@mui/material';
import { WIDE_ONLY } from '../common/responsive.tsx';

/** The columns every table of posts shows: Title, Status, Date, Actions. */
export function PostTableHead() {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Title</TableCell>
        <TableCell>Status</TableCell>
        <TableCell sx={WIDE_ONLY}>Date</TableCell>
        <TableCell align="right">Actions</TableCell>
      </TableRow>
    </TableHead>
  );
}
