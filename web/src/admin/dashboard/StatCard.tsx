import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  footer?: ReactNode;
}

/** One number with its label, for the dashboard's top row. */
export function StatCard({ title, value, icon, footer }: StatCardProps) {
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
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {value === undefined ? <Skeleton width={48} /> : value.toLocaleString('en-US')}
          </Typography>
          {footer}
        </div>
      </CardContent>
    </Card>
  );
}
