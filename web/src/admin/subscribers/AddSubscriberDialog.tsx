import { required, TextInput } from 'react-admin';
import { FormDialog } from '../common/FormDialog.tsx';

const NEW_SUBSCRIBER = { email: '', consentNote: '' };

/** "Add Subscriber": one reader who agreed elsewhere, confirmed at once, with where they agreed. */
export function AddSubscriberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog resource="subscribers" open={open} onClose={onClose} title="Add Subscriber" noun="subscriber" defaultValues={NEW_SUBSCRIBER}>
      <TextInput source="email" label="Email" type="email" validate={required('Email is required')} fullWidth />
      <TextInput
        source="consentNote"
        label="Consent note"
        multiline
        minRows={2}
        validate={required('Consent note is required')}
        helperText="Where and when they agreed to get the newsletter, e.g. signed the list at the May 4 open day. They get no confirmation mail."
        fullWidth
      />
    </FormDialog>
  );
}
