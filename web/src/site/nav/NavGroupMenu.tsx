import { MenuLink } from './MenuLink.tsx';
import type { NavGroup } from './navGroups.ts';

interface NavGroupMenuProps {
  group: NavGroup;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  /** The landing's path when this page is not the landing ('/'), for the links' targets. */
  page: string;
  /** Server-rendered markup before the app runs: a native disclosure that opens without scripts. */
  native: boolean;
}

/** One navigation group: a button (or, before the app runs, a native disclosure) that expands its list of links. */
export function NavGroupMenu({ group, expanded, onToggle, onNavigate, page, native }: NavGroupMenuProps) {
  const listId = `nav-group-${group.id}`;
  const label = (
    <>
      {group.label}
      <span className="nav__chevron" aria-hidden="true" />
    </>
  );
  const list = (
    <ul id={listId} className="nav__submenu" hidden={!native && !expanded}>
      {group.links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <MenuLink link={link} page={page} className="nav__link" onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
  return (
    <li className="nav__group">
      {native ? (
        // `name` makes the groups one accordion: opening one closes the others.
        <details name="nav-group" data-group={group.id}>
          <summary className="nav__group-button">{label}</summary>
          {list}
        </details>
      ) : (
        <>
          <button type="button" className="nav__group-button" aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
            {label}
          </button>
          {list}
        </>
      )}
    </li>
  );
}
