import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';

/** The signing secret of a hook, just created or replaced: the only time it is shown. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={secret !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Signing secret</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Copy it into the receiving service now: it is not shown again. Each delivery is signed with it (see the X-Webhook-Signature header).</DialogContentText>
        <TextField value={secret ?? ''} label="Secret" fullWidth slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }} onFocus={(event) => event.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
