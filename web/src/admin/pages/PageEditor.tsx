import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { BooleanInput, Form, TextInput, Title, useNavigate, useParams } from 'react-admin';
import { PAGE_SAVE_REDIRECT_DELAY_MS } from '../../../../common/constants.ts';
import { validateSlug } from '../common/validators.ts';
import { useToast } from '../common/useToast.tsx';
import { required } from 'react-admin';
import { FIELD_MESSAGES } from '../../../../common/messages.ts';
import { PageEditorTabs } from './PageEditorTabs.tsx';
import { usePageRecord } from './usePageRecord.ts';

const validateTitle = required(FIELD_MESSAGES.titleRequired);
const NEW_PAGE = { title: '', slug: '', content: '', isPublished: false };

/** The static page editor: sample data only; saving reports success and returns to the list. */
export function PageEditor() {
  const { id } = useParams<{ id?: string }>();
  const load = usePageRecord(id);
  const navigate = useNavigate();
  const toast = useToast();
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  useEffect(() => {
    if (load.state !== 'missing') return;
    toast.error('The requested page could not be found.', 'Page not found');
    navigate('/pages');
  }, [load.state, toast, navigate]);

  const save = () => {
    toast.success('Your page has been saved successfully.', 'Page saved');
    leaveTimer.current = setTimeout(() => navigate('/pages'), PAGE_SAVE_REDIRECT_DELAY_MS);
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
      <Form defaultValues={load.page ?? NEW_PAGE} onSubmit={save}>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/pages')}>
            Back to Pages
          </Button>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {id ? 'Edit Page' : 'New Page'}
          </Typography>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
            Save Page
          </Button>
        </Stack>
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
              <Stack direction="row" spacing={1}>
                <Button onClick={() => navigate('/pages')}>Cancel</Button>
                <Button type="submit" variant="contained">
                  Save Page
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Box>
      </Form>
    </Box>
  );
}
