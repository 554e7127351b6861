import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  ogUrl: string;
}

type Restore = () => void;

/** Sets (or creates) one <head> element's attribute, returning how to put things back. */
function setHeadAttribute(selector: string, create: () => HTMLElement, attribute: string, value: string): Restore {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) {
    const previous = existing.getAttribute(attribute);
    existing.setAttribute(attribute, value);
    return () => (previous === null ? existing.removeAttribute(attribute) : existing.setAttribute(attribute, previous));
  }
  const element = create();
  element.setAttribute(attribute, value);
  document.head.append(element);
  return () => element.remove();
}

function meta(key: 'name' | 'property', name: string, value: string): Restore {
  return setHeadAttribute(
    `meta[${key}="${name}"]`,
    () => {
      const element = document.createElement('meta');
      element.setAttribute(key, name);
      return element;
    },
    'content',
    value,
  );
}

function canonical(href: string): Restore {
  return setHeadAttribute(
    'link[rel="canonical"]',
    () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    },
    'href',
    href,
  );
}

/** Puts a page's title, description, canonical link and Open Graph tags in <head> while mounted. */
export function useDocumentMeta(page: DocumentMeta | null): void {
  const key = page ? JSON.stringify(page) : '';
  useEffect(() => {
    if (!key) return;
    const m = JSON.parse(key) as DocumentMeta;
    const previousTitle = document.title;
    document.title = m.title;
    const restores: Restore[] = [
      meta('name', 'description', m.description),
      meta('property', 'og:type', 'article'),
      meta('property', 'og:title', m.ogTitle),
      meta('property', 'og:description', m.ogDescription),
      meta('property', 'og:url', m.ogUrl),
      canonical(m.canonicalUrl),
    ];
    if (m.ogImage) restores.push(meta('property', 'og:image', m.ogImage));
    return () => {
      document.title = previousTitle;
      for (const restore of restores.reverse()) restore();
    };
  }, [key]);
}
