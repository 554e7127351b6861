import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import type { Webhook } from '../../../../codegen/hey-api/types.gen.ts';
import { formatDayTime } from '../common/dates.ts';
import { SmallTable } from '../common/SmallTable.tsx';
import type { WebhookDataProvider } from './webhookDataProvider.ts';

/** A hook's latest attempts, newest first: when, which event, the answer's status, how long it took and its first bytes. */
export function DeliveryLogDialog({ hook, onClose }: { hook: Webhook | null; onClose: () => void }) {
  const titleId = useId();
  const dataProvider = useDataProvider<WebhookDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['webhooks', 'deliveries', hook?.id],
    queryFn: async () => (await dataProvider.webhookDeliveries('webhooks', { id: hook!.id })).data,
    enabled: hook !== null,
  });
  return (
    <Dialog open={hook !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Deliveries to {hook?.url}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Typography>Loading deliveries...</Typography>
        ) : error ? (
          <Typography color="error">Could not load the deliveries.</Typography>
        ) : (
          <SmallTable
            label="Deliveries"
            isEmpty={data.length === 0}
            emptyText="Nothing has been sent yet."
            head={
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell>Try</TableCell>
                  <TableCell>Answer</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell>Response</TableCell>
                </TableRow>
              </TableHead>
            }
          >
            {data.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={row.at}>{formatDayTime(row.at)}</time>
                </TableCell>
                <TableCell>{row.event}</TableCell>
                <TableCell>{row.attempt}</TableCell>
                <TableCell sx={{ color: row.ok ? 'success.main' : 'error.main' }}>{row.status ?? 'No answer'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.durationMs} ms</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', maxWidth: 280 }}>{row.error ?? row.response ?? ''}</TableCell>
              </TableRow>
            ))}
          </SmallTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
