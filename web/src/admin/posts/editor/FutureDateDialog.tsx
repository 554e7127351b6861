import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { formatDayTime } from '../../common/dates.ts';
import { submitEditorForm } from '../../common/editor/editorForm.ts';

/**
 * Asked when a post set to Published has a publish date still to come: publish it now, dated now,
 * or schedule it for that date. Either answer shows in the form, then saves it.
 */
export function FutureDateDialog({ open, date, onClose }: { open: boolean; date: unknown; onClose: () => void }) {
  const { setValue } = useFormContext();
  const answer = (field: 'publishDate' | 'publishStatus', value: () => string) => () => {
    setValue(field, value(), { shouldDirty: true });
    onClose();
    submitEditorForm();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="future-date-title" aria-describedby="future-date-text" fullWidth maxWidth="xs">
      <DialogTitle id="future-date-title">Publish now or schedule?</DialogTitle>
      <DialogContent>
        <DialogContentText id="future-date-text">
          The publish date, {formatDayTime(String(date ?? ''))}, is still to come. Publish the post now, dated today, or schedule it to go live on that date.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={answer('publishStatus', () => 'scheduled')}>Schedule</Button>
        <Button variant="contained" onClick={answer('publishDate', () => new Date().toISOString())}>
          Publish now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
