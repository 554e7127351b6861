import { Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EventMove } from '../../../../codegen/hey-api/types.gen.ts';
import { useSiteTimeZone } from '../common/useSiteTimeZone.ts';
import { nextSeriesDates, todayIn } from './seriesDates.ts';

const SHOWN = 8;
const dayName = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
const datesOf = (text: unknown) => (typeof text === 'string' ? text.split(/[\s,]+/).filter(Boolean) : []);

/**
 * The series' next dates in the edit form, each with "Cancel this date" and "Move this date" (a new
 * local start). The choices go into the form's cancelled dates and moves, saved with the event.
 */
export function SeriesDates() {
  const { setValue } = useFormContext();
  const [start, days, until, cancelledText, exceptions] = useWatch({ name: ['start', 'weeklyDays', 'until', 'cancelledDates', 'exceptions'] }) as [string, string[], string, string, { moved?: EventMove[] } | undefined];
  const [moving, setMoving] = useState<{ date: string; start: string } | null>(null);
  const headingId = useId();
  const { timeZone } = useSiteTimeZone();
  const dates = nextSeriesDates(start ?? '', days ?? [], until ?? '', todayIn(timeZone), SHOWN);
  if (dates.length === 0) return null;

  const cancelled = datesOf(cancelledText);
  const moved = exceptions?.moved ?? [];
  const time = (start ?? '').slice(10);
  const setCancelled = (list: string[]) => setValue('cancelledDates', [...list].sort().join('\n'), { shouldDirty: true });
  const setMoved = (list: EventMove[]) => setValue('exceptions', { ...exceptions, moved: [...list].sort((a, b) => a.date.localeCompare(b.date)) }, { shouldDirty: true });
  // A date is cancelled or moved, never both.
  const cancel = (date: string) => {
    setCancelled([...cancelled, date]);
    setMoved(moved.filter((move) => move.date !== date));
  };
  const restore = (date: string) => {
    setCancelled(cancelled.filter((day) => day !== date));
    setMoved(moved.filter((move) => move.date !== date));
  };
  const saveMove = () => {
    if (!moving || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(moving.start)) return;
    setCancelled(cancelled.filter((day) => day !== moving.date));
    setMoved([...moved.filter((move) => move.date !== moving.date), moving]);
    setMoving(null);
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography id={headingId} variant="subtitle2">
        Next dates
      </Typography>
      <List dense aria-labelledby={headingId} disablePadding>
        {dates.map((date) => {
          const move = moved.find((entry) => entry.date === date);
          const isCancelled = cancelled.includes(date);
          const label = `${dayName(date)} ${date}${time.replace('T', ' ')}`;
          return (
            <ListItem key={date} disableGutters sx={{ display: 'block' }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Typography variant="body2" sx={{ flexGrow: 1, textDecoration: isCancelled ? 'line-through' : undefined }}>
                  {label}
                  {isCancelled && ' · Cancelled'}
                  {move && ` · Moved to ${move.start.replace('T', ' ')}`}
                </Typography>
                {isCancelled || move ? (
                  <Button size="small" aria-label={`Restore this date, ${label}`} onClick={() => restore(date)}>
                    Restore this date
                  </Button>
                ) : (
                  <>
                    <Button size="small" aria-label={`Cancel this date, ${label}`} onClick={() => cancel(date)}>
                      Cancel this date
                    </Button>
                    <Button size="small" aria-label={`Move this date, ${label}`} onClick={() => setMoving({ date, start: `${date}${time}` })}>
                      Move this date
                    </Button>
                  </>
                )}
              </Stack>
              {moving?.date === date && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                  <TextField
                    type="datetime-local"
                    size="small"
                    label={`New start for ${date}`}
                    helperText="In the site's time zone"
                    value={moving.start}
                    onChange={(event) => setMoving({ date, start: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <Button size="small" variant="outlined" onClick={saveMove}>
                    Keep this move
                  </Button>
                  <Button size="small" onClick={() => setMoving(null)}>
                    Never mind
                  </Button>
                </Stack>
              )}
            </ListItem>
          );
        })}
      </List>
      <Typography variant="caption" color="text.secondary">
        Changes to these dates are saved with the event.
      </Typography>
    </Box>
  );
}
