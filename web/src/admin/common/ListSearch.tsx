import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';

interface ListSearchProps {
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
}

/** A list's search box: typing asks the server for `q` (the list's other filters stay), emptied it searches nothing. */
export function ListSearch({ placeholder, label, sx }: ListSearchProps) {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>((filterValues.q as string | undefined) ?? '');
  return (
    <TextField
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const { q: _q, ...others } = filterValues as Record<string, unknown>;
        setFilters(event.target.value ? { ...others, q: event.target.value } : others, undefined, true);
      }}
      placeholder={placeholder}
      variant="outlined"
      size="small"
      slotProps={{ htmlInput: { 'aria-label': label }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      sx={sx}
    />
  );
}
