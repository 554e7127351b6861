import type { MouseEvent } from 'react';

/**
 * The phone's way to search, in the bar beside the menu button: one tap opens the search dialog
 * (its code loads then). Without scripts it is a link to the search page.
 */
export function SearchLink() {
  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void import('./openDialog.tsx').then((dialog) => dialog.open());
  }
  return (
    <a href="/search" className="nav__search-link" onClick={openDialog}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Search</span>
    </a>
  );
}
