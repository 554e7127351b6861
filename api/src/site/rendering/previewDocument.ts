/** Shown above a preview so nobody takes it for the published page. */
export const PREVIEW_BANNER = 'Preview - not published';

const BANNER_HTML = `<p role="status" style="margin:0;padding:.75rem 1rem;background:#1f2937;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center">${PREVIEW_BANNER}</p>`;

/**
 * A rendered page as a preview: the banner on top and no scripts. The browser app would take the
 * page over at its own URL (/preview/...), which names no route; the server's HTML is the page.
 */
export function staticPreview(html: string): string {
  const document = html
    .replace(/<script type="module" data-app-modules="[^"]*">[\s\S]*?<\/script>/, '')
    .replace(/<template id="server-rendered"><\/template>/, '')
    .replace(/<script id="boot-data" type="application\/json"><\/script>/, '')
    .replace('<div id="root">', () => `${BANNER_HTML}<div id="root">`);
  if (document.includes('<script type="module"') || !document.includes(BANNER_HTML)) throw new Error('The page template changed: a preview would run the app or lack its banner');
  return document;
}
