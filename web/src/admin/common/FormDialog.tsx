import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { CreateBase, EditBase, Form, useEditContext, useSaveContext, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { failure, useToast } from './useToast.tsx';
import { capitalise } from './capitalise.ts';

/** What a list screen passes its New / Edit dialog. */
export interface RecordDialogProps {
  open: boolean;
  /** The record being edited; a create dialog when absent. */
  record?: RaRecord;
  onClose: () => void;
}

interface FormDialogProps extends RecordDialogProps {
  resource: string;
  /** "New Category" or "Edit Category" from the noun when absent. */
  title?: string;
  /** "category", "tag", "user": used in the title and the toasts. */
  noun: string;
  defaultValues?: Record<string, unknown>;
  /** Given the saved record as the server answered it (a secret shown once). */
  onSaved?: (data: unknown) => void;
  /** Rules across fields, as react-admin's form takes them (field name to message). */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
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

/** A list screen's New / Edit dialog: what opens it, and the props to give it. */
export function useRecordDialog() {
  const [state, setState] = useState<DialogState>({ open: false });
  const dialog: RecordDialogProps = { open: state.open, record: state.open ? state.record : undefined, onClose: () => setState({ open: false }) };
  return { dialog, openNew: () => setState({ open: true }), openEdit: (record: RaRecord) => setState({ open: true, record }) };
}

/** A create or edit form in a dialog, with the "{Noun} created/updated successfully" toasts. */
export function FormDialog({ resource, record, open, onClose, title, noun, defaultValues, onSaved, validate, children }: FormDialogProps) {
  const toast = useToast();
  const titleId = useId();
  const verb = record ? 'update' : 'create';
  const heading = title ?? `${record ? 'Edit' : 'New'} ${capitalise(noun)}`;
  const mutationOptions = {
    onSuccess: (data: unknown) => {
      toast.success(`${capitalise(noun)} ${verb}d successfully`);
      onClose();
      onSaved?.(data);
    },
    onError: (error: unknown) => toast.error(failure(`Failed to ${verb} ${noun}`, error)),
  };
  const form = (
    <Form defaultValues={defaultValues} validate={validate} noValidate>
      <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
      <SaveActions onClose={onClose} />
    </Form>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
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
