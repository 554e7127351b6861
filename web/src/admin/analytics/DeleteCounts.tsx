import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import { failure, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import type { AnalyticsKind, AnalyticsPeriod } from '../dataProvider/analyticsDataProvider.ts';

interface DeleteCountsProps {
  period: AnalyticsPeriod;
  /** One key of a kind (a source...): an icon button on its row; without it, every count of the period. */
  only?: { kind: AnalyticsKind; key: string };
}

/** Deletes counts for good (what a flood of made-up visits left), after "Are you sure?". */
export function DeleteCounts({ period, only }: DeleteCountsProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const days = period.from === period.to ? period.from : `${period.from} to ${period.to}`;
  const what = only ? `the counts of ${only.key}` : 'every count';
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteAnalyticsCounts('analytics', { ...period, ...only }),
    onSuccess: async () => {
      setOpen(false);
      toast.success('Counts deleted successfully');
      await queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
    onError: (error) => {
      setOpen(false);
      toast.error(failure('Failed to delete counts', error));
    },
  });
  const label = only ? `Delete the counts of ${only.key}` : 'Delete the counts of this period';

  return (
    <>
      {only ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => setOpen(true)} color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title="Are you sure?"
        content={`This will permanently delete ${what} (${days}). This action cannot be undone.`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
