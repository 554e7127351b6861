import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Title, useGetOne, useParams, useUpdate } from 'react-admin';
import { NEWSLETTER_ADMIN_MESSAGES } from '../../../../common/newsletter.ts';
import type { Issue, IssueInput } from '../../../../codegen/hey-api/types.gen.ts';
import { toIssueInput } from '../dataProvider/newsletterDataProvider.ts';
import { fieldErrors } from '../common/fieldErrors.ts';
import { failure, useToast } from '../common/useToast.tsx';
import { IssueActions } from './IssueActions.tsx';
import { IssueFields } from './IssueFields.tsx';
import { IssuePreview } from './IssuePreview.tsx';

const same = (a: IssueInput, b: IssueInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One issue (/n4n4/issues/{id}): a draft is edited, previewed as the mail will look, tested and
 * sent; once sending has started it is shown as sent, read-only, with its delivery counts.
 */
export function IssueEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: issue, isPending, error } = useGetOne<Issue>('issues', { id });
  // Unset until the admin types: the saved issue is shown until then.
  const [value, setValue] = useState<IssueInput>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isPending: saving }] = useUpdate<Issue>();
  const toast = useToast();

  if (isPending) return <Typography sx={{ p: 3 }}>Loading the issue...</Typography>;
  if (error || !issue) return <Alert severity="error">Failed to load the issue. Please try again later.</Alert>;
  const saved = toIssueInput(issue);
  const shown = value ?? saved;
  const editable = issue.status === 'draft';
  const unsaved = editable && !same(shown, saved);

  const save = () =>
    update(
      'issues',
      { id, data: shown, previousData: issue },
      {
        onSuccess: (next) => {
          setErrors({});
          setValue(toIssueInput(next));
          toast.success('Issue updated successfully');
        },
        onError: (failed) => {
          setErrors(fieldErrors(failed));
          toast.error(failure('Failed to update issue', failed));
        },
      },
    );

  return (
    <Box sx={{ py: 2 }}>
      <Title title={`Issue: ${issue.subject}`} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button component={Link} to="/issues" startIcon={<ArrowBackIcon />}>
          Back
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          {editable ? 'Edit issue' : 'Sent issue'}
        </Typography>
        {editable ? (
          <Button variant="contained" onClick={save} disabled={saving || !unsaved || !shown.subject.trim()}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card>
            <CardContent>
              {editable ? (
                <IssueFields value={shown} onChange={setValue} errors={errors} />
              ) : (
                <Stack spacing={1}>
                  <Alert severity="info">{NEWSLETTER_ADMIN_MESSAGES.issueLocked}</Alert>
                  <Typography sx={{ fontWeight: 600 }}>{issue.subject}</Typography>
                </Stack>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {editable ? 'Test and send' : 'Delivery'}
              </Typography>
              <IssueActions issue={issue} unsaved={unsaved} />
            </CardContent>
          </Card>
        </Stack>
        <Card sx={{ minWidth: 0 }}>
          <CardContent>
            <IssuePreview value={shown} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
