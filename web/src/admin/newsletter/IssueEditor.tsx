import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCreate, useDataProvider } from 'react-admin';
import type { Issue, IssueInput } from '../../../../codegen/hey-api/types.gen.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { failure, useToast } from '../common/useToast.tsx';
import { IssueFields } from './IssueFields.tsx';

/** A new issue: the draft the server pre-fills (posts since the last issue), edited, then saved. */
export function IssueEditor({ onCreated, onCancel }: { onCreated: (issue: Issue) => void; onCancel: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [draft, setDraft] = useState<IssueInput>();
  const [create, { isPending }] = useCreate<Issue>();
  const toast = useToast();
  useEffect(() => {
    dataProvider.issueDraft('issues').then(
      ({ data }) => setDraft(data),
      (error: unknown) => toast.error(failure('Failed to load the draft', error)),
    );
  }, [dataProvider, toast]);
  if (!draft) return <Typography sx={{ p: 3 }}>Loading the draft...</Typography>;

  const save = () =>
    create(
      'issues',
      { data: draft },
      {
        onSuccess: (issue) => {
          toast.success('Issue created successfully');
          onCreated(issue);
        },
        onError: (error) => toast.error(failure('Failed to create issue', error)),
      },
    );
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          New issue
        </Typography>
        <Stack spacing={2}>
          <IssueFields value={draft} onChange={setDraft} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={save} disabled={isPending || !draft.subject.trim()}>
              {isPending ? 'Saving...' : 'Create issue'}
            </Button>
            <Button onClick={onCancel}>Cancel</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
