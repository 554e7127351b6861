import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '../scroll/AnchorLink.tsx';

/** The section a link names on this page (`#id` or `/#id`), if it names one. */
export const sectionAnchor = (href: string) => /^\/?#(.+)$/.exec(href)?.[1];

/** Whether a link is a path of this site, which opens in the app (`//host` is another site). */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A button's or card's link: a section of this page scrolls with the navigation's offset, a path
 * of the site opens in the app, anything else (http(s), mailto) is a plain link.
 */
export function SectionLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const anchor = sectionAnchor(href);
  if (anchor)
    return (
      <AnchorLink to={anchor} className={className}>
        {children}
      </AnchorLink>
    );
  if (isSitePath(href))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
