import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetIdentity } from 'react-admin';
import { SAMPLE_MESSAGES, sampleCountsText } from '../../../../common/sampleContent.ts';
import { failure, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

/** The owner's one action on the sample content the site started with: remove it all, after a confirmation that says what stays. */
export function SampleContentRemoval() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { identity } = useGetIdentity();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const removal = useMutation({
    mutationFn: async () => (await dataProvider.removeSampleContent('sampleContent')).data,
    onSuccess: async ({ removed, kept }) => {
      setAsking(false);
      const keptText = Object.values(kept).some((count) => count > 0) ? ` Kept, as edited or in use: ${sampleCountsText(kept)}.` : '';
      toast.success(`Removed ${sampleCountsText(removed)}.${keptText}`, SAMPLE_MESSAGES.removedTitle);
      // Every list may have shown a removed record.
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      setAsking(false);
      toast.error(failure('Sample content not removed', error));
    },
  });
  if (identity?.isOwner !== true) return null;
  return (
    <Stack spacing={1} alignItems="flex-start" sx={{ pt: 2 }}>
      <Typography variant="h6" component="h2">
        Sample content
      </Typography>
      <Typography color="text.secondary">The posts, courts, gear and events this site started with carry a &quot;Sample&quot; chip in the back office. Remove them all at once when your own content is in.</Typography>
      <Button variant="outlined" color="error" startIcon={<DeleteSweepIcon />} onClick={() => setAsking(true)}>
        Remove sample content
      </Button>
      <Confirm
        isOpen={asking}
        loading={removal.isPending}
        title={SAMPLE_MESSAGES.dialogTitle}
        content={SAMPLE_MESSAGES.dialogText}
        confirm="Remove"
        onConfirm={() => removal.mutate()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
