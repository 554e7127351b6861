import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { scrollToAnchor } from '../scroll/scrollToAnchor.ts';
import { ServerDrawn } from '../serverDrawn/ServerDrawn.tsx';
import { isSitePath, sectionAnchor } from './SectionLink.tsx';

/**
 * A part of the landing with no behaviour but its app links (those `links` selects): the page the
 * server drew keeps it as drawn (hydrating reads none of its data), and this one click handler gives
 * those links SectionLink's behaviour: a section of this page scrolls into place, a path of the site
 * opens in the app.
 */
export function DrawnGroup({ id, links, children }: { id: string; links: string; children: () => ReactNode }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest(links)?.getAttribute('href');
    if (!href) return;
    const anchor = sectionAnchor(href);
    if (anchor) {
      if (scrollToAnchor(anchor)) event.preventDefault();
    } else if (isSitePath(href)) {
      event.preventDefault();
      void router.navigate({ href });
    }
  }
  return (
    <ServerDrawn id={id} onClick={onClick}>
      {children}
    </ServerDrawn>
  );
}
