import { TableCell, TableHead, TableRow } from '@mui/material';

/** The columns every table of posts shows (SPEC §2): Title, Status, Date, Actions. */
export function PostTableHead() {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Title</TableCell>
        <TableCell>Status</TableCell>
        <TableCell>Date</TableCell>
        <TableCell align="right">Actions</TableCell>
      </TableRow>
    </TableHead>
  );
}
