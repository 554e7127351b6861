import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchQuery } from '../../../../codegen/orval/endpoints/search/search.ts';
import type { SearchResults } from '../../../../codegen/orval/schemas/searchResults.ts';
import { Marked } from './Marked.tsx';
import styles from './searchDialog.css?inline';
import fieldStyles from './searchField.css?inline';
import { resultGroups, placeLink } from './resultGroups.ts';

/** Answers follow the typing once it pauses this long. */
const TYPING_PAUSE_MS = 120;

let styled = false;
/** Inlined in this chunk: a stylesheet of its own would be named in the first-load code of every page. */
function addStyles() {
  if (styled) return;
  const style = document.createElement('style');
  // The shared query box first: the dialog's own rules refine it.
  style.textContent = fieldStyles + styles;
  document.head.append(style);
  styled = true;
}

/**
 * The search dialog (Ctrl/Cmd+K or "/"): answers as the visitor types; arrows move through the
 * results, Enter opens one, Tab stays inside, Escape closes and focus returns where it was.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResults | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    addStyles();
    const dialog = ref.current!;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => before?.focus();
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (q === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchQuery({ q: q.slice(0, 100) }, { signal: controller.signal })
        .then((answer) => {
          if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
          setResults(answer.data);
          setFailed(false);
          setActive(0);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // An emptied box shows no results, whatever the last answer was.
  const shown = query.trim() === '' ? null : results;
  const groups = shown ? resultGroups(shown) : [];
  const place = shown ? placeLink(shown) : undefined;
  const options = [...(place ? [{ url: place.url }] : []), ...groups.flatMap((g) => g.items)];
  const optionId = (i: number) => `${ids}-option-${i}`;

  function open(url: string) {
    onClose();
    window.location.assign(url);
  }

  function onInputKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) open(chosen.url);
      else if (query.trim() !== '') open(`/search?q=${encodeURIComponent(query.trim())}`);
    }
  }

  /** Tab and Shift+Tab go round the dialog's own controls. */
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...ref.current!.querySelectorAll<HTMLElement>('input, button, a[href]')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  /** Where each group's first result sits among the options (the place link, if any, is option 0). */
  const firstOf = groups.map((_, g) => (place ? 1 : 0) + groups.slice(0, g).reduce((sum, group) => sum + group.items.length, 0));
  const option = (i: number, url: string, children: React.ReactNode, key: string) => {
    return (
      <li key={key} id={optionId(i)} role="option" aria-selected={i === active} className="search-dialog__option" onClick={() => open(url)} onMouseMove={() => setActive(i)}>
        {children}
      </li>
    );
  };
  const empty = shown !== null && options.length === 0;

  return (
    <dialog
      ref={ref}
      className="search-dialog"
      aria-labelledby={`${ids}-title`}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="search-dialog__panel">
        <h2 id={`${ids}-title`} className="visually-hidden">
          Search the site
        </h2>
        <div className="search-dialog__bar">
          <input
            type="search"
            className="search-field search-dialog__input"
            placeholder="Search articles, pages, events, courts and gear"
            aria-label="Search the site"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={`${ids}-results`}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
            maxLength={100}
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKey}
          />
          <button type="button" className="search-dialog__close" onClick={onClose}>
            Close
          </button>
        </div>
        <ul id={`${ids}-results`} role="listbox" aria-label="Results" className="search-dialog__results">
          {place && option(0, place.url, <span className="search-dialog__title">{place.text}</span>, 'place')}
          {groups.map((group, g) => (
            <li key={group.kind} role="presentation">
              <ul role="group" aria-labelledby={`${ids}-${group.kind}`}>
                <li role="presentation" id={`${ids}-${group.kind}`} className="search-dialog__group">
                  {group.heading}
                </li>
                {group.items.map((hit, h) =>
                  option(
                    firstOf[g]! + h,
                    hit.url,
                    <>
                      <span className="search-dialog__title">
                        <Marked text={hit.title} marks={hit.titleMarks} />
                      </span>
                      <span className="search-dialog__snippet">
                        <Marked text={hit.snippet} marks={hit.snippetMarks} />
                      </span>
                    </>,
                    hit.url,
                  ),
                )}
              </ul>
            </li>
          ))}
        </ul>
        <p className="search-dialog__status" role="status">
          {failed ? 'Search is not answering right now. Please try again.' : empty ? `No results for “${query.trim()}”.` : ''}
        </p>
        {query.trim() !== '' && (
          <a className="search-dialog__all" href={`/search?q=${encodeURIComponent(query.trim())}`} onClick={(event) => { event.preventDefault(); open(`/search?q=${encodeURIComponent(query.trim())}`); }}>
            See all results
          </a>
        )}
      </div>
    </dialog>
  );
}
