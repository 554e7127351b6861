import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDeleteMany, useListContext } from 'react-admin';
import { capitalise } from './capitalise.ts';
import { failure, useToast } from './useToast.tsx';

export interface BulkDeleteNouns {
  /** "post": the toasts and the question for one row. */
  noun: string;
  /** "posts": the same for several. */
  plural: string;
}

/** The bulk action of a list: deletes the selected rows after the same "Are you sure?" as a single delete. */
export function BulkDeleteWithConfirm({ noun, plural }: BulkDeleteNouns) {
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const toast = useToast();
  const count = selectedIds.length;
  const what = count === 1 ? noun : plural;

  const confirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onUnselectItems();
          toast.success(`${capitalise(what)} deleted successfully`);
        },
        onError: (error) => {
          setOpen(false);
          toast.error(failure(`Failed to delete ${what}`, error));
        },
      },
    );

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Delete selected
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Are you sure?"
        content={`This will permanently delete ${count === 1 ? `this ${noun}` : `these ${count} ${plural}`}. This action cannot be undone.`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
