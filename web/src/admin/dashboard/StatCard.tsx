import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  /** A figure the server gave, a text where nothing is counted, or undefined while it loads. */
  value: number | string | undefined;
  icon: ReactNode;
  /** A line under the figure. */
  note?: string;
}

/** One figure with its label, for the dashboard's top row. */
export function StatCard({ title, value, icon, note }: StatCardProps) {
  return (
    <Card sx={{ flex: '1 1 140px' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography component="span" color="primary" sx={{ display: 'flex' }} aria-hidden>
          {icon}
        </Typography>
        <div>
          <Typography variant="body2" color="text.secondary" component="h2">
            {title}
          </Typography>
          {typeof value === 'string' ? (
            <Typography variant="body1" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
              {value}
            </Typography>
          ) : (
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {value === undefined ? <Skeleton width={48} role="progressbar" aria-label={`Loading ${title}`} /> : value.toLocaleString('en-US')}
            </Typography>
          )}
          {note ? (
            <Typography variant="caption" color="text.secondary">
              {note}
            </Typography>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
