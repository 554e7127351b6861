import type { ReactNode } from 'react';
import type { PublicNavLink } from '../../../../codegen/orval/schemas/publicNavLink.ts';
import { AnchorLink } from '../scroll/AnchorLink.tsx';

interface MenuLinkProps {
  link: PublicNavLink;
  /** The home page's path when this page is not it ('/'), for section links. */
  page: string;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}

/** One menu entry: a home page section scrolls there smoothly; any other entry is a plain link. */
export function MenuLink({ link, page, className, onNavigate }: MenuLinkProps) {
  if (link.anchor) {
    return (
      <AnchorLink to={link.anchor} page={page} className={className} onNavigate={onNavigate}>
        {link.label}
      </AnchorLink>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onNavigate}>
      {link.label}
    </a>
  );
}
