import { Typography } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, TextInput, required } from 'react-admin';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '../../../../common/webhooks.ts';
import { FormDialog, type RecordDialogProps } from '../common/FormDialog.tsx';

const EVENT_CHOICES = WEBHOOK_EVENTS.map((id) => ({ id, name: WEBHOOK_EVENT_LABELS[id] }));
const NEW_WEBHOOK = { url: '', events: ['post.published'], enabled: true, allowPrivateAddresses: false };
const atLeastOne = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'Choose at least one event');

/** "New Webhook" and "Edit Webhook": where deliveries go, what they announce, and the two switches. */
export function WebhookDialog({ onSaved, ...props }: RecordDialogProps & { onSaved?: (data: unknown) => void }) {
  return (
    <FormDialog resource="webhooks" noun="webhook" defaultValues={NEW_WEBHOOK} onSaved={onSaved} {...props}>
      <TextInput source="url" label="URL" validate={required()} fullWidth helperText="An http:// or https:// address that receives a signed POST for each event" />
      <CheckboxGroupInput source="events" label="Events" choices={EVENT_CHOICES} validate={atLeastOne} row={false} />
      <BooleanInput source="enabled" label="On" />
      <BooleanInput source="allowPrivateAddresses" label="Allow private addresses" helperText="Only for a receiver on this server or its private network (loopback, 10.x, 192.168.x, fd00::...)" />
      <Typography variant="body2" color="text.secondary">
        The signing secret is shown once, after the webhook is created.
      </Typography>
    </FormDialog>
  );
}
