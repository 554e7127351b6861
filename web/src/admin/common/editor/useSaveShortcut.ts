import { useEffect } from 'react';
import { submitEditorForm } from './editorForm.ts';

/** Ctrl+S (Cmd+S on a Mac) saves the record as the editor's "Create"/"Save" button does, instead of saving the web page. */
export function useSaveShortcut(saving: boolean): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (!saving) submitEditorForm();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [saving]);
}
