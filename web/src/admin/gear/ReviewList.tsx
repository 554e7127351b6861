import EditIcon from '@mui/icons-material/Edit';
import { Card, IconButton } from '@mui/material';
import { DataTable, ListBase, Pagination, ReferenceField, useRecordContext } from 'react-admin';
import type { GearProduct, GearReview } from '../../../../codegen/hey-api/types.gen.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useRecordDialog } from '../common/FormDialog.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { WIDE_ONLY } from '../common/responsive.tsx';
import { SampleChip } from '../common/SampleChip.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';

const REVIEWS_PER_PAGE = 25;
const DISCLOSURE = { bought: 'Bought', 'lent-by-maker': 'Lent by maker', gift: 'Gift' } as const;

function ProductName() {
  const product = useRecordContext<GearProduct>();
  return product ? `${product.brand} ${product.model}` : null;
}

/** Gear reviews: each product's verdict, with its score and disclosure; authors draft, editors publish. */
export function ReviewList() {
  const { dialog, openNew, openEdit } = useRecordDialog();
  return (
    <ListBase resource="gearReviews" perPage={REVIEWS_PER_PAGE} sort={{ field: 'id', order: 'DESC' }} disableSyncWithLocation>
      <ScreenHeading title="Gear Reviews" createLabel="New Review" onCreate={openNew} creates="gear.createReview" />
      <Card>
        <ListTable label="Gear reviews" loading="Loading reviews..." empty={<EmptyState message="No reviews found" createLabel="Write Your First Review" onCreate={openNew} creates="gear.createReview" />}>
          <DataTable.Col<GearReview>
            source="productId"
            label="Product"
            cellSx={() => ({ fontWeight: 600 })}
            render={(review) => (
              <>
                <ReferenceField source="productId" reference="gear" link={false} record={review}>
                  <ProductName />
                </ReferenceField>
                <SampleChip kind="gearReviews" id={review.id} />
              </>
            )}
          />
          <DataTable.Col<GearReview> source="score" label="Score" render={(review) => `${review.score}/10`} />
          <DataTable.Col<GearReview> label="Disclosure" sx={WIDE_ONLY} disableSort render={(review) => (review.acquisition ? DISCLOSURE[review.acquisition] : 'Missing')} />
          <DataTable.Col<GearReview> source="status" label="Status" render={(review) => (review.status === 'published' ? 'Published' : 'Draft')} />
          <DataTable.Col<GearReview>
            label="Actions"
            align="right"
            disableSort
            render={(review) => (
              <IconButton aria-label={`Edit review ${review.id}`} onClick={() => openEdit(review)}>
                <EditIcon fontSize="small" />
              </IconButton>
            )}
          />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <ReviewDialog {...dialog} />
    </ListBase>
  );
}
