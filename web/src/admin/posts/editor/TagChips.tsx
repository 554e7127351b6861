import CheckIcon from '@mui/icons-material/Check';
import { Box, Chip, FormLabel } from '@mui/material';
import type { Tag } from '../../../../../codegen/hey-api/types.gen.ts';
import { TermChoices, useTermSelection } from './termSelection.tsx';

/** Tag chips toggled by a click, bound to tagIds. */
export function TagChips() {
  const { terms, isPending, selected, toggle } = useTermSelection<Tag>('tags', 'tagIds');
  return (
    <Box sx={{ mt: 2 }}>
      <FormLabel component="p" sx={{ mb: 0.5 }} id="post-tags-label">
        Tags
      </FormLabel>
      <TermChoices resource="tags" isPending={isPending} count={terms.length}>
        <Box role="group" aria-labelledby="post-tags-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {terms.map((tag) => {
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
      </TermChoices>
    </Box>
  );
}
