import { Stack } from '@mui/material';
import { AutocompleteInput, CheckboxGroupInput, DateInput, NumberInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { EVENT_KINDS, EVENT_MESSAGES, EVENT_STATUSES, SKILL_LEVELS, WEEKDAYS } from '../../../../common/events.ts';
import { FormDialog, type RecordDialogProps } from '../common/FormDialog.tsx';
import { SeriesDates } from './SeriesDates.tsx';

const NEW_EVENT = { kind: 'open-play', title: '', slug: '', start: '', end: '', weeklyDays: [], until: '', cancelledDates: '', courtId: null, address: '', skillLevels: ['all'], status: 'scheduled', publication: 'draft' };
const label = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace('-', ' ');
const choices = (list: readonly string[]) => list.map((id) => ({ id, name: label(id) }));
const DAY_CHOICES = WEEKDAYS.map((id) => ({ id, name: { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' }[id] }));
const SKILL_CHOICES = SKILL_LEVELS.map((id) => ({ id, name: id === 'all' ? 'All levels' : id }));
const PUBLICATION_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
];
const row = { direction: { xs: 'column', sm: 'row' }, columnGap: 2 } as const;
const LOCAL = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;

/**
 * "New Event" and "Edit Event": what and when (local times of the site, a weekly series with its
 * next dates, each cancelled or moved here), where (a court of the directory or an address), for whom and at what cost.
 * The server checks every field; authors save drafts, editors publish and cancel.
 */
export function EventDialog(props: RecordDialogProps) {
  return (
    <FormDialog {...props} resource="events" noun="event" defaultValues={NEW_EVENT}>
      <Stack {...row}>
        <SelectInput source="kind" label="Kind" choices={choices(EVENT_KINDS)} validate={required(EVENT_MESSAGES.kindInvalid)} fullWidth />
        <TextInput source="title" label="Title" validate={required(EVENT_MESSAGES.titleRequired)} fullWidth autoFocus />
      </Stack>
      <TextInput source="slug" label="Slug" helperText="Lowercase words joined by hyphens, e.g. tuesday-open-play" fullWidth />
      <Stack {...row}>
        <TextInput source="start" label="Starts" {...LOCAL} validate={required(EVENT_MESSAGES.localTimeInvalid)} fullWidth />
        <TextInput source="end" label="Ends" {...LOCAL} validate={required(EVENT_MESSAGES.localTimeInvalid)} fullWidth />
      </Stack>
      <CheckboxGroupInput source="weeklyDays" label="Repeats weekly on" choices={DAY_CHOICES} />
      <Stack {...row}>
        <DateInput source="until" label="Repeats until" fullWidth />
        <TextInput source="cancelledDates" label="Cancelled dates" helperText="YYYY-MM-DD, one a line" multiline fullWidth />
      </Stack>
      <SeriesDates />
      <Stack {...row}>
        <ReferenceInput source="courtId" reference="courts" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label="Court" optionText="name" fullWidth />
        </ReferenceInput>
        <TextInput source="address" label="Or address" fullWidth />
      </Stack>
      <CheckboxGroupInput source="skillLevels" label="Skill levels" choices={SKILL_CHOICES} />
      <Stack {...row}>
        <NumberInput source="costDollars" label="Cost (USD)" min={0} step={0.01} fullWidth />
        <NumberInput source="capacity" label="Capacity" min={1} step={1} fullWidth />
      </Stack>
      <TextInput source="registrationUrl" label="Registration link" helperText="https:// only" fullWidth />
      <Stack {...row}>
        <TextInput source="organizerName" label="Organizer" fullWidth />
        <TextInput source="organizerContact" label="Organizer contact" fullWidth />
      </Stack>
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <Stack {...row}>
        <SelectInput source="status" label="Status" choices={choices(EVENT_STATUSES)} helperText="Only editors and admins cancel" fullWidth />
        <TextInput source="previousStart" label="Was to start" {...LOCAL} helperText="For a moved event" fullWidth />
      </Stack>
      <SelectInput source="publication" label="Publication" choices={PUBLICATION_CHOICES} helperText="Only editors and admins publish" fullWidth />
    </FormDialog>
  );
}
