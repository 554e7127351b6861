import type { MouseEvent, ReactNode } from 'react';
import { scrollToAnchor } from './scrollToAnchor.ts';

interface AnchorLinkProps {
  /** The id of the section to scroll to, without '#'. */
  to: string;
  children: ReactNode;
  className?: string;
  /** Called after the scroll starts (the navigation closes its menus here). */
  onNavigate?: () => void;
  /** The page holding the section when it is not this one, e.g. '/' from a blog page. */
  page?: string;
}

/** An in-page link that scrolls smoothly with the navigation offset instead of jumping. */
export function AnchorLink({ to, children, className, onNavigate, page = '' }: AnchorLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (!scrollToAnchor(to)) return;
    event.preventDefault();
    onNavigate?.();
  }
  return (
    <a href={`${page}#${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
