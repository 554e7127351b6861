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

/** A list's search box: every keystroke asks the server for `q`, emptied it lists everything. */
export function ListSearch({ placeholder, label, sx }: ListSearchProps) {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>((filterValues.q as string | undefined) ?? '');
  return (
    <TextField
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setFilters(event.target.value ? { q: event.target.value } : {}, undefined, true);
      }}
      placeholder={placeholder}
      variant="outlined"
      size="small"
      slotProps={{ htmlInput: { 'aria-label': label }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      sx={sx}
    />
  );
}
