import LockIcon from '@mui/icons-material/Lock';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { characters } from '../../../../common/characters.ts';
import { PASSPHRASE_MIN_LENGTH, PORTABILITY_MESSAGES } from '../../../../common/portability.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

export const MISMATCH = 'The two passphrases are not the same.';

/** Saves a downloaded file under the name the server gave it. */
function save({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** "Download full backup (encrypted)": the passphrase typed twice, then the encrypted backup downloads. */
export function FullBackupButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const [checked, setChecked] = useState(false);
  const download = useMutation({
    mutationFn: (value: string) => dataProvider.exportFullBackup('settings', { passphrase: value }),
    onSuccess: ({ data }) => {
      save(data);
      close();
      toast.success('Keep the passphrase somewhere safe: without it the backup cannot be opened.', 'Full backup downloaded');
    },
  });

  // The fields are emptied on closing: a passphrase is not kept on screen.
  function close() {
    setOpen(false);
    setPassphrase('');
    setAgain('');
    setChecked(false);
    download.reset();
  }

  const shortError = characters(passphrase) < PASSPHRASE_MIN_LENGTH ? PORTABILITY_MESSAGES.passphraseShort : undefined;
  const mismatchError = passphrase !== again ? MISMATCH : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!shortError && !mismatchError) download.mutate(passphrase);
  }

  return (
    <>
      <Button variant="outlined" startIcon={<LockIcon />} onClick={() => setOpen(true)}>
        Download full backup (encrypted)
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>Download full backup (encrypted)</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Everything the export holds, plus the staff's passwords, two-factor sign-in and the webhooks' secrets, encrypted with a passphrase you choose. Restoring it needs the same passphrase: it cannot be
              recovered.
            </DialogContentText>
            <Stack spacing={2}>
              <TextField
                label="Passphrase"
                type="password"
                autoComplete="new-password"
                value={passphrase}
                onChange={(event) => setPassphrase(event.target.value)}
                error={checked && Boolean(shortError)}
                helperText={checked && shortError ? shortError : `At least ${PASSPHRASE_MIN_LENGTH} characters.`}
                fullWidth
                autoFocus
              />
              <TextField
                label="Passphrase again"
                type="password"
                autoComplete="new-password"
                value={again}
                onChange={(event) => setAgain(event.target.value)}
                error={checked && !shortError && Boolean(mismatchError)}
                helperText={checked && !shortError && mismatchError ? mismatchError : 'Type the same passphrase again.'}
                fullWidth
              />
              {download.isError && <Alert severity="error">{problemDetail(download.error)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={download.isPending} startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {download.isPending ? 'Encrypting...' : 'Download'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
