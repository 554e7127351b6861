import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useListContext } from 'react-admin';
import type { Category } from '../../../../codegen/hey-api/types.gen.ts';
import { EditDeleteButtons } from '../common/EditDeleteButtons.tsx';
import type { DialogState } from '../common/FormDialog.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';

function CategoryTable({ onEdit, onCreate }: { onEdit: (record: Category) => void; onCreate: () => void }) {
  const { data, isPending } = useListContext<Category>();
  if (isPending) return <Typography sx={{ p: 3 }}>Loading categories...</Typography>;
  if (!data?.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p" gutterBottom>
          No categories found
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          Create Your First Category
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="Categories">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={WIDE_ONLY}>Slug</TableCell>
            <TableCell sx={WIDE_ONLY}>Description</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((category) => (
            <TableRow key={category.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>
                {category.name}
                <PhoneDetails>/{category.slug}</PhoneDetails>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{category.slug}</TableCell>
              <TableCell sx={WIDE_ONLY}>{category.description || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <EditDeleteButtons resource="categories" record={category} noun="category" name={category.name} onEdit={() => onEdit(category)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
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
