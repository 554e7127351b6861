import { Card } from '@mui/material';
import { DataTable, ListBase } from 'react-admin';
import type { Category } from '../../../../codegen/hey-api/types.gen.ts';
import { editDeleteColumn, nameColumn } from '../common/columns.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { useRecordDialog } from '../common/FormDialog.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { WIDE_ONLY } from '../common/responsive.tsx';

const LABEL = 'Categories';

function CategoryTable({ onEdit, onCreate }: { onEdit: (record: Category) => void; onCreate: () => void }) {
  return (
    <ListTable
      label={LABEL}
      loading="Loading categories..."
      empty={<EmptyState message="No categories found" createLabel="Create Your First Category" onCreate={onCreate} creates="categories.create" />}
      bulkDelete={{ noun: 'category', plural: 'categories', rowName: (category) => String(category.name) }}
    >
      {nameColumn<Category>((category) => `/${category.slug}`, 'categories')}
      <DataTable.Col<Category> source="slug" label="Slug" sx={WIDE_ONLY} />
      <DataTable.Col<Category> source="description" label="Description" sx={WIDE_ONLY} disableSort render={(category) => category.description || '—'} />
      {editDeleteColumn<Category>('categories', 'category', onEdit)}
    </ListTable>
  );
}

/** Categories: the table with edit and delete, and the New/Edit dialogs. */
export function CategoryList() {
  const { dialog, openNew, openEdit } = useRecordDialog();
  return (
    <ListBase resource="categories" perPage={1000} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Categories" createLabel="New Category" onCreate={openNew} creates="categories.create" />
      <Card>
        <CategoryTable onEdit={openEdit} onCreate={openNew} />
      </Card>
      <CategoryDialog {...dialog} />
    </ListBase>
  );
}
