import { MenuItem, TextField } from '@mui/material';
import { useListContext } from 'react-admin';

interface ListChoiceFilterProps {
  /** The filter's field (`publishStatus`). */
  source: string;
  label: string;
  /** The first choice, which filters nothing ("All Status"). */
  allLabel: string;
  choices: readonly { id: string; name: string }[];
}

/** A list's filter on one field: everything, or one of the choices; the list's other filters stay as they are. */
export function ListChoiceFilter({ source, label, allLabel, choices }: ListChoiceFilterProps) {
  const { filterValues, setFilters } = useListContext();
  const { [source]: current, ...others } = filterValues as Record<string, unknown>;
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      label={label}
      value={typeof current === 'string' ? current : ''}
      onChange={(event) => setFilters(event.target.value ? { ...others, [source]: event.target.value } : others, undefined, false)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
