import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import { useRecordContext, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The editor's submit button: "Create" on a new record, "Save" on one that exists, "Saving..." while pending. */
export function SubmitButton() {
  const { saving } = useSaveContext();
  const existing = useRecordContext()?.id != null;
  const { isSubmitting } = useFormState();
  const pending = Boolean(saving || isSubmitting);
  return (
    <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}>
      {pending ? 'Saving...' : existing ? 'Save' : 'Create'}
    </Button>
  );
}
