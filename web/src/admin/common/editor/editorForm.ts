/** The editor's form element id (one editor is open at a time), so a dialog or a shortcut outside its tree can submit it. */
export const EDITOR_FORM_ID = 'record-editor-form';

/** Submits the open editor as its "Create"/"Save" button does: validation, the questions it asks, then the save. */
export function submitEditorForm(): void {
  const form = document.getElementById(EDITOR_FORM_ID);
  if (form instanceof HTMLFormElement) form.requestSubmit();
}
