import { SITE_NAME } from '../../../common/site.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface LinkPageContent {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A form with one button, posting to `action` (already a site path), with optional hidden fields. */
  form?: { action: string; button: string; fields?: Record<string, string> };
}

/**
 * A newsletter link page: the small server-rendered page behind a link in newsletter mail, in the site's colours, kept out of
 * search results. Only plain text reaches it, escaped here.
 */
export function linkPageHtml({ title, paragraphs, form }: LinkPageContent, stylesheets: string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n      ');
  const hidden = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${hidden}<button type="submit" class="button button--accent">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)} | ${SITE_NAME}</title>
    ${links}
    <style>
      .newsletter-page { max-width: 36rem; margin: 4rem auto; padding: 0 1.25rem; font-family: system-ui, sans-serif; line-height: 1.6; }
      .newsletter-page h1 { font-size: 1.75rem; margin-bottom: 1rem; }
      .newsletter-page button { font: inherit; padding: 0.6rem 1.2rem; cursor: pointer; }
    </style>
  </head>
  <body>
    <main class="newsletter-page">
      <h1>${escapeHtml(title)}</h1>
      ${body}
      ${formHtml}
      <p><a href="/">Back to ${SITE_NAME}</a></p>
    </main>
  </body>
</html>
`;
}
