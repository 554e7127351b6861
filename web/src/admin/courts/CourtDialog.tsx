import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { COURT_MESSAGES } from '../../../../common/courts.ts';
import { FormDialog, type RecordDialogProps } from '../common/FormDialog.tsx';
import { validateChoice } from '../common/validators.ts';

const NEW_COURT = { name: '', address: '', city: '', state: '', zip: '', lat: null, lng: null, indoorCourts: 0, outdoorCourts: 1, access: 'public', lighted: false, fee: '', website: '', notes: '' };
const ACCESS_CHOICES = [
  { id: 'public', name: 'Public' },
  { id: 'private', name: 'Private' },
];
const validateName = required(COURT_MESSAGES.nameRequired);
const validateCity = required(COURT_MESSAGES.cityRequired);
const validateState = required(COURT_MESSAGES.stateInvalid);
const validateZip = required(COURT_MESSAGES.zipInvalid);
const row = { direction: { xs: 'column', sm: 'row' }, columnGap: 2 } as const;

/**
 * "New Court" and "Edit Court". The server checks every field (state code, 5-digit ZIP, counts,
 * website) and its messages land under the fields; without latitude and longitude the court is
 * placed at its ZIP code.
 */
export function CourtDialog(props: RecordDialogProps) {
  return (
    <FormDialog {...props} resource="courts" noun="court" defaultValues={NEW_COURT}>
      <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
      <TextInput source="address" label="Address" fullWidth />
      <Stack {...row}>
        <TextInput source="city" label="City" validate={validateCity} fullWidth />
        <TextInput source="state" label="State" validate={validateState} helperText="Two letters, e.g. TX" sx={{ minWidth: 120 }} />
        <TextInput source="zip" label="ZIP code" validate={validateZip} sx={{ minWidth: 130 }} />
      </Stack>
      <Stack {...row}>
        <NumberInput source="lat" label="Latitude" helperText="Leave both empty to use the ZIP code" fullWidth />
        <NumberInput source="lng" label="Longitude" helperText={false} fullWidth />
      </Stack>
      <Stack {...row}>
        <NumberInput source="indoorCourts" label="Indoor courts" min={0} step={1} fullWidth />
        <NumberInput source="outdoorCourts" label="Outdoor courts" min={0} step={1} fullWidth />
      </Stack>
      <Stack {...row} sx={{ alignItems: { sm: 'center' } }}>
        <SelectInput source="access" label="Access" choices={ACCESS_CHOICES} validate={validateChoice} fullWidth />
        <BooleanInput source="lighted" label="Lighted" fullWidth />
      </Stack>
      <TextInput source="fee" label="Fee" helperText='Such as "Free" or "$5 drop-in"' fullWidth />
      <TextInput source="website" label="Website" helperText="An http or https address" fullWidth />
      <TextInput source="notes" label="Notes" multiline minRows={2} fullWidth />
    </FormDialog>
  );
}
