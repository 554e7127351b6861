import RestoreIcon from '@mui/icons-material/Restore';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider/index.ts';

interface NavigationVersionsProps {
  current: number;
  restoring: boolean;
  onRestore: (version: number) => void;
}

/** Every save of the menus, newest first; an earlier one can be put back in force. */
export function NavigationVersions({ current, restoring, onRestore }: NavigationVersionsProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const versions = useQuery({ queryKey: ['navigation', 'versions', current], queryFn: () => dataProvider.navigationVersions('navigation') });
  const rows = versions.data?.data ?? [];
  if (rows.length === 0) return <Typography color="text.secondary">No saves yet: the site shows the default menus.</Typography>;
  return (
    <List dense aria-label="Saved versions of the menus">
      {rows.map((row) => (
        <ListItem
          key={row.version}
          secondaryAction={
            row.version === current ? (
              <Typography variant="body2">In force</Typography>
            ) : (
              <Button size="small" startIcon={<RestoreIcon />} disabled={restoring} onClick={() => onRestore(row.version)} aria-label={`Restore version ${row.version}`}>
                Restore
              </Button>
            )
          }
        >
          <ListItemText primary={`Version ${row.version}: ${row.entries} entries`} secondary={new Date(row.savedAt).toLocaleString()} />
        </ListItem>
      ))}
    </List>
  );
}
