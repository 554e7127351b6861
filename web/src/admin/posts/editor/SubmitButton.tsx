import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import { useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The editor's submit button: "Create" (also when editing: the product names it so), "Saving..." while pending. */
export function SubmitButton() {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const pending = Boolean(saving || isSubmitting);
  return (
    <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}>
      {pending ? 'Saving...' : 'Create'}
    </Button>
  );
}
