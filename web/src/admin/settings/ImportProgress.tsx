import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import type { ImportJob } from '../../../../codegen/hey-api/types.gen.ts';

const count = (n: number) => n.toLocaleString('en-US');

/** What a running import has done, in words: read by the bar's label and shown above it. */
export function progressText(job: ImportJob): string {
  if (job.state === 'queued' || job.total === 0) return 'Import starting…';
  return `Importing: ${count(job.done)} of ${count(job.total)} items`;
}

/** A running import's progress bar, with its numbers in words (a determinate progressbar once the total is known). */
export function ImportProgress({ job }: { job: ImportJob }) {
  const labelId = useId();
  const known = job.state === 'running' && job.total > 0;
  const percent = known ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Box sx={{ width: '100%', maxWidth: 560, my: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        {progressText(job)}
      </Typography>
      {known ? (
        <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} aria-valuetext={`${count(job.done)} of ${count(job.total)} items`} />
      ) : (
        <LinearProgress aria-labelledby={labelId} />
      )}
    </Box>
  );
}
