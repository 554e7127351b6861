import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import { AppBar, Box, Button, CircularProgress, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useEditContext, useRecordContext } from 'react-admin';
import { failure, useToast } from '../../common/useToast.tsx';
import type { AdminDataProvider } from '../../dataProvider/index.ts';
import { RevisionList } from './RevisionList.tsx';
import { RevisionView } from './RevisionView.tsx';

/**
 * History: the versions earlier saves replaced, one shown read-only, and Restore, which saves it
 * as the post's new version (so a restore is itself kept and can be undone).
 */
export function HistoryButton() {
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | undefined>();
  const postId = record?.id;
  const revisions = useQuery({ queryKey: ['revisions', postId], queryFn: async () => (await dataProvider.getRevisions('posts', { id: postId! })).data, enabled: open && postId !== undefined });
  const shownId = selected ?? revisions.data?.[0]?.id;
  const revision = useQuery({ queryKey: ['revisions', postId, shownId], queryFn: async () => (await dataProvider.getRevision('posts', { id: postId!, revisionId: shownId! })).data, enabled: open && shownId !== undefined });
  const restore = useMutation({
    mutationFn: () => dataProvider.restoreRevision('posts', { id: postId!, revisionId: shownId!, version: record?.version as number | undefined }),
    onSuccess: async () => {
      await refetch?.();
      await queryClient.invalidateQueries({ queryKey: ['revisions', postId] });
      setSelected(undefined);
      setOpen(false);
      toast.success('Version restored. The version it replaced is kept in History.');
    },
    onError: (error) => toast.error(failure('Failed to restore version', error)),
  });
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setSelected(undefined);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Dialog fullScreen open={open} onClose={close} aria-labelledby="post-history-title">
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" onClick={close} aria-label="Close history">
              <CloseIcon />
            </IconButton>
            <Typography id="post-history-title" component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
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
            {revisions.data ? <RevisionList revisions={revisions.data} selected={shownId} onSelect={setSelected} /> : null}
          </Box>
          <Box sx={{ minWidth: 0 }}>{revision.data ? <RevisionView revision={revision.data} /> : null}</Box>
        </Box>
      </Dialog>
    </>
  );
}
