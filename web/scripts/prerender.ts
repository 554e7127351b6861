/**
 * Build step after `vite build`: writes dist/landing.html, the landing page's markup rendered
 * ahead of time with its stylesheets inlined, so a phone paints the page from the HTML alone
 * instead of waiting for the scripts. Those start after that first paint (public/start-app.js),
 * and the client renders over the markup (see main.tsx). The server sends it for `/`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const WEB = path.resolve(import.meta.dirname, '..');
/** The build to complete: web/dist, or the folder given as the first argument. */
const DIST = path.resolve(process.argv[2] ?? path.join(WEB, 'dist'));
/** The manifest key of the landing route's code-split component (TanStack Router's autoCodeSplitting). */
const LANDING_CHUNK = 'src/routes/index.tsx?tsr-split=component';
/** Present until the client's first render replaces the prerendered markup (e2e waits on it). */
const PRERENDER_MARKER = '<template id="prerendered"></template>';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk and every chunk it imports statically, each once, dependencies first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => closure(manifest, dep, seen)), chunk];
}

async function renderLanding(): Promise<string> {
  const vite = await createServer({
    configFile: path.join(WEB, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const { renderPage } = (await vite.ssrLoadModule('/src/prerender/renderPage.tsx')) as typeof import('../src/prerender/renderPage.tsx');
    return await renderPage('/');
  } finally {
    await vite.close();
  }
}

function inlineStyle(file: string): string {
  // A stylesheet cannot contain "</style" legitimately; refuse rather than break the page.
  const css = readFileSync(path.join(DIST, file), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style"`);
  return `<style data-href="/${file}">${css}</style>`;
}

async function main(): Promise<void> {
  const shell = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = closure(manifest, LANDING_CHUNK);
  if (chunks.length === 0) throw new Error(`${LANDING_CHUNK} is not in the build manifest`);

  // The shell links its own stylesheets; the landing's come with its chunks. All are inlined.
  const linked = [...shell.matchAll(/\n\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)];
  const cssFiles = [...new Set([...linked.map((m) => m[1]!), ...chunks.flatMap((c) => c.css ?? [])])];
  // The app's scripts leave <head>: public/start-app.js loads them once the page has painted.
  const scriptTags = [...shell.matchAll(/\n\s*<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"[^>]*>(?:<\/script>)?/g)];
  const appModules = [...new Set([...scriptTags.map((m) => m[1]!), ...chunks.map((c) => c.file).filter((f) => f.endsWith('.js'))])];
  if (!scriptTags[0]?.[0].includes('<script')) throw new Error('index.html does not start with its module entry');
  const starter = `<script type="module" src="/start-app.js" data-app-modules="${appModules.map((f) => `/${f}`).join(' ')}"></script>`;

  // React hoists a preload of the hero image into the markup; the shell's <head> already has it.
  const markup = (await renderLanding()).replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');

  let page = shell;
  for (const m of [...linked, ...scriptTags]) page = page.replace(m[0], '');
  page = page
    .replace('\n  </head>', `\n    ${[...cssFiles.map(inlineStyle), starter].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${PRERENDER_MARKER}${markup}</div>`);
  if (!page.includes(PRERENDER_MARKER)) throw new Error('index.html has no empty <div id="root"></div>');

  writeFileSync(path.join(DIST, 'landing.html'), page);
  console.log(`prerendered / into landing.html: ${page.length.toLocaleString('en-US')} bytes, ${cssFiles.length} stylesheets inlined, ${appModules.length} modules started after the first paint`);
}

await main();
