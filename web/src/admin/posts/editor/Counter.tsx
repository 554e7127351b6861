import { Typography } from '@mui/material';

interface CounterProps {
  count: number;
  max: number;
  /** Turn red above max (meta description); otherwise only informative. */
  warnAbove?: boolean;
  hint?: string;
  id?: string;
}

/** "42/60": the character counter under a field. */
export function Counter({ count, max, warnAbove = false, hint, id }: CounterProps) {
  const over = warnAbove && count > max;
  return (
    <Typography id={id} component="span" variant="caption" sx={{ color: over ? 'error.main' : 'text.secondary', display: 'block' }} data-over={over || undefined}>
      {count}/{max}
      {hint ? ` · ${hint}` : ''}
    </Typography>
  );
}
