import { Link } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { DESKTOP_BREAKPOINT_PX, MOBILE_MENU_MAX_HEIGHT_PX, NAV_SCROLL_THRESHOLD_PX } from '../../../../common/constants.ts';
import { useSignedIn } from '../../auth/useSignedIn.ts';
import { AnchorLink } from '../scroll/AnchorLink.tsx';
import { useMediaQuery } from '../scroll/useMediaQuery.ts';
import { useScrolledPast } from '../scroll/useScrolledPast.ts';
import { SearchBox } from '../search/SearchBox.tsx';
import { SearchLink } from '../search/SearchLink.tsx';
import { Brand } from './Brand.tsx';
import { withIds } from './navGroups.ts';
import { NavGroupMenu } from './NavGroupMenu.tsx';
import { useMenus } from './useMenus.ts';
import './nav.css';

const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;
const MENU_ID = 'site-menu';
/** Where SHOP leads: the "where to buy" list of /gear. */
const SHOP_PAGE = '/gear';
const SHOP_ANCHOR = 'where-to-buy';

/**
 * The fixed site navigation. Below DESKTOP_BREAKPOINT_PX it collapses behind a menu
 * button; one group is expanded at a time; following a link closes everything. Off the landing
 * (`page` is '/') it is solid and its links lead back to the landing's sections.
 *
 * The server's HTML works before the app does: the menu button and the groups are native
 * disclosures (<details>), which the app replaces with its buttons, keeping what was opened.
 */
export function SiteNav({ page = '' }: { page?: string }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const groups = withIds(useMenus()?.header ?? []);

  // What a visitor opened before the app took over stays open.
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (nav?.querySelector('.nav__disclosure[open]')) setMenuOpen(true);
    const group = nav?.querySelector<HTMLElement>('details[open][data-group]')?.dataset.group;
    if (group) setOpenGroup(group);
  }, []);

  // Reaching the desktop width closes the mobile menu.
  const [wasDesktop, setWasDesktop] = useState(isDesktop);
  if (wasDesktop !== isDesktop) {
    setWasDesktop(isDesktop);
    if (isDesktop) {
      setMenuOpen(false);
      setOpenGroup(null);
    }
  }

  // Escape or a click outside closes an open group (the desktop dropdowns).
  useEffect(() => {
    if (!openGroup && !menuOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenGroup(null);
      setMenuOpen(false);
    }
    function onPointer(event: PointerEvent) {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenGroup(null);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openGroup, menuOpen]);

  function closeAll() {
    setOpenGroup(null);
    setMenuOpen(false);
  }

  // Prerendered (width unknown): both the menu button and the menu are in the markup, and
  // nav.css shows one or the other by media query until the client knows the width.
  const layout = isDesktop === undefined ? 'static' : isDesktop ? 'desktop' : 'mobile';
  const classes = ['nav', `nav--${layout}`, scrolled || page ? 'nav--scrolled' : ''];
  const menuVisible = layout !== 'mobile' || menuOpen;
  const style = { '--nav-menu-max-height': `${MOBILE_MENU_MAX_HEIGHT_PX}px` } as CSSProperties;

  return (
    <header className={classes.join(' ').trim()} ref={navRef} style={style}>
      <AnchorLink to="main" className="skip-link">
        Skip to main content
      </AnchorLink>
      <nav className="nav__bar" aria-label="Main">
        <Brand />
        {layout !== 'desktop' && <SearchLink />}
        {layout === 'static' && (
          <details className="nav__disclosure">
            <summary className="nav__toggle">
              <span className="nav__toggle-icon" aria-hidden="true" />
              Menu
            </summary>
          </details>
        )}
        {layout === 'mobile' && (
          <button
            type="button"
            className="nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => {
              setMenuOpen(!menuOpen);
              setOpenGroup(null);
            }}
          >
            <span className="nav__toggle-icon" aria-hidden="true" />
            Menu
          </button>
        )}
        <ul id={MENU_ID} className="nav__menu" hidden={!menuVisible}>
          {groups.map((group) => (
            <NavGroupMenu
              key={group.id}
              group={group}
              expanded={openGroup === group.id}
              onToggle={() => setOpenGroup(openGroup === group.id ? null : group.id)}
              onNavigate={closeAll}
              page={page}
              native={layout === 'static'}
            />
          ))}
          <li>
            {/* From any page, a plain link to the disclosed "where to buy" list. */}
            <AnchorLink to={SHOP_ANCHOR} page={SHOP_PAGE} className="nav__shop" onNavigate={closeAll}>
              SHOP
            </AnchorLink>
          </li>
          <li className="nav__search">
            <SearchBox id="nav-search" />
          </li>
          {signedIn && (
            <li>
              <Link to="/n4n4/$" params={{ _splat: '' }} className="nav__admin">
                ADMIN
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
