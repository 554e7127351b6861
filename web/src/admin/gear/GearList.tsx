import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import type { GearProduct } from '../../../../codegen/hey-api/types.gen.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useRecordDialog } from '../common/FormDialog.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { WIDE_ONLY } from '../common/responsive.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { Can } from '../common/RoleGate.tsx';
import { GearDialog } from './GearDialog.tsx';
import { GEAR_EXPORT_URL } from './gearDataProvider.ts';
import { GearImportDialog } from './GearImportDialog.tsx';
import { SampleChip } from '../common/SampleChip.tsx';

const PRODUCTS_PER_PAGE = 25;

const price = (product: GearProduct) => (product.priceCents === null ? '—' : `$${(product.priceCents / 100).toFixed(2)}`);
const approval = (product: GearProduct) => ({ approved: 'Approved', delisted: 'Delisted', 'not-listed': 'Not listed' })[product.approval.status];

function GearEmpty({ onCreate }: { onCreate: () => void }) {
  const { filterValues } = useListContext<GearProduct>();
  const query = filterValues.q as string | undefined;
  return query ? <EmptyState message={`No products found matching "${query}"`} /> : <EmptyState message="No products found" createLabel="Add Your First Product" onCreate={onCreate} creates="gear.create" />;
}

/** Gear: the catalog of products players compare; search, add and edit (editors publish), import and export as CSV. */
export function GearList() {
  const { dialog, openNew, openEdit } = useRecordDialog();
  const [importing, setImporting] = useState(false);
  return (
    <ListBase resource="gear" perPage={PRODUCTS_PER_PAGE} sort={{ field: 'brand', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Gear" createLabel="New Product" onCreate={openNew} creates="gear.create">
        <Can operation="gear.import">
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        </Can>
        <Can operation="gear.export">
          <Button variant="outlined" startIcon={<DownloadIcon />} href={GEAR_EXPORT_URL} download="gear.csv">
            Export CSV
          </Button>
        </Can>
      </ScreenHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ListSearch placeholder="Search gear by brand, model or slug..." label="Search gear" sx={{ width: '100%', maxWidth: 360 }} />
      </Stack>
      <Card>
        <ListTable label="Gear" loading="Loading gear..." empty={<GearEmpty onCreate={openNew} />}>
          <DataTable.Col<GearProduct> source="brand" label="Product" cellSx={() => ({ fontWeight: 600 })} render={(product) => (
              <>
                {product.brand} {product.model}
                <SampleChip kind="gearProducts" id={product.id} />
              </>
            )}
          />
          <DataTable.Col<GearProduct> source="kind" label="Kind" />
          <DataTable.Col<GearProduct> source="priceCents" label="Price" sx={WIDE_ONLY} render={price} />
          <DataTable.Col<GearProduct> label="USA Pickleball" sx={WIDE_ONLY} disableSort render={approval} />
          <DataTable.Col<GearProduct> source="status" label="Status" render={(product) => (product.status === 'published' ? 'Published' : 'Draft')} />
          <DataTable.Col<GearProduct>
            label="Actions"
            align="right"
            disableSort
            render={(product) => (
              <IconButton aria-label={`Edit ${product.brand} ${product.model}`} onClick={() => openEdit(product)}>
                <EditIcon fontSize="small" />
              </IconButton>
            )}
          />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <GearDialog {...dialog} />
      <GearImportDialog open={importing} onClose={() => setImporting(false)} />
    </ListBase>
  );
}
