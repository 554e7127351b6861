import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { NavGroup, NavLink } from '../../../../codegen/hey-api/types.gen.ts';
import { NAV_LIMITS } from '../../../../common/navigation.ts';
import { EntryRow } from './EntryRow.tsx';
import { moved, NEW_ENTRY, replaced, without, type FieldErrors } from './menuEdits.ts';
import { MoveButtons } from './MoveButtons.tsx';
import type { TargetChoice } from './useTargets.ts';

interface EntriesProps {
  entries: NavLink[];
  path: string;
  errors: FieldErrors;
  targets: Record<'page' | 'post' | 'category', TargetChoice[]>;
  onChange: (entries: NavLink[]) => void;
}

/** A list of entries with an Add button under it (a group's, a column's, or the legal row). */
export function EntriesEditor({ entries, path, errors, targets, onChange }: EntriesProps) {
  return (
    <Stack spacing={1}>
      {entries.map((entry, index) => (
        <EntryRow
          key={index}
          entry={entry}
          path={`${path}.${index}`}
          index={index}
          count={entries.length}
          errors={errors}
          targets={targets}
          onChange={(next) => onChange(replaced(entries, index, next))}
          onMove={(by) => onChange(moved(entries, index, by))}
          onRemove={() => onChange(without(entries, index))}
        />
      ))}
      <Box>
        <Button size="small" startIcon={<AddIcon />} disabled={entries.length >= NAV_LIMITS.entries} onClick={() => onChange([...entries, NEW_ENTRY])}>
          Add entry
        </Button>
      </Box>
    </Stack>
  );
}

interface GroupsProps {
  /** `header` or `footer`, the groups' path in the menus. */
  name: 'header' | 'footer';
  /** What one group is called: "group" or "column". */
  noun: string;
  max: number;
  groups: NavGroup[];
  errors: FieldErrors;
  targets: Record<'page' | 'post' | 'category', TargetChoice[]>;
  onChange: (groups: NavGroup[]) => void;
}

/** The header's groups or the footer's columns: each a label and its entries. */
export function GroupsEditor({ name, noun, max, groups, errors, targets, onChange }: GroupsProps) {
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {groups.map((group, index) => {
        const what = `${noun} ${index + 1}${group.label ? ` (${group.label})` : ''}`;
        const labelError = errors[`${name}.${index}.label`];
        return (
          <Box key={index} role="group" aria-label={what[0]!.toUpperCase() + what.slice(1)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
              <TextField
                size="small"
                label={`${noun[0]!.toUpperCase()}${noun.slice(1)} label`}
                value={group.label}
                onChange={(event) => onChange(replaced(groups, index, { ...group, label: event.target.value }))}
                error={Boolean(labelError)}
                helperText={labelError}
                slotProps={{ htmlInput: { maxLength: NAV_LIMITS.groupLabel } }}
              />
              <MoveButtons what={what} index={index} count={groups.length} onMove={(by) => onChange(moved(groups, index, by))} onRemove={() => onChange(without(groups, index))} />
            </Stack>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              Entries
            </Typography>
            <EntriesEditor entries={group.entries} path={`${name}.${index}.entries`} errors={errors} targets={targets} onChange={(entries) => onChange(replaced(groups, index, { ...group, entries }))} />
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} disabled={groups.length >= max} onClick={() => onChange([...groups, { label: '', entries: [] }])}>
          Add {noun}
        </Button>
      </Box>
    </Stack>
  );
}
