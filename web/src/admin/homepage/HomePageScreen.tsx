import AddIcon from '@mui/icons-material/Add';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, ResourceContextProvider, useDataProvider } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { HomePage, HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import type { HomeSectionKind } from '../../../../common/homepage.ts';
import { CardSection } from '../common/CardSection.tsx';
import { fieldErrors } from '../common/fieldErrors.ts';
import { Screen } from '../common/Screen.tsx';
import { failure, problemDetail, useToast } from '../common/useToast.tsx';
import { VersionList } from '../common/VersionList.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { HomePreviewDialog } from './HomePreviewDialog.tsx';
import { KIND_CHOICES, newSection } from './sectionKinds.ts';
import { SectionRow } from './SectionRow.tsx';

const QUERY_KEY = ['homepage', 'site'];

/** The sections in order, each moved, hidden or removed by its own labelled buttons. */
function SectionList() {
  const { fields, move, remove, append, update } = useFieldArray<{
    sections: HomeSection[];
  }>({ name: 'sections' });
  const sections = (useWatch({ name: 'sections' }) ?? []) as HomeSection[];
  const [kind, setKind] = useState<HomeSectionKind>('text');
  return (
    <>
      <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Sections">
        {fields.map((field, index) => {
          const section = sections[index] ?? (field as unknown as HomeSection);
          return (
            <SectionRow
              key={field.id}
              section={section}
              index={index}
              count={fields.length}
              onMove={(by) => move(index, index + by)}
              onToggle={() => update(index, { ...section, hidden: !section.hidden })}
              onRemove={() => remove(index)}
            />
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <TextField select size="small" label="Kind of section" value={kind} onChange={(event) => setKind(event.target.value as HomeSectionKind)} sx={{ minWidth: 220 }}>
          {KIND_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<AddIcon />} onClick={() => append(newSection(kind))}>
          Add section
        </Button>
      </Stack>
    </>
  );
}

/** Save draft, Preview and Publish; the server's refusals land on their fields. */
function Actions({ saved, onSaved }: { saved: HomePage; onSaved: (page: HomePage) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const { getValues, setError, reset } = useFormContext<{
    sections: HomeSection[];
  }>();
  const saveDraft = async () => {
    const answer = await dataProvider.update('homepage', {
      id: 'site',
      data: { sections: getValues('sections') },
      previousData: saved,
    });
    return answer.data as HomePage;
  };
  const refused = (error: unknown, title: string) => {
    for (const [path, message] of Object.entries(fieldErrors(error))) setError(path as 'sections', { type: 'server', message });
    toast.error(problemDetail(error), title);
  };
  const save = useMutation({
    mutationFn: saveDraft,
    onSuccess: (page) => {
      reset({ sections: page.sections });
      onSaved(page);
      toast.success('Visitors still see the published home page until you publish.', 'Draft saved');
    },
    onError: (error) => refused(error, 'The draft was not saved'),
  });
  const publish = useMutation({
    mutationFn: async () => {
      await saveDraft();
      return (await dataProvider.publishHomePage('homepage')).data;
    },
    onSuccess: (page) => {
      reset({ sections: page.sections });
      onSaved(page);
      toast.success('Visitors now see this home page.', 'Home page published');
    },
    onError: (error) => refused(error, 'The home page was not published'),
  });
  // The sections on screen, drawn by the server without saving them.
  const [previewHtml, setPreviewHtml] = useState<string>();
  const preview = useMutation({
    mutationFn: async () => (await dataProvider.previewHomePage('homepage', { sections: getValues('sections') })).data.html,
    onSuccess: (html) => setPreviewHtml(html),
    onError: (error) => refused(error, 'The preview could not be drawn'),
  });
  const busy = save.isPending || publish.isPending;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<SaveIcon />} disabled={busy} onClick={() => save.mutate()}>
        Save draft
      </Button>
      <Button variant="outlined" startIcon={<VisibilityIcon />} disabled={preview.isPending} onClick={() => preview.mutate()}>
        Preview
      </Button>
      <Button variant="contained" startIcon={<PublishIcon />} disabled={busy} onClick={() => publish.mutate()}>
        Publish
      </Button>
      <HomePreviewDialog html={previewHtml} onClose={() => setPreviewHtml(undefined)} />
    </Stack>
  );
}

/** Every save, newest first; restoring one makes it the draft again. */
function History({ page, onSaved }: { page: HomePage; onSaved: (page: HomePage) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const versions = useQuery({
    queryKey: ['homepage', 'versions', page.version, page.publishedVersion],
    queryFn: () => dataProvider.homePageVersions('homepage'),
  });
  const restore = useMutation({
    mutationFn: (version: number) => dataProvider.restoreHomePage('homepage', { version }),
    onSuccess: (answer, version) => {
      onSaved(answer.data);
      toast.success(`Version ${version} is the draft again: publish it to show it.`, 'Version restored');
    },
    onError: (error) => toast.error(failure('Failed to restore the home page', error)),
  });
  const rows = (versions.data?.data ?? []).map((row) => ({
    version: row.version,
    savedAt: row.savedAt,
    summary: `${row.sections} sections${row.published ? ' · published' : ''}`,
  }));
  return (
    <VersionList
      label="Saved versions of the home page"
      rows={rows}
      current={page.version}
      restoring={restore.isPending}
      onRestore={(version) => restore.mutate(version)}
      empty="No saves yet: the site shows the default home page."
    />
  );
}

function status(page: HomePage): string {
  if (page.version === page.publishedVersion) return `Version ${page.version} is published.`;
  return `Draft version ${page.version} is not published yet; visitors see version ${page.publishedVersion}.`;
}

/** The home page's sections: reorder, hide, add and edit them, save a draft, preview and publish, with the history. */
export function HomePageScreen() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await dataProvider.getOne('homepage', { id: 'site' })).data as HomePage,
  });
  const onSaved = (saved: HomePage) => queryClient.setQueryData(QUERY_KEY, saved);
  return (
    <Screen title="Home page">
      {page.data ? (
        <Stack spacing={2}>
          <Typography role="status">{status(page.data)}</Typography>
          {/* A restore starts the form again from the draft it made. */}
          {/* The array inputs (buttons, cards, columns) need a resource to name their fields by. */}
          <ResourceContextProvider value="homepage">
            <Form key={`${page.data.version}`} record={{ id: 'site', sections: page.data.sections }} onSubmit={() => undefined}>
              <Stack spacing={2}>
                <CardSection title="Sections">
                  <Box sx={{ mt: 1 }}>
                    <SectionList />
                  </Box>
                </CardSection>
                <Actions saved={page.data} onSaved={onSaved} />
              </Stack>
            </Form>
          </ResourceContextProvider>
          <CardSection title="History">
            <History page={page.data} onSaved={onSaved} />
          </CardSection>
        </Stack>
      ) : page.error ? (
        <Typography color="error">{problemDetail(page.error)}</Typography>
      ) : (
        <CircularProgress aria-label="Loading the home page" />
      )}
    </Screen>
  );
}
