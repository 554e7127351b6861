import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEditContext, type RaRecord } from 'react-admin';

/** The form of an edit screen, once its record has loaded: `loading` (nothing by default) while it loads, the server's refusal if it cannot. */
export function EditLoaded({ children, loading = null }: { children: (record: RaRecord) => ReactNode; loading?: ReactNode }) {
  const { record, isPending, error } = useEditContext();
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ p: 3 }}>
        {error.message}
      </Typography>
    );
  }
  if (isPending || !record) return loading;
  return children(record);
}
