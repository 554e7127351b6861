import { Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetList, useGetOne } from 'react-admin';
import { countOf } from '../../../../common/plural.ts';
import type { Issue } from '../../../../codegen/hey-api/types.gen.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { useCan } from '../common/useCan.ts';
import { failure, useToast } from '../common/useToast.tsx';

/** How often a sending issue's counts are read again. */
const PROGRESS_POLL_MS = 2000;

/** The issue as it is now: read again every few seconds while it is sending (one query for every part of its row). */
export function useLiveIssue(issue: Issue): Issue {
  const { data } = useGetOne<Issue>('issues', { id: issue.id }, { refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false) });
  return data ?? issue;
}

/**
 * A draft's test send and send (after a confirmation), and the progress of an issue that is
 * sending. `unsaved`: the screen holds edits not yet saved, so neither goes out.
 */
export function IssueActions({ issue, unsaved = false }: { issue: Issue; unsaved?: boolean }) {
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [testTo, setTestTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const maySend = useCan('newsletter.sendIssue');
  const { total: confirmed } = useGetList('subscribers', { filter: { status: 'confirmed' }, pagination: { page: 1, perPage: 1 } }, { enabled: maySend });
  const current = useLiveIssue(issue);

  const sendTest = async () => {
    setBusy(true);
    try {
      await dataProvider.testIssue('issues', { id: issue.id, email: testTo });
      toast.success(`A test copy went to ${testTo}.`);
    } catch (error) {
      toast.error(failure('Failed to send the test', error));
    }
    setBusy(false);
  };
  const send = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.sendIssue('issues', { id: issue.id });
      toast.success('Sending has started.');
      await queryClient.invalidateQueries();
    } catch (error) {
      toast.error(failure('Failed to send the issue', error));
    }
    setBusy(false);
  };

  if (current.status !== 'draft') {
    const done = current.sent + current.failed + current.skipped;
    return (
      <Stack spacing={0.5} sx={{ minWidth: 160 }}>
        <Typography variant="body2">
          {current.sent} sent, {current.failed} failed{current.skipped ? `, ${current.skipped} skipped` : ''} of {current.recipients}
        </Typography>
        {current.status === 'sending' ? (
          <LinearProgress variant="determinate" value={current.recipients ? (100 * done) / current.recipients : 0} aria-label={`Sending: ${done} of ${current.recipients}`} />
        ) : null}
        {current.errors?.map((error) => (
          <Typography key={error.email} variant="caption" color="error">
            {error.email}: {error.error}
          </Typography>
        ))}
      </Stack>
    );
  }
  // A draft's sends are for the roles that may send.
  if (!maySend) return null;
  const audience = confirmed === undefined ? '… subscribers' : countOf(confirmed, 'subscriber');
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <TextField size="small" type="email" label="Test address" value={testTo} onChange={(event) => setTestTo(event.target.value)} />
        <Button variant="outlined" onClick={() => void sendTest()} disabled={busy || unsaved || !testTo}>
          Send test
        </Button>
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy || unsaved || !confirmed}>
          Send to {audience}
        </Button>
      </Stack>
      {unsaved ? (
        <Typography variant="caption" color="text.secondary">
          Save your changes before sending.
        </Typography>
      ) : null}
      <Confirm
        isOpen={confirming}
        title="Send this issue?"
        content={`"${current.subject}" goes to ${countOf(confirmed ?? 0, 'confirmed subscriber')}. This cannot be undone.`}
        confirm="Send"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
