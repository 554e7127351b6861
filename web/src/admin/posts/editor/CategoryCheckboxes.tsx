import { Checkbox, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useGetList, useInput } from 'react-admin';
import type { Category } from '../../../../../codegen/hey-api/types.gen.ts';

export const ALL_TERMS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** One checkbox per category, bound to categoryIds. */
export function CategoryCheckboxes() {
  const { data, isPending } = useGetList<Category>('categories', ALL_TERMS);
  const { field } = useInput({ source: 'categoryIds', defaultValue: [] });
  const selected: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number) => field.onChange(selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id]);
  return (
    <FormGroup>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        Categories
      </FormLabel>
      {isPending ? (
        <Typography variant="body2">Loading categories...</Typography>
      ) : !data?.length ? (
        <Typography variant="body2">No categories found</Typography>
      ) : (
        data.map((category) => (
          <FormControlLabel
            key={category.id}
            label={category.name}
            control={<Checkbox size="small" checked={selected.includes(category.id)} onChange={() => toggle(category.id)} />}
          />
        ))
      )}
    </FormGroup>
  );
}
