import { Alert, Typography } from '@mui/material';
import { SCORE_RUBRIC, SCORE_RULE } from '../../../../common/gearRubric.ts';

/** The scoring rule readers see beside every score, so reviewers score by it. */
export function ScoreRubric() {
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2 }} role="note" aria-label="How we score">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        How we score
      </Typography>
      <Typography variant="body2">{SCORE_RULE}</Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
        {SCORE_RUBRIC.map((band) => (
          <li key={band.from}>
            {band.from === 9 ? '9-10' : `${band.from}-${band.from + 1}.9`} {band.label}: {band.meaning}
          </li>
        ))}
      </Typography>
    </Alert>
  );
}
