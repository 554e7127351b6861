import { Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import { failure, useToast } from '../common/useToast.tsx';
import { VersionList } from '../common/VersionList.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

/** Every save of the settings, newest first; an earlier one can be put back in force. */
export function SettingsVersions({ current }: { current: number }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const refresh = useRefresh();
  const versions = useQuery({ queryKey: ['settings', 'versions', current], queryFn: () => dataProvider.settingsVersions('settings') });
  const restore = useMutation({
    mutationFn: (version: number) => dataProvider.restoreSettings('settings', { version }),
    onSuccess: (_answer, version) => {
      toast.success(`Version ${version} is in force again.`, 'Settings restored');
      refresh();
    },
    onError: (error) => toast.error(failure('Failed to restore settings', error)),
  });
  const rows = (versions.data?.data ?? []).map((row) => ({ version: row.version, savedAt: row.savedAt, summary: row.siteTitle }));
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Saved versions
      </Typography>
      <VersionList label="Saved versions" rows={rows} current={current} restoring={restore.isPending} onRestore={(version) => restore.mutate(version)} empty="No saves yet: the site runs on the defaults." />
    </>
  );
}
