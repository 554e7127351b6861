import { Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PlainTableHead } from '../common/ListTable.tsx';
import { SmallTable } from '../common/SmallTable.tsx';

export interface Column<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** One report list as a small table, with a line of its own when the period has none. */
export function CountTable<Row>({ title, rows, columns, empty, note }: { title: string; rows: Row[]; columns: Column<Row>[]; empty: string; note?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {note}
          </Typography>
        )}
        <SmallTable label={title} isEmpty={rows.length === 0} emptyText={empty} head={<PlainTableHead columns={columns.map(({ label, numeric }) => ({ label, align: numeric ? ('right' as const) : undefined }))} />}>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={column.numeric ? undefined : { wordBreak: 'break-word' }}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </SmallTable>
      </CardContent>
    </Card>
  );
}
