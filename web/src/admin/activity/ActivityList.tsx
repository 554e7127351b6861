import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataTable, Link, ListBase, useListContext } from 'react-admin';
import type { ActivityEntry } from '../../../../codegen/hey-api/types.gen.ts';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS } from '../../../../common/activity.ts';
import { formatDayTime } from '../common/dates.ts';
import { useSiteTimeZone } from '../common/useSiteTimeZone.ts';
import { ListTable } from '../common/ListTable.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { PhoneDetails, WIDE_ONLY } from '../common/responsive.tsx';
import { PostPagination } from '../posts/PostPagination.tsx';
import { entryDetail } from './detail.ts';
import { dayAfter, dayOf, dayStart, exportUrl } from './period.ts';

interface ActivityFilter {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

const actionLabel = (action: string) => (ACTIVITY_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** The record an entry is about: a post that still exists links to its editor. */
function Subject({ entry }: { entry: ActivityEntry }) {
  const { subject } = entry;
  if (!subject) return null;
  const name = subject.title ?? `${subject.type} ${subject.id}`;
  if (subject.type === 'post' && entry.action !== 'post.delete') return <Link to={`/posts/${subject.id}`}>{name}</Link>;
  return name;
}

/** react-admin's theme makes every field full width: on a phone they stack, wider they share one row. */
const FILTER_WIDTH = { width: { xs: '100%', sm: 200 } };

function Filters({ timeZone }: { timeZone: string }) {
  const { filterValues, setFilters } = useListContext<ActivityEntry>();
  const values = filterValues as ActivityFilter;
  const set = (key: keyof ActivityFilter, value: string | undefined) => {
    const next: ActivityFilter = { ...values };
    if (value) next[key] = value;
    else delete next[key];
    setFilters(next, {});
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap' }} role="group" aria-label="Filters">
      <TextField size="small" label="User" sx={FILTER_WIDTH} value={values.actor ?? ''} onChange={(event) => set('actor', event.target.value.trim())} />
      <TextField select size="small" label="Action" value={values.action ?? ''} onChange={(event) => set('action', event.target.value)} sx={{ width: { xs: '100%', sm: 240 } }}>
        <MenuItem value="">All actions</MenuItem>
        {ACTIVITY_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {ACTIVITY_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="From"
        sx={FILTER_WIDTH}
        value={dayOf(values.from, 'from', timeZone)}
        onChange={(event) => set('from', dayStart(event.target.value, timeZone))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField size="small" type="date" label="To" sx={FILTER_WIDTH} value={dayOf(values.to, 'to', timeZone)} onChange={(event) => set('to', dayAfter(event.target.value, timeZone))} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}

function ExportButton() {
  const { filterValues } = useListContext<ActivityEntry>();
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} href={exportUrl(filterValues as Record<string, unknown>)} download="activity.csv">
      Export CSV
    </Button>
  );
}

/** Times read in the site's zone, named in the column's heading; none shown before it is known. */
function ActivityTable({ timeZone, zoneKnown }: { timeZone: string; zoneKnown: boolean }) {
  return (
    <ListTable label="Activity" loading={<Typography sx={{ p: 3 }}>Loading activity...</Typography>} empty={<Typography sx={{ p: 3 }}>No activity found</Typography>}>
      <DataTable.Col<ActivityEntry>
        source="at"
        label={zoneKnown ? `When (${timeZone.replaceAll('_', ' ')})` : 'When'}
        cellSx={() => ({ whiteSpace: 'nowrap' })}
        render={(entry) => (zoneKnown ? <time dateTime={entry.at}>{formatDayTime(entry.at, timeZone)}</time> : '…')}
      />
      <DataTable.Col<ActivityEntry> source="actor" label="User" render={(entry) => entry.actor ?? '—'} />
      <DataTable.Col<ActivityEntry> source="action" label="Action" render={(entry) => actionLabel(entry.action)} />
      <DataTable.Col<ActivityEntry>
        label="Subject"
        disableSort
        render={(entry) => (
          <>
            <Subject entry={entry} />
            {/* On a phone the details column is hidden: what it says goes under the subject. */}
            {entryDetail(entry, timeZone) ? <PhoneDetails>{entryDetail(entry, timeZone)}</PhoneDetails> : null}
          </>
        )}
      />
      <DataTable.Col<ActivityEntry> label="Details" disableSort sx={WIDE_ONLY} render={(entry) => entryDetail(entry, timeZone)} />
    </ListTable>
  );
}

/** The activity log: who did what and when, newest first, filtered by user, action and period, exported as CSV. */
export function ActivityList() {
  const { timeZone, isPending } = useSiteTimeZone();
  return (
    <ListBase resource="activity" perPage={50} sort={{ field: 'at', order: 'DESC' }} disableSyncWithLocation>
      <ScreenHeading title="Activity">
        <ExportButton />
      </ScreenHeading>
      <Card>
        <Filters timeZone={timeZone} />
        <ActivityTable timeZone={timeZone} zoneKnown={!isPending} />
        <PostPagination />
      </Card>
    </ListBase>
  );
}
