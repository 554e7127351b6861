import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of the post editor. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
