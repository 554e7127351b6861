import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real PNG of the given size, in one colour, optionally padded with a private chunk to reach `minBytes`. */
export function makePng(width = 2, height = 2, minBytes = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const idat = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', idat)];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (minBytes > size) parts.push(pngChunk('ptXt', Buffer.alloc(minBytes - size - 12, 0x61)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A minimal valid GIF (1x1). */
export function makeGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** Sends one multipart upload with the given parts; returns status and JSON body. */
export async function upload(
  url: string,
  cookie: string | undefined,
  parts: { field: string; name: string; type: string; bytes: Buffer }[],
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const part of parts) form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const response = await fetch(`${url}/api/upload/image`, { method: 'POST', body: form, headers: cookie ? { Cookie: cookie } : {} });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A PNG of random pixels: it stays about `width * height * 3` bytes however it is encoded again. */
export function makeNoisePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  const idat = deflateSync(Buffer.concat(rows));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}
