import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser's starter of a rendered page's modules (web/src/startApp.ts), written into each page
 * rather than linked: a linked file is one more request before the first paint on a slow link,
 * since the browser runs it as soon as the HTML is parsed. The CSP allows it by its hash.
 */
export interface AppStart {
  code: string;
  /** The CSP source that allows exactly `code` (`'sha256-...'`). */
  cspSource: string;
}

const read = new Map<string, AppStart>();

/** The starter of the client build in `webDist`, read once. */
export function appStart(webDist: string): AppStart {
  let found = read.get(webDist);
  if (!found) {
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string } | undefined>;
    const file = manifest['src/startApp.ts']?.file;
    if (!file) throw new Error('the client build has no src/startApp.ts entry');
    const code = readFileSync(path.join(webDist, file), 'utf8');
    // Inside <script> these would end the element or change how the rest of the page is read.
    if (/<\/script|<!--|<script/i.test(code)) throw new Error(`${file} cannot be written inside a <script> element`);
    found = { code, cspSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
    read.set(webDist, found);
  }
  return found;
}
