import { Alert, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider/index.ts';

const KEY = ['twoFactor', 'policy'];

/** Admins only: require two-factor sign-in of all staff (the server refuses it until the admin's own is on). */
export function TwoFactorPolicySwitch() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: KEY, queryFn: () => dataProvider.twoFactorPolicy('twoFactor').then(({ data }) => data) });
  const change = useMutation({
    mutationFn: (required: boolean) => dataProvider.setTwoFactorPolicy('twoFactor', { required }),
    onSuccess: ({ data }) => queryClient.setQueryData(KEY, data),
  });
  const error = change.error instanceof HttpError ? ((change.error.body as { detail?: string } | undefined)?.detail ?? change.error.message) : change.error?.message;
  return (
    <section aria-labelledby="two-factor-policy-title">
      <Typography id="two-factor-policy-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        All staff
      </Typography>
      <FormControlLabel
        control={<Switch checked={policy.data?.required ?? false} disabled={!policy.data || change.isPending} onChange={(_event, checked) => change.mutate(checked)} />}
        label="Require two-factor sign-in for all staff"
      />
      <Typography variant="body2" color="text.secondary">
        Staff without it can then only set it up after signing in.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </section>
  );
}
