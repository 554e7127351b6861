import { Box, Stack, Typography } from '@mui/material';
import { NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { GEAR_MESSAGES, PADDLE_SHAPE_LABELS, PADDLE_SPEC_ROWS, SPEC_SOURCE_LABELS } from '../../../../common/gear.ts';
import { capitalise } from '../common/capitalise.ts';
import { maxCharacters } from '../common/validators.ts';
import { isFigure } from './gearInput.ts';

const SOURCE_CHOICES = Object.entries(SPEC_SOURCE_LABELS).map(([id, name]) => ({ id, name: capitalise(name) }));
const SHAPE_CHOICES = Object.entries(PADDLE_SHAPE_LABELS).map(([id, name]) => ({ id, name }));
const FIGURE_RANGE = 'A figure from 0 to 100,000';

/** A spec's figure, as the server takes it: blank (no such spec), or 0 to 100,000. */
const validFigure = (value: unknown) => (value === null || value === undefined || value === '' || (Number(value) >= 0 && Number(value) <= 100_000) ? undefined : FIGURE_RANGE);

/** A spec in words: at most 100 characters. */
const validWords = maxCharacters(100, GEAR_MESSAGES.tooLong(100));

/** One spec: its value (a figure with its unit, a shape, or words) and where it comes from. */
function SpecRow({ name, label, unit }: { name: string; label: string; unit: string }) {
  const value = `specs.${name}.value`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
      {isFigure(unit) ? (
        <NumberInput source={value} label={`${label} (${unit})`} validate={validFigure} helperText={false} fullWidth />
      ) : name === 'shape' ? (
        <SelectInput source={value} label={label} choices={SHAPE_CHOICES} emptyText="Not given" helperText={false} fullWidth />
      ) : (
        <TextInput source={value} label={label} validate={validWords} helperText={false} fullWidth />
      )}
      {/* Every figure says where it comes from: a required select, so no blank choice. */}
      <SelectInput source={`specs.${name}.source`} label={`${label}: source`} choices={SOURCE_CHOICES} validate={required(GEAR_MESSAGES.specInvalid)} helperText={false} fullWidth />
    </Stack>
  );
}

/**
 * A paddle's specifications, each marked "measured by us" or "from the maker" as readers see it;
 * a blank value is a spec the product does not list. Other kinds have none.
 */
export function SpecFields() {
  const kind = useWatch({ name: 'kind' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Specifications
      </Typography>
      {kind === 'paddle' ? (
        PADDLE_SPEC_ROWS.map(([name, label, unit]) => <SpecRow key={name} name={name} label={label} unit={unit} />)
      ) : (
        <Typography variant="body2" color="text.secondary">
          {GEAR_MESSAGES.specsPaddlesOnly}.
        </Typography>
      )}
    </Box>
  );
}
