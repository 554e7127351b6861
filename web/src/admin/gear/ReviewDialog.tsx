import { Stack } from '@mui/material';
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { ACQUISITIONS, GEAR_MESSAGES } from '../../../../common/gear.ts';
import { ContentEditor } from '../common/editor/ContentEditor.tsx';
import { FormDialog, type RecordDialogProps } from '../common/FormDialog.tsx';
import { ScoreRubric } from './ScoreRubric.tsx';

const NEW_REVIEW = { productId: null, score: null, prosText: '', consText: '', howWeTested: '', acquisition: '', content: '', status: 'draft' };
const ACQUISITION_CHOICES = [
  { id: 'bought', name: 'We bought it' },
  { id: 'lent-by-maker', name: 'The maker lent it' },
  { id: 'gift', name: 'The maker gave it' },
] satisfies { id: (typeof ACQUISITIONS)[number]; name: string }[];
const STATUS_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
];
const row = { direction: { xs: 'column', sm: 'row' }, columnGap: 2 } as const;

const validScore = (value: unknown) => {
  const score = value === '' || value == null ? Number.NaN : Number(value);
  return score >= 0 && score <= 10 && Math.abs(Math.round(score * 10) - score * 10) < 1e-9;
};
/**
 * The form's rules, checked as the server checks them: a product and a score by the rule, and what
 * only a published review needs (the disclosure and how it was tested). React-admin takes either
 * form-level or input-level rules, so all of them are here.
 */
const validateReview = (values: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  if (!values.productId) errors.productId = GEAR_MESSAGES.productRequired;
  if (!validScore(values.score)) errors.score = GEAR_MESSAGES.scoreInvalid;
  if (values.status !== 'published') return errors;
  if (!values.acquisition) errors.acquisition = GEAR_MESSAGES.acquisitionRequired;
  if (!String(values.howWeTested ?? '').trim()) errors.howWeTested = GEAR_MESSAGES.howWeTestedRequired;
  return errors;
};
const productName = (product: { brand?: string; model?: string }) => `${product.brand ?? ''} ${product.model ?? ''}`.trim();

/**
 * "New Review" and "Edit Review": the product, a score by the rubric readers see, pros and cons,
 * how we tested, how we got the product (required to publish) and the body in the rich editor.
 */
export function ReviewDialog(props: RecordDialogProps) {
  return (
    <FormDialog {...props} resource="gearReviews" noun="review" defaultValues={NEW_REVIEW} validate={validateReview}>
      <ReferenceInput source="productId" reference="gear" sort={{ field: 'brand', order: 'ASC' }} perPage={50}>
        <AutocompleteInput label="Product" optionText={productName} filterToQuery={(q: string) => ({ q })} fullWidth />
      </ReferenceInput>
      <ScoreRubric />
      <Stack {...row}>
        <NumberInput source="score" label="Score (0-10)" min={0} max={10} step={0.1} fullWidth />
        <SelectInput source="acquisition" label="How we got it" choices={ACQUISITION_CHOICES} helperText="Required to publish: readers see it as the disclosure" emptyText="Not said yet" fullWidth />
      </Stack>
      <Stack {...row}>
        <TextInput source="prosText" label="Pros" helperText="One a line, at most 10" multiline minRows={3} fullWidth />
        <TextInput source="consText" label="Cons" helperText="One a line, at most 10" multiline minRows={3} fullWidth />
      </Stack>
      <TextInput source="howWeTested" label="How we tested" helperText="Required to publish: who played it, how long, at what level" multiline minRows={2} fullWidth />
      <ContentEditor />
      <SelectInput source="status" label="Status" choices={STATUS_CHOICES} helperText="Only editors and admins publish" fullWidth />
    </FormDialog>
  );
}
