import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, required, TextInput, Title, useRecordContext, useRedirect, useSaveContext } from 'react-admin';
import { FIELD_MESSAGES } from '../../../../common/messages.ts';
import { DraftKeeper } from '../common/drafts/DraftKeeper.tsx';
import { EDITOR_FORM_ID } from '../common/editor/editorForm.ts';
import { SubmitButton } from '../common/editor/SubmitButton.tsx';
import { useSaveShortcut } from '../common/editor/useSaveShortcut.ts';
import { PreviewLinkButton } from '../common/history/PreviewLinkButton.tsx';
import { validateSlug } from '../common/validators.ts';
import { PAGE_INPUT_FIELDS } from '../dataProvider/staticPageDataProvider.ts';
import { PageEditorTabs } from './PageEditorTabs.tsx';
import { PageHistoryButton } from './PageHistoryButton.tsx';

const validateTitle = required(FIELD_MESSAGES.titleRequired);
/** What a new page starts with: an unpublished page with nothing filled in. */
const NEW_PAGE = { title: '', slug: '', content: '', isPublished: false, commentsOpen: false, structuredData: '' };
const isDraftPage = (values: Record<string, unknown>) => values.isPublished !== true;

/**
 * The static page editor shared by create and edit (react-admin's Create/Edit base around it holds
 * the record and its save): its one button ("Create", then "Save") or Ctrl/Cmd+S stores the page; a
 * saved page has History and "Copy preview link"; a draft page saves itself.
 */
export function PageForm({ heading }: { heading: string }) {
  const { saving } = useSaveContext();
  useSaveShortcut(Boolean(saving));
  const record = useRecordContext();
  const redirect = useRedirect();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={heading} />
      <Form id={EDITOR_FORM_ID} defaultValues={NEW_PAGE}>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => redirect('list', 'pages')}>
            Back to Pages
          </Button>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {heading}
          </Typography>
          {record ? <PageHistoryButton /> : null}
          {record ? <PreviewLinkButton resource="pages" noun="page" /> : null}
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
    </Box>
  );
}
