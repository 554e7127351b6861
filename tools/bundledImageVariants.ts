// Writes the WebP variants of the site's own images (api/src/homepage/bundledImages.ts) into
// web/public, made as an upload's are (same widths, quality and names). Run once after changing
// such an image, and commit the files: `npx tsx tools/bundledImageVariants.ts`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BUNDLED_IMAGES } from '../api/src/homepage/bundledImages.ts';
import { QUALITY } from '../api/src/uploads/limits.ts';

const PUBLIC = 'web/public';

for (const [src, info] of BUNDLED_IMAGES) {
  const original = path.join(PUBLIC, src);
  const { width, height } = await sharp(original).metadata();
  if (width !== info.width || height !== info.height) throw new Error(`${original} is ${width} x ${height}, bundledImages.ts says ${info.width} x ${info.height}`);
  for (const variant of info.variants) {
    const bytes = await sharp(original).resize({ width: variant.width }).webp({ quality: QUALITY.variant }).toBuffer();
    writeFileSync(path.join(PUBLIC, variant.url), bytes);
    console.log(`${variant.url}: ${bytes.length} B`);
  }
}
