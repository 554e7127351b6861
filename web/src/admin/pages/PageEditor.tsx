import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { BooleanInput, Form, RecordContextProvider, SaveContextProvider, TextInput, Title, useCreate, useNavigate, useParams, useUpdate, type RaRecord } from 'react-admin';
import { PAGE_SAVE_REDIRECT_DELAY_MS } from '../../../../common/constants.ts';
import { SubmitButton } from '../common/editor/SubmitButton.tsx';
import { validateSlug } from '../common/validators.ts';
import { fieldErrors } from '../common/fieldErrors.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';
import { PAGE_MESSAGES } from '../../../../common/pageMessages.ts';
import { required } from 'react-admin';
import { FIELD_MESSAGES } from '../../../../common/messages.ts';
import { PAGE_INPUT_FIELDS } from '../dataProvider/staticPageDataProvider.ts';
import { DraftKeeper } from '../common/drafts/DraftKeeper.tsx';
import { draftKey, removeDraft } from '../common/drafts/localDrafts.ts';
import { PageEditorTabs } from './PageEditorTabs.tsx';
import { usePageAutosave } from './usePageAutosave.ts';
import { PageHistoryTools } from './PageHistoryTools.tsx';
import { usePageRecord } from './usePageRecord.ts';

const validateTitle = required(FIELD_MESSAGES.titleRequired);
const NEW_PAGE = { title: '', slug: '', content: '', isPublished: false, commentsOpen: false, structuredData: '' };
const isDraftPage = (values: Record<string, unknown>) => values.isPublished !== true;

/** The static page editor: its one button ("Create", then "Save") stores the page, says so and returns to the list after 1.5 s; the server's refusals land under their fields. */
export function PageEditor() {
  const { id } = useParams<{ id?: string }>();
  const load = usePageRecord(id);
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreate();
  const [update] = useUpdate();
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Raised by a restore: the form starts again from the restored page. */
  const [restores, setRestores] = useState(0);
  const autosave = usePageAutosave(load.state === 'ready' ? load.page : null);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  useEffect(() => {
    if (load.state !== 'missing') return;
    toast.error(PAGE_MESSAGES.notFoundDetail, PAGE_MESSAGES.notFound);
    navigate('/pages');
  }, [load.state, toast, navigate]);

  const save = async (values: Record<string, unknown>) => {
    try {
      await autosave.during(async () => {
        if (id) await update('pages', { id: Number(id), data: values, previousData: load.state === 'ready' ? (load.page as RaRecord | null) ?? undefined : undefined }, { mutationMode: 'pessimistic', returnPromise: true });
        else {
          await create('pages', { data: values }, { returnPromise: true });
          // The new page's edits are saved: nothing to offer back on the next "New Page".
          removeDraft(draftKey(undefined, 'page'));
        }
      });
    } catch (error) {
      toast.error(problemDetail(error), 'Page not saved');
      const errors = fieldErrors(error);
      return Object.keys(errors).length > 0 ? errors : undefined;
    }
    toast.success(PAGE_MESSAGES.savedDetail, PAGE_MESSAGES.saved);
    leaveTimer.current = setTimeout(() => navigate('/pages'), PAGE_SAVE_REDIRECT_DELAY_MS);
    return undefined;
  };

  if (load.state !== 'ready') {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }} role="status">
        <CircularProgress aria-label="Loading page" />
      </Box>
    );
  }

  return (
    <Box sx={{ py: 2 }}>
      <Title title={id ? 'Edit Page' : 'New Page'} />
      <RecordContextProvider value={load.page ?? undefined}>
        <SaveContextProvider value={autosave.context}>
          <Form key={restores} defaultValues={load.page ?? NEW_PAGE} onSubmit={save}>
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/pages')}>
                Back to Pages
              </Button>
              <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
                {id ? 'Edit Page' : 'New Page'}
              </Typography>
              {load.page ? (
                <PageHistoryTools
                  page={load.page}
                  onRestored={async () => {
                    await load.refetch();
                    setRestores((count) => count + 1);
                  }}
                />
              ) : null}
              <SubmitButton />
            </Stack>
            <DraftKeeper kind="page" fields={PAGE_INPUT_FIELDS} isDraft={isDraftPage} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
              <Card variant="outlined">
                <CardHeader title="Page Details" slotProps={{ title: { component: 'h2', variant: 'subtitle1' } }} />
                <CardContent sx={{ pt: 0 }}>
                  <TextInput source="title" label="Title" validate={validateTitle} fullWidth />
                  <TextInput source="slug" label="Slug" validate={validateSlug} fullWidth />
                  <PageEditorTabs />
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardHeader title="Publishing" slotProps={{ title: { component: 'h2', variant: 'subtitle1' } }} />
                <CardContent sx={{ pt: 0 }}>
                  <BooleanInput source="isPublished" label="Publish this page" helperText="Unpublished pages stay drafts." />
                  <BooleanInput source="commentsOpen" label="Allow comments" helperText="Signed-in readers may comment under the page." />
                </CardContent>
              </Card>
            </Box>
          </Form>
        </SaveContextProvider>
      </RecordContextProvider>
    </Box>
  );
}
