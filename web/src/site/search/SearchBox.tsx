import { useEffect, useState, type ComponentType } from 'react';
import './searchBox.css';

type Dialog = ComponentType<{ onClose: () => void }>;

/** Typing in a field: "/" is a character there, not the shortcut. */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The navigation's search box: a plain GET form to /search (works without scripts). With
 * scripts, Ctrl/Cmd+K or "/" anywhere on the page opens the search dialog, whose code loads
 * only then.
 */
export function SearchBox({ id }: { id: string }) {
  const [dialog, setDialog] = useState<{ Component: Dialog } | null>(null);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      void import('./SearchDialog.tsx').then(({ SearchDialog }) => setDialog({ Component: SearchDialog }));
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <form className="search-box" role="search" action="/search" method="get" aria-label="Site">
        <label htmlFor={id} className="visually-hidden">
          Search the site
        </label>
        <input id={id} type="search" name="q" placeholder="Search" maxLength={100} required autoComplete="off" />
        <button type="submit">Search</button>
      </form>
      {dialog && <dialog.Component onClose={() => setDialog(null)} />}
    </>
  );
}
