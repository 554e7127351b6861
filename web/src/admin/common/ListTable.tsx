import { Skeleton, Table, TableBody, TableCell, TableHead, TableRow, ThemeProvider, Typography, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, DataTable, useListContext, usePermissions, type RaRecord } from 'react-admin';
import { BulkDeleteWithConfirm, type BulkDeleteNouns } from './BulkDeleteWithConfirm.tsx';
import { SelectPageCheckbox, SelectRowCheckbox } from './SelectCheckboxes.tsx';
import { useCanDelete } from './useCan.ts';

interface ListTableProps {
  /** The table's accessible name ("Blog Posts"): how people and tests find it. */
  label: string;
  /** Shown while the first page loads; a text is shown as a padded line. */
  loading: ReactNode;
  /** Shown when there is no row to show; a text is shown as a padded line. */
  empty: ReactNode;
  /** Rows can be selected and deleted together, after "Are you sure?"; absent where a resource has no delete. */
  bulkDelete?: BulkDeleteNouns & {
    /** What a row's checkbox calls it: "Select {name}". */
    rowName: (record: RaRecord) => string;
  };
  /** The columns: `<DataTable.Col>`s. */
  children: ReactNode;
}

/**
 * A column's sort tooltip ("Sort by status ascending") describes its header instead of naming it,
 * so the header is still called "Status" (and no filter labelled "Status" gets a namesake).
 */
const sortTooltipsDescribe = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiTooltip: { ...outer.components?.MuiTooltip, defaultProps: { ...outer.components?.MuiTooltip?.defaultProps, describeChild: true } } },
});

const asLine = (state: ReactNode) => (typeof state === 'string' ? <Typography sx={{ p: 3 }}>{state}</Typography> : state);

/** Every admin list's table: react-admin's DataTable (sorting by column, selection, bulk delete) with the list's own loading and empty states. */
export function ListTable({ label, loading, empty, bulkDelete: wanted, children }: ListTableProps) {
  const { isPending, resource } = useListContext();
  // Rows are selectable only for a role that may delete them.
  const bulkDelete = useCanDelete(resource) ? wanted : undefined;
  // Until the role is known, the columns (the selection column) are not.
  const { isPending: rolePending } = usePermissions();
  if (isPending || rolePending) return asLine(loading);
  return (
    <ThemeProvider theme={sortTooltipsDescribe}>
      <DataTable
        aria-label={label}
        size="medium"
        rowClick={false}
        empty={asLine(empty)}
        // The selection column is ours: react-admin's row checkbox carries its name on the wrong element.
        bulkActionButtons={false}
        bulkActionsToolbar={
          bulkDelete ? (
            <BulkActionsToolbar>
              <BulkDeleteWithConfirm noun={bulkDelete.noun} plural={bulkDelete.plural} />
            </BulkActionsToolbar>
          ) : null
        }
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .MuiTableSortLabel-root': { minHeight: 24 } }}
      >
        {bulkDelete ? (
          <DataTable.Col<RaRecord>
            label={<SelectPageCheckbox />}
            padding="checkbox"
            disableSort
            render={(record) => <SelectRowCheckbox record={record} name={bulkDelete.rowName(record)} />}
          />
        ) : null}
        {children}
      </DataTable>
    </ThemeProvider>
  );
}

/** A column header for the loading and empty tables, which show before DataTable has rows. */
export interface PlainColumn {
  label: string;
  sx?: object;
  align?: 'right';
}

/** The header row of a plain table. */
export function PlainTableHead({ columns }: { columns: PlainColumn[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.label} sx={column.sx} align={column.align}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** The same table, plain, with a message or skeleton rows in its body. */
export function PlainTable({ label, columns, children }: { label: string; columns: PlainColumn[]; children: ReactNode }) {
  return (
    <Table aria-label={label}>
      <PlainTableHead columns={columns} />
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** Five grey rows the shape of the table while its first page loads. */
export function SkeletonRows({ columns }: { columns: PlainColumn[] }) {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row} data-testid="skeleton-row">
      {columns.map((column) => (
        <TableCell key={column.label} sx={column.sx}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** One full-width row with a message ("No posts found"). */
export function MessageRow({ columns, children }: { columns: PlainColumn[]; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns.length} align="center">
        {children}
      </TableCell>
    </TableRow>
  );
}
