import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

interface EditorDialogProps {
  /** The title's element id (the dialog's accessible name). */
  titleId: string;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** An action before Cancel ("Remove link"). */
  extraAction?: ReactNode;
  children: ReactNode;
}

/** A dialog of the content editor: a small form of its own, with Cancel and its submit button. */
export function EditorDialog({ titleId, title, submitLabel, onSubmit, onClose, extraAction, children }: EditorDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the record's form: its submit is not the record's.
    event.stopPropagation();
    onSubmit();
  };
  return (
    // The form inside the dialog, not as its paper: a form may not take the dialog's role. It stays a
    // column, so the content scrolls between the title and the buttons.
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          {extraAction}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
