import { Stack } from '@mui/material';
import { DateInput, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { APPROVAL_STATUSES, GEAR_KINDS, GEAR_MESSAGES } from '../../../../common/gear.ts';
import { FormDialog, type RecordDialogProps } from '../common/FormDialog.tsx';
import { BuyLinkFields } from './BuyLinkFields.tsx';
import { GearImages } from './GearImages.tsx';
import { NEW_PRODUCT_FORM } from './gearInput.ts';
import { SpecFields } from './SpecFields.tsx';

const choices = (list: readonly string[]) => list.map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1).replace('-', ' ') }));
const STATUS_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
];
const row = { direction: { xs: 'column', sm: 'row' }, columnGap: 2 } as const;

/**
 * "New Product" and "Edit Product": what a product is, its price with the day it was checked, its
 * USA Pickleball listing, a paddle's specifications, its images and where to buy it. The server
 * checks every field (its refusals show under each); authors save drafts, editors publish. Selects
 * of a value the product always has offer no blank choice.
 */
export function GearDialog(props: RecordDialogProps) {
  return (
    <FormDialog {...props} resource="gear" noun="product" defaultValues={NEW_PRODUCT_FORM}>
      <Stack {...row}>
        <SelectInput source="kind" label="Kind" choices={choices(GEAR_KINDS)} validate={required(GEAR_MESSAGES.kindInvalid)} fullWidth />
        <NumberInput source="year" label="Year" step={1} fullWidth />
      </Stack>
      <Stack {...row}>
        <TextInput source="brand" label="Brand" validate={required(GEAR_MESSAGES.brandRequired)} fullWidth autoFocus />
        <TextInput source="model" label="Model" validate={required(GEAR_MESSAGES.modelRequired)} fullWidth />
      </Stack>
      <TextInput source="slug" label="Slug" helperText="Lowercase words joined by hyphens, e.g. brand-model-16" fullWidth />
      <Stack {...row}>
        <NumberInput source="priceDollars" label="Price (USD)" min={0} step={0.01} fullWidth />
        <DateInput source="priceCheckedAt" label="Price checked on" helperText="Prices older than 90 days are not shown" fullWidth />
      </Stack>
      <Stack {...row}>
        <SelectInput source="approval.status" label="USA Pickleball" choices={choices(APPROVAL_STATUSES)} validate={required(GEAR_MESSAGES.approvalInvalid)} fullWidth />
        <DateInput source="approval.listedOn" label="List date" helperText="Approved or delisted only" fullWidth />
      </Stack>
      <SpecFields />
      <GearImages />
      <BuyLinkFields />
      <SelectInput source="status" label="Status" choices={STATUS_CHOICES} validate={required(GEAR_MESSAGES.statusInvalid)} helperText="Only editors and admins publish" fullWidth />
    </FormDialog>
  );
}
