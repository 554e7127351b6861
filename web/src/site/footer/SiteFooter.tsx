import type { PublicNavGroup } from '../../../../codegen/orval/schemas/publicNavGroup.ts';
import type { PublicNavLink } from '../../../../codegen/orval/schemas/publicNavLink.ts';
import { Brand } from '../nav/Brand.tsx';
import { MenuLink } from '../nav/MenuLink.tsx';
import { useMenus } from '../nav/useMenus.ts';
import { useBrandSite } from '../useSite.ts';
import { SocialIcons } from './SocialIcons.tsx';
import './footer.css';

/** The row of legal links (the server leaves out pages that are not published). */
function LegalLinks({ links }: { links: PublicNavLink[] }) {
  return (
    <ul className="footer__legal">
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function LinkList({ column, index, page }: { column: PublicNavGroup; index: number; page: string }) {
  const id = `footer-column-${index + 1}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer__heading">
        {column.label}
      </h2>
      <ul className="footer__links">
        {column.links.map((link) => (
          <li key={`${link.href} ${link.label}`}>
            <MenuLink link={link} page={page} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer; off the landing page its section links lead back to the landing's sections. */
export function SiteFooter({ onLanding = true }: { onLanding?: boolean }) {
  const page = onLanding ? '' : '/';
  const { siteTitle } = useBrandSite();
  const menus = useMenus();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <Brand />
          <p>Guides, unbiased gear reviews and courts for every pickleball player, from first serve to first tournament.</p>
          <SocialIcons />
        </div>
        {menus?.footer.map((column, index) => (
          <LinkList key={`${index} ${column.label}`} column={column} index={index} page={page} />
        ))}
      </div>
      <div className="container footer__bottom">
        <p>
          © {new Date().getFullYear()} {siteTitle}. All rights reserved.
        </p>
        <LegalLinks links={menus?.legal ?? []} />
      </div>
    </footer>
  );
}
