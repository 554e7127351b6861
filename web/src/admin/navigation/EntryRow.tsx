import { Box, MenuItem, Stack, TextField } from '@mui/material';
import type { NavLink } from '../../../../codegen/hey-api/types.gen.ts';
import { NAV_LIMITS } from '../../../../common/navigation.ts';
import { KIND_NAMES, withKind, type FieldErrors } from './menuEdits.ts';
import { MoveButtons } from './MoveButtons.tsx';
import type { TargetChoice } from './useTargets.ts';

interface EntryRowProps {
  entry: NavLink;
  /** The entry's path in the menus, as the server names its fields (`header.0.entries.1`). */
  path: string;
  /** Its position, for its name ("Entry 2"). */
  index: number;
  count: number;
  errors: FieldErrors;
  targets: Record<'page' | 'post' | 'category', TargetChoice[]>;
  onChange: (entry: NavLink) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const RECORD_FIELDS = { page: ['pageId', 'Page'], post: ['postId', 'Post'], category: ['categoryId', 'Category'] } as const;

/** One menu entry: its label, what kind of place it leads to, and that place. */
export function EntryRow({ entry, path, index, count, errors, targets, onChange, onMove, onRemove }: EntryRowProps) {
  const name = `Entry ${index + 1}${entry.label ? ` (${entry.label})` : ''}`;
  const error = (field: string) => ({ error: Boolean(errors[`${path}.${field}`]), helperText: errors[`${path}.${field}`] });
  const record = entry.kind === 'page' || entry.kind === 'post' || entry.kind === 'category' ? RECORD_FIELDS[entry.kind] : undefined;
  return (
    <Box role="group" aria-label={name} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'flex-start' }}>
        <TextField size="small" label="Label" value={entry.label} onChange={(event) => onChange({ ...entry, label: event.target.value })} slotProps={{ htmlInput: { maxLength: NAV_LIMITS.label } }} {...error('label')} />
        <TextField size="small" select label="Leads to" value={entry.kind} onChange={(event) => onChange(withKind(entry, event.target.value as NavLink['kind']))} sx={{ minWidth: 180 }}>
          {Object.entries(KIND_NAMES).map(([kind, label]) => (
            <MenuItem key={kind} value={kind}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {record && entry.kind in RECORD_FIELDS && (
          <TextField
            size="small"
            select
            label={record[1]}
            value={entry[record[0]] ?? ''}
            onChange={(event) => onChange({ ...entry, [record[0]]: Number(event.target.value) })}
            sx={{ minWidth: 200 }}
            {...error(record[0])}
          >
            {targets[entry.kind as keyof typeof targets].map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {entry.kind === 'section' && <TextField size="small" label="Section id" placeholder="our-story" value={entry.anchor ?? ''} onChange={(event) => onChange({ ...entry, anchor: event.target.value })} {...error('anchor')} />}
        {entry.kind === 'url' && <TextField size="small" label="URL" placeholder="https://… or /path" value={entry.url ?? ''} onChange={(event) => onChange({ ...entry, url: event.target.value })} {...error('url')} />}
        <MoveButtons what={name.toLowerCase()} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Stack>
    </Box>
  );
}
