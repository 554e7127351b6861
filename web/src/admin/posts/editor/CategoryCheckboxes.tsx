import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import type { Category } from '../../../../../codegen/hey-api/types.gen.ts';
import { TermChoices, useTermSelection } from './termSelection.tsx';

/** One checkbox per category, bound to categoryIds. */
export function CategoryCheckboxes() {
  const { terms, isPending, selected, toggle } = useTermSelection<Category>('categories', 'categoryIds');
  return (
    <FormGroup>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        Categories
      </FormLabel>
      <TermChoices resource="categories" isPending={isPending} count={terms.length}>
        {terms.map((category) => (
          <FormControlLabel
            key={category.id}
            label={category.name}
            control={<Checkbox size="small" checked={selected.includes(category.id)} onChange={() => toggle(category.id)} />}
          />
        ))}
      </TermChoices>
    </FormGroup>
  );
}
