import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import { AppBar, Box, Button, CircularProgress, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import { failure, useToast } from '../useToast.tsx';
import type { AdminDataProvider } from '../../dataProvider/index.ts';
import { RevisionList, type RevisionListItem } from './RevisionList.tsx';

export interface HistoryButtonProps<Summary extends RevisionListItem, Revision> {
  /** The dataProvider resource ('posts', 'pages'). */
  resource: string;
  recordId: Identifier;
  /** The version the editor holds: a restore from a stale one is refused (409). */
  version: number | undefined;
  /** Reads the record again after a restore. */
  onRestored: () => Promise<unknown>;
  statusOf: (summary: Summary) => string;
  /** The selected version, read-only, as its public page would show it. */
  view: (revision: Revision) => ReactNode;
}

/**
 * History: the versions earlier saves replaced, one shown read-only, and Restore, which saves it
 * as the record's new version (so a restore is itself kept and can be undone).
 */
export function HistoryButton<Summary extends RevisionListItem, Revision>({ resource, recordId, version, onRestored, statusOf, view }: HistoryButtonProps<Summary, Revision>) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | undefined>();
  const revisions = useQuery({ queryKey: ['revisions', resource, recordId], queryFn: async () => (await dataProvider.getRevisions<Summary>(resource, { id: recordId })).data, enabled: open });
  const shownId = selected ?? revisions.data?.[0]?.id;
  const revision = useQuery({ queryKey: ['revisions', resource, recordId, shownId], queryFn: async () => (await dataProvider.getRevision<Revision>(resource, { id: recordId, revisionId: shownId! })).data, enabled: open && shownId !== undefined });
  const restore = useMutation({
    mutationFn: () => dataProvider.restoreRevision(resource, { id: recordId, revisionId: shownId!, version }),
    onSuccess: async () => {
      await onRestored();
      await queryClient.invalidateQueries({ queryKey: ['revisions', resource, recordId] });
      setSelected(undefined);
      setOpen(false);
      toast.success('Version restored. The version it replaced is kept in History.');
    },
    onError: (error) => toast.error(failure('Failed to restore version', error)),
  });
  const close = () => {
    setOpen(false);
    setSelected(undefined);
  };
  const titleId = `${resource}-history-title`;
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Dialog fullScreen open={open} onClose={close} aria-labelledby={titleId}>
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" onClick={close} aria-label="Close history">
              <CloseIcon />
            </IconButton>
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
              History
            </Typography>
            <Button
              variant="contained"
              startIcon={restore.isPending ? <CircularProgress size={16} color="inherit" /> : <RestoreIcon />}
              disabled={!revision.data || restore.isPending}
              onClick={() => restore.mutate()}
            >
              Restore
            </Button>
          </Toolbar>
        </AppBar>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(16rem, 1fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
          <Box sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, minWidth: 0 }}>
            {revisions.isPending ? <Typography sx={{ p: 2 }}>Loading history...</Typography> : null}
            {revisions.error ? <Typography role="alert" color="error" sx={{ p: 2 }}>{revisions.error.message}</Typography> : null}
            {revisions.data ? <RevisionList revisions={revisions.data} selected={shownId} onSelect={setSelected} statusOf={statusOf} /> : null}
          </Box>
          <Box sx={{ minWidth: 0 }}>{revision.data ? view(revision.data) : null}</Box>
        </Box>
      </Dialog>
    </>
  );
}
