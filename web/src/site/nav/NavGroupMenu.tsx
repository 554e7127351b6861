import { AnchorLink } from '../scroll/AnchorLink.tsx';
import type { NavGroup } from './navGroups.ts';

interface NavGroupMenuProps {
  group: NavGroup;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** One navigation group: a button that expands its list of in-page links. */
export function NavGroupMenu({ group, expanded, onToggle, onNavigate }: NavGroupMenuProps) {
  const listId = `nav-group-${group.id}`;
  return (
    <li className="nav__group">
      <button
        type="button"
        className="nav__group-button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.label}
        <span className="nav__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="nav__submenu" hidden={!expanded}>
        {group.entries.map((entry) => (
          <li key={entry.anchor}>
            <AnchorLink to={entry.anchor} className="nav__link" onNavigate={onNavigate}>
              {entry.label}
            </AnchorLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
