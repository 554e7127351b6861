/** Typing in a field: "/" is a character there, not the shortcut. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Ctrl/Cmd+K, or "/" outside a text field, opens the search dialog on every public page (not the
 * back office or its sign-in). The dialog's code loads only then.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    const commandK = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typing(event.target);
    if ((!commandK && !slash) || /^\/(n4n4|login)\b/.test(location.pathname)) return;
    event.preventDefault();
    void import('./openDialog.tsx').then((dialog) => dialog.open());
  });
}
