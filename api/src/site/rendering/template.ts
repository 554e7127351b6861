import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appStart } from './appStart.ts';

/**
 * The HTML around a server-rendered page, made once at start from the client build: the shell's
 * <head> with the page's own tags, the stylesheets of the page's routes inlined (the page paints
 * from the HTML alone), and the route's modules started after that first paint by src/startApp.ts
 * (inlined too: appStart.ts).
 */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageParts {
  routeIds: string[];
  status: number;
  headHtml: string;
  html: string;
  /** JSON for the browser (already safe inside <script>); without it the page gets no script (a static document). */
  bootJson?: string;
  /** The settings' theme mode and head tags (siteLook.ts). */
  look?: { theme: string; head: string };
}

/** The routes only the browser renders: the sign-in and the back office. */
const SIGN_IN_ROUTE = 'src/routes/login.tsx';
const BACK_OFFICE_ROUTE = 'src/routes/n4n4.$.tsx';

/** Present until the browser app has hydrated the page (the browser tests wait on it). */
const MARKER = '<template id="server-rendered"></template>';

/** The chunk and every chunk it imports statically, each once, dependencies first. */
function closure(manifest: Manifest, key: string, seen: Set<string>): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => closure(manifest, dep, seen)), chunk];
}

/**
 * Whether a split chunk (`component---loader`, `notFoundComponent`, ...) holds what a page needs
 * before it can hydrate: its components and loaders, or the card it shows instead.
 */
function neededSplit(split: string, status: number): boolean {
  const parts = split.split('---');
  if (status === 404) return parts.includes('notFoundComponent');
  if (status !== 200) return parts.includes('errorComponent');
  return parts.includes('component') || parts.includes('loader');
}

/** `/blog/$slug` → `blog.$slug.tsx`, `/blog/` → `blog.index.tsx`, `/` → `index.tsx` (TanStack's file names). */
function routeFile(routeId: string): string {
  const name = routeId === '/' ? 'index' : routeId.replace(/^\//, '').replace(/\/$/, '/index').replaceAll('/', '.');
  return `src/routes/${name}.tsx`;
}

/** The client-only pages' documents: nothing rendered, kept out of search results. */
export interface Shells {
  /** The sign-in, which fetches the back office's code beside its own (it opens next). */
  signIn: string;
  /** The back office, with its own code only. */
  backOffice: string;
}

export function loadTemplate(webDist: string): { page: (parts: PageParts) => string; shells: Shells } {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const styles = new Map<string, string>();
  const inlineStyle = (file: string) => {
    let tag = styles.get(file);
    if (!tag) {
      const css = readFileSync(path.join(webDist, file), 'utf8');
      // A stylesheet cannot contain "</style" legitimately; refuse rather than break the page.
      if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style"`);
      // The disabled link is never fetched; it tells the app's module loader (Vite's preload helper,
      // which looks for a stylesheet link of that href) that the styles are already there, so it does
      // not fetch them again and make the browser restyle the whole page.
      tag = `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
      styles.set(file, tag);
    }
    return tag;
  };

  // The shell's own module entry, preloads, stylesheets, icon, title and description give way to the page's.
  const owned = [
    /\n\s*<script type="module"[^>]*><\/script>/g,
    /\n\s*<link rel="icon"[^>]*>/g,
    /\n\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g,
    /\n\s*<title[^>]*>[^<]*<\/title>/g,
    /\n\s*<meta name="description"[^>]*>/g,
  ];
  const bare = owned.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  if (!bare.includes('<div id="root"></div>') || !bare.includes('\n  </head>')) throw new Error('index.html has no empty <div id="root"></div> or </head>');

  const starter = appStart(webDist).code;

  const assetsFor = new Map<string, { css: string; modules: string }>();
  const assets = (routeIds: string[], status: number) => {
    const cacheKey = `${status} ${routeIds.join(' ')}`;
    let found = assetsFor.get(cacheKey);
    if (!found) {
      const seen = new Set<string>();
      const splits = (id: string) => Object.keys(manifest).filter((key) => key.startsWith(`${routeFile(id)}?tsr-split=`) && neededSplit(key.split('?tsr-split=')[1]!, status));
      const keys = ['index.html', ...routeIds.flatMap(splits)];
      const chunks = keys.flatMap((key) => closure(manifest, key, seen));
      const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].map(inlineStyle).join('\n    ');
      // Each after the chunks it imports (the route's chunks import the entry), so each runs alone.
      const modules = [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))].map((f) => `/${f}`).join(' ');
      found = { css, modules };
      assetsFor.set(cacheKey, found);
    }
    return found;
  };

  const clientOnlyShell = (preloads: string) => indexHtml.replace('\n  </head>', () => `\n    <meta name="robots" content="noindex">\n    ${preloads}\n  </head>`);
  const clientOnlyPreloads = (routes: string[]) => {
    const seen = new Set<string>();
    const splits = Object.keys(manifest).filter((key) => routes.some((file) => key.startsWith(`${file}?tsr-split=`)));
    // A route's loader chunk goes first: it starts the page's first requests, which then do not
    // wait in the browser's queue behind the component's code (react-admin and MUI).
    const holdsLoader = (key: string) => key.split('?tsr-split=')[1]!.split('---').includes('loader');
    const keys = ['index.html', ...splits.filter(holdsLoader), ...splits.filter((key) => !holdsLoader(key))];
    const files = [...new Set(keys.flatMap((key) => closure(manifest, key, seen)).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
    return files.map((file) => `<link rel="modulepreload" href="/${file}">`).join('\n    ');
  };

  return {
    page({ routeIds, status, headHtml, html, bootJson, look }) {
      const { css, modules } = assets(routeIds, status);
      // React writes the preloads of the page's priority images first: they belong in <head>.
      const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(html)![0];
      const app = bootJson === undefined ? '' : `<script type="module" data-app-modules="${modules}">${starter}</script>`;
      const head = [headHtml, look?.head, preloads, css, app].filter(Boolean).join('\n    ');
      // Functions, not strings, as replacements: a "$&" or "$'" in a post must stay as written.
      return bare
        .replace(/<html\b([^>]*)>/, (tag, attributes: string) => (look ? `<html${attributes} data-theme="${look.theme}">` : tag))
        .replace('\n  </head>', () => `\n    ${head}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${html.slice(preloads.length)}</div>${bootJson === undefined ? '' : `${MARKER}<script id="boot-data" type="application/json">${bootJson}</script>`}`);
    },
    // Client-only pages: the shell as built, kept out of search results, with their routes' chunks
    // fetched at once, side by side, not one after another.
    shells: {
      signIn: clientOnlyShell(clientOnlyPreloads([SIGN_IN_ROUTE, BACK_OFFICE_ROUTE])),
      backOffice: clientOnlyShell(clientOnlyPreloads([BACK_OFFICE_ROUTE])),
    },
  };
}
