import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase } from 'react-admin';
import type { Category } from '../../../../codegen/hey-api/types.gen.ts';
import { EditDeleteButtons } from '../common/EditDeleteButtons.tsx';
import type { DialogState } from '../common/FormDialog.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';

const LABEL = 'Categories';

function CategoryTable({ onEdit, onCreate }: { onEdit: (record: Category) => void; onCreate: () => void }) {
  return (
    <ListTable
      label={LABEL}
      loading={<Typography sx={{ p: 3 }}>Loading categories...</Typography>}
      empty={
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p" gutterBottom>
            No categories found
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            Create Your First Category
          </Button>
        </Box>
      }
      bulkDelete={{ noun: 'category', plural: 'categories', rowName: (category) => String(category.name) }}
    >
      <DataTable.Col<Category>
        source="name"
        label="Name"
        cellSx={() => ({ fontWeight: 600 })}
        render={(category) => (
          <>
            {category.name}
            <PhoneDetails>/{category.slug}</PhoneDetails>
          </>
        )}
      />
      <DataTable.Col<Category> source="slug" label="Slug" sx={WIDE_ONLY} />
      <DataTable.Col<Category> source="description" label="Description" sx={WIDE_ONLY} disableSort render={(category) => category.description || '—'} />
      <DataTable.Col<Category>
        label="Actions"
        align="right"
        disableSort
        cellSx={() => ({ whiteSpace: 'nowrap' })}
        render={(category) => <EditDeleteButtons resource="categories" record={category} noun="category" name={category.name} onEdit={() => onEdit(category)} />}
      />
    </ListTable>
  );
}

/** Categories: the table with edit and delete, and the New/Edit dialogs. */
export function CategoryList() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  return (
    <ListBase resource="categories" perPage={1000} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Categories" createLabel="New Category" onCreate={() => setDialog({ open: true })} />
      <Card>
        <CategoryTable onEdit={(record) => setDialog({ open: true, record })} onCreate={() => setDialog({ open: true })} />
      </Card>
      <CategoryDialog open={dialog.open} record={dialog.open ? dialog.record : undefined} onClose={() => setDialog({ open: false })} />
    </ListBase>
  );
}
