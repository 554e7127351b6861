import { Checkbox } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';

/** The header's box: selects every row of the page, or clears the selection when all are selected. */
export function SelectPageCheckbox() {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const ids = data.map((record) => record.id);
  const selectedHere = ids.filter((id) => selectedIds.includes(id)).length;
  const all = ids.length > 0 && selectedHere === ids.length;
  return (
    <Checkbox
      checked={all}
      indeterminate={selectedHere > 0 && !all}
      onChange={() => (all ? onUnselectItems() : onSelect(ids))}
      slotProps={{ input: { 'aria-label': 'Select all' } }}
    />
  );
}

/** A row's box, named after the row ("Select Dinking") so a screen reader says which row it picks. */
export function SelectRowCheckbox({ record, name }: { record: RaRecord; name: string }) {
  const { selectedIds, onToggleItem } = useListContext();
  return <Checkbox checked={selectedIds.includes(record.id)} onChange={() => onToggleItem(record.id)} slotProps={{ input: { 'aria-label': `Select ${name}` } }} />;
}
