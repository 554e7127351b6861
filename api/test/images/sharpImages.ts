import sharp from 'sharp';
import { pngChunk } from '../helpers/images.ts';
import { createDeflate } from 'node:zlib';

/** A photo-like JPEG (gradient, shapes and a little grain) of the given size. */
export async function photo(width: number, height: number, options: { quality?: number } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2e7d32"/><stop offset="1" stop-color="#d4e157"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff176"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" fill="#1565c0" opacity="0.6"/></svg>`;
  const tile = Math.min(256, width, height);
  const grain = await sharp({ create: { width: tile, height: tile, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 12 } } }).png().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'add', tile: true }])
    .jpeg({ quality: options.quality ?? 80 })
    .toBuffer();
}

/** An APP13 (Photoshop) segment holding an IPTC caption, as cameras and photo editors write it. */
function iptcSegment(caption: string): Buffer {
  const text = Buffer.from(caption, 'latin1');
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, text.length >> 8, text.length & 0xff]), text]);
  const padded = dataset.length % 2 ? Buffer.concat([dataset, Buffer.alloc(1)]) : dataset;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(dataset.length);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), size, padded]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xed]), length, body]);
}

/** A phone-style JPEG: EXIF with the camera and a GPS position, XMP and IPTC, and an orientation. */
export async function jpegWithMetadata(width: number, height: number, orientation = 1): Promise<Buffer> {
  const jpeg = await sharp(await photo(width, height))
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4600/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 5600/100' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Jo Player"/></rdf:RDF></x:xmpmeta>')
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
  // Right after SOI.
  return Buffer.concat([jpeg.subarray(0, 2), iptcSegment('Home court, 12 Elm Street'), jpeg.subarray(2)]);
}

/** A JPEG whose left half is red and right half blue, as stored by a camera held sideways. */
export async function sidewaysJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const red = await sharp({ create: { width: half, height, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .toBuffer();
}

/** An animated GIF of `frames` solid-colour frames. */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff'];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) => sharp({ create: { width, height, channels: 3, background: colours[i % colours.length]! } }).png().toBuffer()),
  );
  return sharp(pages, { join: { animated: true } }).gif({ delay: 200, loop: 0 }).toBuffer();
}

/** A one-colour greyscale PNG of the given size, compressed row by row so it never exists whole in memory. */
export async function hugeFlatPng(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0; // filter: none
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.concat(compressed)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose chunks are all well formed (lengths, CRCs, IEND) but whose pixel data is not zlib. */
export function pngWithBrokenPixels(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.alloc(500, 0xa5)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG with its start and end markers intact but garbage for most of its middle. */
export async function jpegWithGarbage(): Promise<Buffer> {
  // Standard Huffman tables, so the filler decodes the same way every run (optimised tables follow the photo's random grain).
  const jpeg = await sharp(await photo(400, 300)).jpeg({ quality: 80, optimizeCoding: false }).toBuffer();
  const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const scanData = scan + 2 + jpeg.readUInt16BE(scan + 2);
  return Buffer.concat([jpeg.subarray(0, scanData), Buffer.alloc(jpeg.length - scanData - 2, 0x55), jpeg.subarray(jpeg.length - 2)]);
}
