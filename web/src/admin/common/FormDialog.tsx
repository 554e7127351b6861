import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { CreateBase, EditBase, Form, useEditContext, useSaveContext, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { failure, useToast } from './useToast.tsx';
import { capitalise } from './capitalise.ts';

interface FormDialogProps {
  resource: string;
  /** The record being edited; a create dialog when absent. */
  record?: RaRecord;
  open: boolean;
  onClose: () => void;
  title: string;
  /** "category", "tag", "user": used in the toasts. */
  noun: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

function SaveActions({ onClose }: { onClose: () => void }) {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const pending = Boolean(saving || isSubmitting);
  return (
    <DialogActions>
      <Button onClick={onClose}>Cancel</Button>
      <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {pending ? 'Saving...' : 'Save'}
      </Button>
    </DialogActions>
  );
}

/** Renders the edit form only once the record is loaded, so its fields start from the record. */
function WhenLoaded({ children }: { children: ReactNode }) {
  const { isPending } = useEditContext();
  return isPending ? <DialogContent>Loading...</DialogContent> : children;
}

/** Which dialog a list screen shows: none, New (no record) or Edit (its record). */
export type DialogState = { open: false } | { open: true; record?: RaRecord };

/** A create or edit form in a dialog, with the "{Noun} created/updated successfully" toasts. */
export function FormDialog({ resource, record, open, onClose, title, noun, defaultValues, children }: FormDialogProps) {
  const toast = useToast();
  const titleId = useId();
  const verb = record ? 'update' : 'create';
  const mutationOptions = {
    onSuccess: () => {
      toast.success(`${capitalise(noun)} ${verb}d successfully`);
      onClose();
    },
    onError: (error: unknown) => toast.error(failure(`Failed to ${verb} ${noun}`, error)),
  };
  const form = (
    <Form defaultValues={defaultValues} noValidate>
      <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
      <SaveActions onClose={onClose} />
    </Form>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {!open ? null : record ? (
        <EditBase resource={resource} id={record.id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions}>
          <WhenLoaded>{form}</WhenLoaded>
        </EditBase>
      ) : (
        <CreateBase resource={resource} redirect={false} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
}
