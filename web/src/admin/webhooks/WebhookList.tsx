import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useDataProvider } from 'react-admin';
import type { Webhook, WebhookWithSecret } from '../../../../codegen/hey-api/types.gen.ts';
import { WEBHOOK_EVENT_LABELS } from '../../../../common/webhooks.ts';
import { formatDayTime } from '../common/dates.ts';
import { DeleteWithConfirm } from '../common/DeleteWithConfirm.tsx';
import { useRecordDialog } from '../common/FormDialog.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { failure, useToast } from '../common/useToast.tsx';
import { DeliveryLogDialog } from './DeliveryLogDialog.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';
import type { WebhookDataProvider } from './webhookDataProvider.ts';

function LastDelivery({ hook }: { hook: Webhook }) {
  const last = hook.lastDelivery;
  if (!last) return <Typography variant="body2" color="text.secondary">None yet</Typography>;
  return (
    <Typography variant="body2" sx={{ color: last.ok ? 'success.main' : 'error.main' }}>
      {last.ok ? 'Delivered' : 'Failed'}
      {last.status ? ` (${last.status})` : ''} · <time dateTime={last.at}>{formatDayTime(last.at)}</time>
    </Typography>
  );
}

interface RowActions {
  onEdit: (hook: Webhook) => void;
  onLog: (hook: Webhook) => void;
  onRotate: (hook: Webhook) => void;
}

function Actions({ hook, onEdit, onLog, onRotate }: RowActions & { hook: Webhook }) {
  return (
    <Stack direction="row">
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${hook.url}`} onClick={() => onEdit(hook)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Deliveries">
        <IconButton size="small" aria-label={`Deliveries to ${hook.url}`} onClick={() => onLog(hook)}>
          <ListAltIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="New secret">
        <IconButton size="small" aria-label={`New secret for ${hook.url}`} onClick={() => onRotate(hook)}>
          <KeyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirm resource="webhooks" record={hook} noun="webhook" iconLabel={`Delete ${hook.url}`} />
    </Stack>
  );
}

/** Outgoing webhooks (admins): where signed deliveries go, for which events, how the last one went; secrets shown once. */
export function WebhookList() {
  const { dialog, openNew, openEdit } = useRecordDialog();
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const dataProvider = useDataProvider<WebhookDataProvider>();
  const toast = useToast();
  const rotate = async (hook: Webhook) => {
    try {
      setSecret((await dataProvider.rotateWebhookSecret('webhooks', { id: hook.id })).data.secret);
    } catch (error) {
      toast.error(failure('Failed to replace the secret', error));
    }
  };
  return (
    <ListBase resource="webhooks" perPage={100} sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation>
      <ScreenHeading title="Webhooks" createLabel="New Webhook" onCreate={openNew} creates="webhooks.create" />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            Each event is sent as a signed JSON POST, retried a few times when the receiver fails.
          </Typography>
        </CardContent>
        <ListTable label="Webhooks" loading="Loading webhooks..." empty="No webhooks yet">
          <DataTable.Col<Webhook> source="url" label="URL" cellSx={() => ({ wordBreak: 'break-all' })} />
          <DataTable.Col<Webhook> label="Events" disableSort render={(hook) => hook.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')} />
          <DataTable.Col<Webhook> label="On" disableSort render={(hook) => (hook.enabled ? 'On' : 'Off')} />
          <DataTable.Col<Webhook> label="Last delivery" disableSort render={(hook) => <LastDelivery hook={hook} />} />
          <DataTable.Col<Webhook> label="Actions" disableSort render={(hook) => <Actions hook={hook} onEdit={openEdit} onLog={setLog} onRotate={rotate} />} />
        </ListTable>
      </Card>
      <WebhookDialog {...dialog} onSaved={(data) => !dialog.record && setSecret((data as WebhookWithSecret).secret ?? null)} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeliveryLogDialog hook={log} onClose={() => setLog(null)} />
    </ListBase>
  );
}
