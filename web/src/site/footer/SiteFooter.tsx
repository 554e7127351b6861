import { useQueryClient } from '@tanstack/react-query';
import { getPublicListPagesQueryKey, type publicListPagesResponse } from '../../../../codegen/orval/endpoints/public/public.ts';
import { LEGAL_PAGES } from '../../../../common/legalPages.ts';
import { Brand } from '../nav/Brand.tsx';
import { AnchorLink } from '../scroll/AnchorLink.tsx';
import { useBrandSite } from '../useSite.ts';
import { SocialIcons } from './SocialIcons.tsx';
import './footer.css';

const QUICK_LINKS = [
  ['About Us', 'about'],
  ['Learn to Play', 'learn'],
  ['Equipment', 'equipment'],
  ['Shop', 'shop'],
] as const;

const RESOURCES = [
  ['Beginner Guides', 'beginner-guides'],
  ['Skills & Strategy', 'skills-strategy'],
  ['Glossary/FAQ', 'glossary-faq'],
  ['Blog', 'blog'],
] as const;

/** The legal pages that are published: the server renders every page with their list, which the browser keeps. */
function LegalLinks() {
  const data = useQueryClient().getQueryData<publicListPagesResponse>(getPublicListPagesQueryKey());
  const published = data?.status === 200 ? data.data.map((page) => page.slug) : [];
  return (
    <ul className="footer__legal">
      {LEGAL_PAGES.filter((page) => published.includes(page.slug)).map(({ slug, title }) => (
        <li key={slug}>
          <a href={`/${slug}`}>{title}</a>
        </li>
      ))}
    </ul>
  );
}

function LinkList({ title, links, page }: { title: string; links: readonly (readonly [string, string])[]; page: string }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer__heading">
        {title}
      </h2>
      <ul className="footer__links">
        {links.map(([label, anchor]) => (
          <li key={anchor}>
            <AnchorLink to={anchor} page={page}>
              {label}
            </AnchorLink>
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
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <Brand />
          <p>Guides, unbiased gear reviews and courts for every pickleball player, from first serve to first tournament.</p>
          <SocialIcons />
        </div>
        <LinkList title="Quick Links" links={QUICK_LINKS} page={page} />
        <LinkList title="Resources" links={RESOURCES} page={page} />
      </div>
      <div className="container footer__bottom">
        <p>
          © {new Date().getFullYear()} {siteTitle}. All rights reserved.
        </p>
        <LegalLinks />
      </div>
    </footer>
  );
}
