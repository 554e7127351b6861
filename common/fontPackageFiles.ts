import { createRequire } from 'node:module';
import path from 'node:path';
import { fontPackage } from './fontFiles.ts';
import type { SiteFont } from './settings.ts';

const require = createRequire(import.meta.url);

/** The folder of a font's @fontsource package files (Node only: the server and the build read it). */
export const fontPackageFiles = (font: SiteFont) => path.join(path.dirname(require.resolve(`${fontPackage(font)}/package.json`)), 'files');
