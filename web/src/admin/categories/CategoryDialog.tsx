import { TextInput, type RaRecord } from 'react-admin';
import { FormDialog } from '../common/FormDialog.tsx';
import { SlugFollowsName } from '../common/SlugFollowsName.tsx';
import { validateName, validateSlug } from '../common/validators.ts';

const NEW_CATEGORY = { name: '', slug: '', description: '' };

interface CategoryDialogProps {
  open: boolean;
  record?: RaRecord;
  onClose: () => void;
}

/** "New Category" and "Edit Category": name, slug (following the name), description. */
export function CategoryDialog({ open, record, onClose }: CategoryDialogProps) {
  return (
    <FormDialog
      resource="categories"
      record={record}
      open={open}
      onClose={onClose}
      title={record ? 'Edit Category' : 'New Category'}
      noun="category"
      defaultValues={NEW_CATEGORY}
    >
      <SlugFollowsName originalSlug={record?.slug} />
      <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
      <TextInput source="slug" label="Slug" validate={validateSlug} fullWidth />
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
    </FormDialog>
  );
}
