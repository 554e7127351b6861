import RestoreIcon from '@mui/icons-material/Restore';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import { failure, useToast } from '../common/useToast.tsx';
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
  const rows = versions.data?.data ?? [];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Saved versions
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No saves yet: the site runs on the defaults.</Typography>
      ) : (
        <List dense aria-label="Saved versions">
          {rows.map((row) => (
            <ListItem
              key={row.version}
              secondaryAction={
                row.version === current ? (
                  <Typography variant="body2">In force</Typography>
                ) : (
                  <Button size="small" startIcon={<RestoreIcon />} disabled={restore.isPending} onClick={() => restore.mutate(row.version)} aria-label={`Restore version ${row.version}`}>
                    Restore
                  </Button>
                )
              }
            >
              <ListItemText primary={`Version ${row.version}: ${row.siteTitle}`} secondary={new Date(row.savedAt).toLocaleString()} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
