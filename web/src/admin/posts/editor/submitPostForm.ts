/** The editor's form element id, so a dialog or a shortcut outside its tree can submit it. */
export const POST_FORM_ID = 'post-editor-form';

/** Submits the editor as its "Create" button does: validation, the questions it asks, then the save. */
export function submitPostForm(): void {
  const form = document.getElementById(POST_FORM_ID);
  if (form instanceof HTMLFormElement) form.requestSubmit();
}
