import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { charactersOf, CORE_RANGES, coreFile, FONT_WEIGHTS, latinFile } from '../../common/fontFiles.ts';
import { fontPackageFiles } from '../../common/fontPackageFiles.ts';
import { SETTINGS_FONTS } from '../../common/settings.ts';

/** Layout features English text needs: kerning, the standard ligatures, glyph composition and local forms. */
const KEPT_FEATURES = ['kern', 'liga', 'ccmp', 'locl'];

/**
 * Writes `fonts/<font>-core-<weight>.woff2` into the browser build for each font the settings
 * offer: its package's Latin file cut to the core characters, about half its size, so the first
 * paint of a page on a slow network shares it with less.
 */
export function fontCores(): Plugin {
  return {
    name: 'pickleball:font-cores',
    apply: 'build',
    async generateBundle() {
      const text = charactersOf(CORE_RANGES);
      for (const font of SETTINGS_FONTS) {
        const files = fontPackageFiles(font);
        for (const weight of FONT_WEIGHTS) {
          const latin = path.join(files, latinFile(font, weight));
          if (!existsSync(latin)) continue;
          const core = await subsetFont(readFileSync(latin), text, { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES, noHinting: true });
          this.emitFile({ type: 'asset', fileName: `fonts/${coreFile(font, weight)}`, source: core });
        }
      }
    },
  };
}
