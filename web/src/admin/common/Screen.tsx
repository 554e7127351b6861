import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A back-office screen that is not a list (settings, analytics): its name in the app bar and as its h1, then its content. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
