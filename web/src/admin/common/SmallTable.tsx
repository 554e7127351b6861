import { Table, TableBody, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SmallTableProps {
  /** The table's accessible name: the card's title. */
  label: string;
  /** There is nothing to list: the line `emptyText` stands instead of the table. */
  isEmpty: boolean;
  emptyText: string;
  /** The header row. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A compact table inside a dashboard or report card, or a quiet line of its own when it has no rows. */
export function SmallTable({ label, isEmpty, emptyText, head, children }: SmallTableProps) {
  if (isEmpty) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      {head}
      <TableBody>{children}</TableBody>
    </Table>
  );
}
