import AddIcon from '@mui/icons-material/Add';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
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

interface GroupCardProps {
  name: 'header' | 'footer';
  noun: string;
  group: NavGroup;
  index: number;
  count: number;
  errors: FieldErrors;
  targets: Record<'page' | 'post' | 'category', TargetChoice[]>;
  onChange: (group: NavGroup) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One group or column: its label, and its entries behind a disclosure (opened by itself when the server refused one of them). */
function GroupCard({ name, noun, group, index, count, errors, targets, onChange, onMove, onRemove }: GroupCardProps) {
  const path = `${name}.${index}`;
  const refused = Object.keys(errors).some((field) => field.startsWith(`${path}.entries.`));
  const [open, setOpen] = useState(false);
  const entriesId = useId();
  const what = `${noun} ${index + 1}${group.label ? ` (${group.label})` : ''}`;
  const labelError = errors[`${path}.label`];
  const shown = open || refused;
  return (
    <Box role="group" aria-label={what[0]!.toUpperCase() + what.slice(1)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
        <TextField
          size="small"
          label={`${noun[0]!.toUpperCase()}${noun.slice(1)} label`}
          value={group.label}
          onChange={(event) => onChange({ ...group, label: event.target.value })}
          error={Boolean(labelError)}
          helperText={labelError}
          slotProps={{ htmlInput: { maxLength: NAV_LIMITS.groupLabel } }}
        />
        <MoveButtons what={what} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Stack>
      <Button size="small" sx={{ mt: 1 }} aria-expanded={shown} aria-controls={entriesId} startIcon={shown ? <ExpandLessIcon /> : <ExpandMoreIcon />} onClick={() => setOpen(!shown)}>
        {`Entries (${group.entries.length})`}
      </Button>
      <Box id={entriesId} hidden={!shown} sx={{ mt: 1 }}>
        {shown && <EntriesEditor entries={group.entries} path={`${path}.entries`} errors={errors} targets={targets} onChange={(entries) => onChange({ ...group, entries })} />}
      </Box>
    </Box>
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
      {groups.map((group, index) => (
        <GroupCard
          key={index}
          name={name}
          noun={noun}
          group={group}
          index={index}
          count={groups.length}
          errors={errors}
          targets={targets}
          onChange={(next) => onChange(replaced(groups, index, next))}
          onMove={(by) => onChange(moved(groups, index, by))}
          onRemove={() => onChange(without(groups, index))}
        />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} disabled={groups.length >= max} onClick={() => onChange([...groups, { label: '', entries: [] }])}>
          Add {noun}
        </Button>
      </Box>
    </Stack>
  );
}
