import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCreate } from 'react-admin';
import type { Issue, IssueInput } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from '../dataProvider/httpClient.ts';
import { failure, useToast } from '../common/useToast.tsx';

/** A new issue: the draft the server pre-fills (posts since the last issue), edited, then saved. */
export function IssueEditor({ onCreated, onCancel }: { onCreated: (issue: Issue) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<IssueInput>();
  const [create, { isPending }] = useCreate<Issue>();
  const toast = useToast();
  useEffect(() => {
    httpClient('/api/newsletter/draft').then(
      ({ json }) => setDraft(json as IssueInput),
      (error: unknown) => toast.error(failure('Failed to load the draft', error)),
    );
  }, [toast]);
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
          <TextField label="Subject" required value={draft.subject} onChange={(event) => setDraft({ ...draft, subject: event.target.value })} />
          <TextField label="Intro" multiline minRows={3} value={draft.intro} onChange={(event) => setDraft({ ...draft, intro: event.target.value })} />
          <Typography variant="subtitle2" component="h3">
            Posts ({draft.posts.length})
          </Typography>
          {draft.posts.length === 0 ? <Typography color="text.secondary">No posts published since the last issue.</Typography> : null}
          {draft.posts.map((post, index) => (
            <Box key={post.url} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{post.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {post.excerpt}
                </Typography>
              </Box>
              <IconButton aria-label={`Remove ${post.title}`} onClick={() => setDraft({ ...draft, posts: draft.posts.filter((_, i) => i !== index) })}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
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
