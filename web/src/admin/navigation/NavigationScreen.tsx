import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Navigation, NavigationInput } from '../../../../codegen/hey-api/types.gen.ts';
import { NAV_LIMITS } from '../../../../common/navigation.ts';
import { CardSection } from '../common/CardSection.tsx';
import { fieldErrors } from '../common/fieldErrors.ts';
import { Screen } from '../common/Screen.tsx';
import { failure, problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { EntriesEditor, GroupsEditor } from './GroupsEditor.tsx';
import type { FieldErrors } from './menuEdits.ts';
import { NavigationVersions } from './NavigationVersions.tsx';
import { useTargets } from './useTargets.ts';

const QUERY_KEY = ['navigation', 'site'];

/** The menus being edited, from the version in force. */
function MenusForm({ saved, onSaved }: { saved: Navigation; onSaved: (menus: Navigation) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const targets = useTargets();
  const [menus, setMenus] = useState<NavigationInput>({ header: saved.header, footer: saved.footer, legal: saved.legal });
  const [errors, setErrors] = useState<FieldErrors>({});
  const done = (answer: { data: Navigation }, message: string, title: string) => {
    setErrors({});
    setMenus({ header: answer.data.header, footer: answer.data.footer, legal: answer.data.legal });
    onSaved(answer.data);
    toast.success(message, title);
  };
  const save = useMutation({
    mutationFn: () => dataProvider.update('navigation', { id: 'site', data: menus, previousData: saved }) as Promise<{ data: Navigation }>,
    onSuccess: (answer) => done(answer, 'Every page shows the new menus.', 'Menus saved'),
    onError: (error) => {
      setErrors(fieldErrors(error));
      toast.error(problemDetail(error), 'The menus were not saved');
    },
  });
  const restore = useMutation({
    mutationFn: (version: number) => dataProvider.restoreNavigation('navigation', { version }),
    onSuccess: (answer, version) => done(answer, `Version ${version} is in force again.`, 'Menus restored'),
    onError: (error) => toast.error(failure('Failed to restore the menus', error)),
  });
  const edit = <K extends keyof NavigationInput>(key: K) => (value: NavigationInput[K]) => setMenus((old) => ({ ...old, [key]: value }));
  return (
    <Stack spacing={2}>
      <CardSection title="Header menu" onSubmit={() => save.mutate()}>
        <Typography variant="body2" color="text.secondary">
          Each group opens its entries beneath it.
        </Typography>
        <GroupsEditor name="header" noun="group" max={NAV_LIMITS.groups} groups={menus.header} errors={errors} targets={targets} onChange={edit('header')} />
      </CardSection>
      <CardSection title="Footer columns" onSubmit={() => save.mutate()}>
        <GroupsEditor name="footer" noun="column" max={NAV_LIMITS.columns} groups={menus.footer} errors={errors} targets={targets} onChange={edit('footer')} />
      </CardSection>
      <CardSection title="Legal links" onSubmit={() => save.mutate()}>
        <Box sx={{ mt: 1 }}>
          <EntriesEditor entries={menus.legal} path="legal" errors={errors} targets={targets} onChange={edit('legal')} />
        </Box>
      </CardSection>
      <Box>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={save.isPending} onClick={() => save.mutate()}>
          Save Menus
        </Button>
      </Box>
      <CardSection title="Saved versions">
        <NavigationVersions current={saved.version} restoring={restore.isPending} onRestore={(version) => restore.mutate(version)} />
      </CardSection>
    </Stack>
  );
}

/** The site's menus: header groups, footer columns and legal links, with their saved versions. */
export function NavigationScreen() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const menus = useQuery({ queryKey: QUERY_KEY, queryFn: async () => (await dataProvider.getOne('navigation', { id: 'site' })).data as Navigation });
  return (
    <Screen title="Navigation">
      {menus.data ? (
        // A new version (a save, a restore) starts the form again from what is in force.
        <MenusForm key={menus.data.version} saved={menus.data} onSaved={(saved) => queryClient.setQueryData(QUERY_KEY, saved)} />
      ) : menus.error ? (
        <Typography color="error">{problemDetail(menus.error)}</Typography>
      ) : (
        <CircularProgress aria-label="Loading the menus" />
      )}
    </Screen>
  );
}
