import { useEffect } from 'react';
import type { PageHead } from './head.ts';
import { HEAD_ATTRIBUTE, headHtml } from './headHtml.ts';

/** The page head last written by this hook (StrictMode and re-renders write it once). */
let applied: string | undefined;

/**
 * Keeps <head> in step with the page on in-app navigation: the tags marked as a page's (the
 * shell's title and description included) are replaced by this page's. On the first page the
 * server already wrote the same tags, so nothing visible changes.
 */
export function useHead(head: PageHead): void {
  const html = headHtml(head);
  useEffect(() => {
    if (html === applied) return;
    for (const element of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) element.remove();
    document.head.insertAdjacentHTML('beforeend', html);
    applied = html;
  }, [html]);
}
