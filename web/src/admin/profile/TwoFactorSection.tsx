import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { TwoFactorSetup } from '../../../../codegen/hey-api/types.gen.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { BackupCodesPanel } from './BackupCodesPanel.tsx';

const RESOURCE = 'twoFactor';
const STATUS_KEY = ['twoFactor', 'status'];

/** The server's sentence for a failed call. */
function reason(error: unknown): string {
  if (error instanceof HttpError) return (error.body as { detail?: string } | undefined)?.detail ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A code field with its own submit button and the server's error under it. */
function CodeForm({ label, action, busy, error, onSubmit }: { label: string; action: string; busy: boolean; error?: string; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}>
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        size="small"
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 40 } }}
      />
      <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
        {action}
      </Button>
    </Box>
  );
}

/** Setting up: the QR code and the secret as text, then a code to confirm. */
function SetupStep({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const enable = useMutation({ mutationFn: (code: string) => dataProvider.twoFactorEnable(RESOURCE, { code }), onSuccess: ({ data }) => onEnabled(data.backupCodes) });
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>Scan this QR code with your authenticator app, or type the key below into it.</Typography>
      <Box component="img" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt="QR code for your authenticator app" sx={{ width: 200, height: 200, display: 'block' }} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Key: <code data-testid="two-factor-secret">{setup.secret}</code>
      </Typography>
      <CodeForm label="Code from the app" action="Turn on" busy={enable.isPending} error={enable.error ? reason(enable.error) : undefined} onSubmit={(code) => enable.mutate(code)} />
    </Box>
  );
}

/**
 * The signed-in staff member's two-factor sign-in: set it up (QR code, key, a code to confirm),
 * see the backup codes once, and turn it off with a code. A section the profile screen embeds.
 */
export function TwoFactorSection() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => dataProvider.twoFactorStatus(RESOURCE).then(({ data }) => data) });
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [backupCodes, setBackupCodes] = useState<string[]>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const start = useMutation({ mutationFn: () => dataProvider.twoFactorSetup(RESOURCE), onSuccess: ({ data }) => setSetup(data) });
  const disable = useMutation({ mutationFn: (code: string) => dataProvider.twoFactorDisable(RESOURCE, { code }), onSuccess: refresh });

  let body;
  if (backupCodes) {
    body = <BackupCodesPanel codes={backupCodes} onDone={() => setBackupCodes(undefined)} />;
  } else if (status.isPending) {
    body = <CircularProgress size={24} aria-label="Loading" />;
  } else if (status.error) {
    body = <Alert severity="error">{reason(status.error)}</Alert>;
  } else if (status.data.enabled) {
    body = (
      <>
        <Alert severity="success">
          Two-factor sign-in is on. {status.data.backupCodesLeft} of 10 backup codes left.
        </Alert>
        <Typography sx={{ mt: 2 }}>To turn it off, enter a code from your app or a backup code.</Typography>
        <CodeForm label="Code" action="Turn off" busy={disable.isPending} error={disable.error ? reason(disable.error) : undefined} onSubmit={(code) => disable.mutate(code)} />
      </>
    );
  } else if (setup) {
    body = (
      <SetupStep
        setup={setup}
        onEnabled={(codes) => {
          setSetup(undefined);
          setBackupCodes(codes);
          void refresh();
        }}
      />
    );
  } else {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator app on your phone.</Typography>
        {start.error && <Alert severity="error">{reason(start.error)}</Alert>}
        <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="two-factor-title" sx={{ maxWidth: 560 }}>
      <Typography id="two-factor-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Two-factor sign-in
      </Typography>
      {body}
    </Box>
  );
}
