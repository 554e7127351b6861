import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEditContext, type RaRecord } from 'react-admin';

/** The form of an edit screen, once its record has loaded: nothing while it loads, the server's refusal if it cannot. */
export function EditLoaded({ children }: { children: (record: RaRecord) => ReactNode }) {
  const { record, isPending, error } = useEditContext();
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ p: 3 }}>
        {error.message}
      </Typography>
    );
  }
  if (isPending || !record) return null;
  return children(record);
}
