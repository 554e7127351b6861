import CheckIcon from '@mui/icons-material/Check';
import { Box, Chip, FormLabel, Typography } from '@mui/material';
import { useGetList, useInput } from 'react-admin';
import type { Tag } from '../../../../../codegen/hey-api/types.gen.ts';
import { ALL_TERMS } from './CategoryCheckboxes.tsx';

/** Tag chips toggled by a click, bound to tagIds. */
export function TagChips() {
  const { data, isPending } = useGetList<Tag>('tags', ALL_TERMS);
  const { field } = useInput({ source: 'tagIds', defaultValue: [] });
  const selected: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number) => field.onChange(selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id]);
  return (
    <Box sx={{ mt: 2 }}>
      <FormLabel component="p" sx={{ mb: 0.5 }} id="post-tags-label">
        Tags
      </FormLabel>
      {isPending ? (
        <Typography variant="body2">Loading tags...</Typography>
      ) : !data?.length ? (
        <Typography variant="body2">No tags found</Typography>
      ) : (
        <Box role="group" aria-labelledby="post-tags-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {data.map((tag) => {
            const on = selected.includes(tag.id);
            return (
              <Chip
                key={tag.id}
                label={tag.name}
                clickable
                role="button"
                aria-pressed={on}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                icon={on ? <CheckIcon /> : undefined}
                onClick={() => toggle(tag.id)}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
