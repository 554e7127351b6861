import { Box, Typography } from '@mui/material';
import type { Tag } from '../../../../codegen/hey-api/types.gen.ts';
import { EditDeleteButtons } from '../common/EditDeleteButtons.tsx';
import { SampleChip } from '../common/SampleChip.tsx';

/** One tag as a chip; its edit and delete buttons show on hover or keyboard focus. */
export function TagChip({ tag, onEdit }: { tag: Tag; onEdit: (tag: Tag) => void }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        pr: 0.5,
        py: 0.25,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '& .tag-actions': { opacity: 0, transition: 'opacity 120ms' },
        '&:hover .tag-actions, &:focus-within .tag-actions': { opacity: 1 },
        '@media (hover: none)': { '& .tag-actions': { opacity: 1 } },
      }}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {tag.name}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        /{tag.slug}
      </Typography>
      <SampleChip kind="tags" id={tag.id} />
      <Box className="tag-actions" sx={{ display: 'inline-flex' }}>
        <EditDeleteButtons resource="tags" record={tag} noun="tag" name={tag.name} onEdit={() => onEdit(tag)} />
      </Box>
    </Box>
  );
}
