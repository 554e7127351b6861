import { TextInput } from 'react-admin';
import { FormDialog, type RecordDialogProps } from './FormDialog.tsx';
import { SlugFollowsName } from './SlugFollowsName.tsx';
import { validateName, validateSlug } from './validators.ts';

const TERMS = {
  category: { resource: 'categories', blank: { name: '', slug: '', description: '' } },
  tag: { resource: 'tags', blank: { name: '', slug: '' } },
} as const;

/** "New Category" / "Edit Tag"...: name and slug (following the name); categories also have a description. */
export function TermDialog({ kind, ...dialog }: RecordDialogProps & { kind: keyof typeof TERMS }) {
  const { resource, blank } = TERMS[kind];
  return (
    <FormDialog {...dialog} resource={resource} noun={kind} defaultValues={blank}>
      <SlugFollowsName originalSlug={dialog.record?.slug} />
      <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
      <TextInput source="slug" label="Slug" validate={validateSlug} fullWidth />
      {kind === 'category' && <TextInput source="description" label="Description" multiline minRows={2} fullWidth />}
    </FormDialog>
  );
}
