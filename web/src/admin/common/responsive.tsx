import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A table cell shown from 768 px up: on phones a list keeps only its essential columns. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Below 768 px, what the hidden columns said, as a line under the row's name. */
export function PhoneDetails({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400 }}>
      {children}
    </Typography>
  );
}
