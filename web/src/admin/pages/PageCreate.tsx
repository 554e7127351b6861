import { CreateBase } from 'react-admin';
import { draftKey, removeDraft } from '../common/drafts/localDrafts.ts';
import { PageForm } from './PageForm.tsx';
import { usePageSaved } from './usePageSaved.ts';

/** The new page's edits, once created, are nothing to offer back on the next "New Page". */
const forgetNewPageDraft = () => removeDraft(draftKey(undefined, 'page'));

/** A new page, created through the dataProvider. */
export function PageCreate() {
  const saved = usePageSaved(forgetNewPageDraft);
  return (
    <CreateBase resource="pages" mutationOptions={saved}>
      <PageForm heading="New Page" />
    </CreateBase>
  );
}
