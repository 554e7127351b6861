import type { PublicSettings } from '../../../../codegen/hey-api/types.gen.ts';
import type { SettingsService } from '../../settings/service.ts';
import type { Renderer } from './renderer.ts';
import { siteLookHtml } from './siteLook.ts';

/** Escapes text for HTML content and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text, or text naming the site by the title the settings give it when the screen is drawn. */
export type ScreenText = string | ((siteTitle: string) => string);

/** "Back to <the site>": the link home at the bottom of a screen. */
export const BACK_HOME: [string, ScreenText] = ['/', (siteTitle) => `Back to ${siteTitle}`];

/** A screen the server builds itself: the pages behind the links of newsletter and account mail. */
export interface FramedScreen {
  title: ScreenText;
  /** Paragraphs of plain text, escaped here. */
  paragraphs: ScreenText[];
  /** Forms under the text, as HTML whose values the caller escaped (`escapeHtml`). */
  forms?: string;
  /** Links at the bottom, as [path, label]. */
  links?: [string, ScreenText][];
}

/** Draws a framed screen as a whole HTML document, kept out of search results. */
export interface SiteFrame {
  document(screen: FramedScreen): Promise<string>;
}

/** The screens' own rules, over the site's theme colours (theme.css); styles may be inline under the CSP, scripts may not. */
const SCREEN_STYLE = `<style>
      .blog-page:has(> .site-frame) { display: flex; flex-direction: column; }
      .site-frame { flex: 1 0 auto; width: 100%; max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem 4rem; line-height: 1.6; }
      .site-frame h1 { font-size: 1.75rem; margin: 0 0 1rem; color: var(--site-heading, #0b3d2c); }
      .site-frame label { display: block; font-weight: 600; margin-top: 1rem; }
      .site-frame input[type=password], .site-frame input[type=email] { font: inherit; width: 100%; padding: 0.5rem; border: 1px solid var(--site-muted, #3d4943); border-radius: 0.4rem; background: var(--site-card, #fff); color: inherit; }
      .site-frame .error { color: var(--site-error, #b91c1c); }
      .site-frame .hint { color: var(--site-muted, #3d4943); font-size: 0.9rem; }
      .site-frame button { font: inherit; font-weight: 600; margin-top: 0.5rem; padding: 0.6rem 1.2rem; border: 0; border-radius: 999px; background: #146c43; color: #fff; cursor: pointer; }
      .site-frame button:hover { background: #0f5132; }
      .site-frame a { color: var(--site-link, #0f5132); }
    </style>`;

function contentHtml({ title, paragraphs, forms = '', links = [] }: FramedScreen, site: PublicSettings): string {
  const say = (text: ScreenText) => escapeHtml(typeof text === 'string' ? text : text(site.siteTitle));
  const text = paragraphs.map((p) => `<p>${say(p)}</p>`).join('\n      ');
  const bottom = links.map(([href, label]) => `<a href="${escapeHtml(href)}">${say(label)}</a>`).join(' · ');
  return `
      <h1>${say(title)}</h1>
      ${text}
      ${forms}
      <p>${bottom}</p>
    `;
}

const headOf = (screen: FramedScreen, site: PublicSettings) =>
  [`<title>${escapeHtml(typeof screen.title === 'string' ? screen.title : screen.title(site.siteTitle))} | ${escapeHtml(site.siteTitle)}</title>`, '<meta name="robots" content="noindex">', SCREEN_STYLE].join('\n    ');

/** Without the site's build (API tests, the API served alone): the screen in the settings' theme and font, without navigation. */
async function plainDocument(screen: FramedScreen, site: PublicSettings): Promise<string> {
  const look = await siteLookHtml(site);
  return `<!doctype html>
<html lang="en" data-theme="${look.theme}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${headOf(screen, site)}
    ${look.head}
  </head>
  <body>
    <main id="main" class="site-frame">${contentHtml(screen, site)}</main>
  </body>
</html>
`;
}

/**
 * One frame for every screen the server builds without a route: the site's navigation and footer
 * (as the static pages get them), the settings' title, theme and font, and no script. `renderer`
 * is the site's server build, when it is served.
 */
export function siteFrame(settings: Pick<SettingsService, 'publicPart'>, renderer?: () => Pick<Renderer, 'frame'> | undefined): SiteFrame {
  return {
    async document(screen) {
      const site = await settings.publicPart();
      const drawn = renderer?.();
      return drawn ? drawn.frame(contentHtml(screen, site), headOf(screen, site), site) : plainDocument(screen, site);
    },
  };
}
