import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import { SectionFields } from './SectionFields.tsx';
import { sectionName } from './sectionKinds.ts';

interface SectionRowProps {
  section: HomeSection;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  onRemove: () => void;
}

/** One section in the list: its name, move, hide or show, remove, and its fields when opened. */
export function SectionRow({ section, index, count, onMove, onToggle, onRemove }: SectionRowProps) {
  const [open, setOpen] = useState(false);
  const name = sectionName(section);
  const fieldsId = useId();
  return (
    <Paper component="li" variant="outlined" aria-label={`Section ${index + 1}: ${name}`} sx={{ p: 1.5, listStyle: 'none', opacity: section.hidden ? 0.75 : 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
          {section.hidden && <Chip size="small" label="Hidden" sx={{ ml: 1 }} />}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          <IconButton size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={section.hidden ? `Show ${name}` : `Hide ${name}`} onClick={onToggle}>
            {section.hidden ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
          </IconButton>
          <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
          <Button size="small" startIcon={<EditIcon />} aria-expanded={open} aria-controls={fieldsId} onClick={() => setOpen(!open)}>
            {open ? 'Close' : 'Edit'}
            <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {` ${name}`}
            </Box>
          </Button>
        </Stack>
      </Stack>
      {open && (
        <Box id={fieldsId} sx={{ mt: 1 }}>
          <SectionFields section={section} path={`sections.${index}`} />
        </Box>
      )}
    </Paper>
  );
}
