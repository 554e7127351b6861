import { TextInput, type RaRecord } from 'react-admin';
import { FormDialog } from '../common/FormDialog.tsx';
import { SlugFollowsName } from '../common/SlugFollowsName.tsx';
import { validateName, validateSlug } from '../common/validators.ts';

const NEW_TAG = { name: '', slug: '' };

interface TagDialogProps {
  open: boolean;
  record?: RaRecord;
  onClose: () => void;
}

/** "New Tag" and "Edit Tag": name and slug (following the name). */
export function TagDialog({ open, record, onClose }: TagDialogProps) {
  return (
    <FormDialog resource="tags" record={record} open={open} onClose={onClose} title={record ? 'Edit Tag' : 'New Tag'} noun="tag" defaultValues={NEW_TAG}>
      <SlugFollowsName originalSlug={record?.slug} />
      <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
      <TextInput source="slug" label="Slug" validate={validateSlug} fullWidth />
    </FormDialog>
  );
}
