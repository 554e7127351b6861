import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { failure, useToast } from './useToast.tsx';
import { capitalise } from './capitalise.ts';
import { useCanDelete } from './useCan.ts';

interface DeleteWithConfirmProps {
  resource: 'posts' | 'categories' | 'tags' | 'users' | 'courts' | 'subscribers' | 'webhooks';
  record: RaRecord;
  /** "post", "category", "tag": used in the toasts. */
  noun: string;
  /** Accessible name of an icon-only button; a text button when absent. */
  iconLabel?: string;
  onDeleted?: () => void;
}

/** A delete button (for the roles that may delete) that asks "Are you sure?" first and reports the outcome in a toast. */
export function DeleteWithConfirm({ resource, record, noun, iconLabel, onDeleted }: DeleteWithConfirmProps) {
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const toast = useToast();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const allowed = useCanDelete(resource);

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          toast.success(`${capitalise(noun)} deleted successfully`);
          form?.reset(undefined, { keepValues: true });
          onDeleted?.();
        },
        onError: (error) => {
          setOpen(false);
          toast.error(failure(`Failed to delete ${noun}`, error));
        },
      },
    );

  if (!allowed) return null;
  return (
    <>
      {iconLabel ? (
        <Tooltip title={iconLabel}>
          <IconButton size="small" aria-label={iconLabel} onClick={() => setOpen(true)} color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
          Delete
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Are you sure?"
        content={`This will permanently delete this ${noun}. This action cannot be undone.`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
