import { crc32 } from 'node:zlib';

/**
 * Structural checks that a file is one whole image of its type and nothing after it, so a file
 * that merely starts with image magic bytes (a GIF/JS polyglot, say) is refused.
 */
export function isWholeImage(ext: string, bytes: Buffer): boolean {
  switch (ext) {
    case 'png':
      return isWholePng(bytes);
    case 'gif':
      return isWholeGif(bytes);
    case 'jpg':
      return bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && endsWithJpegEoi(bytes);
    case 'webp':
      return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 === bytes.length;
    default:
      return false;
  }
}

function endsWithJpegEoi(bytes: Buffer): boolean {
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end -= 1; // some encoders pad with zeros
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function isWholePng(bytes: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== bytes.readUInt32BE(offset + 8 + length)) return false;
    if (typeAndData.toString('latin1', 0, 4) === 'IEND') return end === bytes.length;
    offset = end;
  }
  return false;
}

function skipSubBlocks(bytes: Buffer, offset: number): number {
  while (offset < bytes.length) {
    const size = bytes[offset]!;
    offset += 1 + size;
    if (size === 0) return offset;
  }
  return -1;
}

function isWholeGif(bytes: Buffer): boolean {
  if (bytes.length < 14) return false;
  const flags = bytes[10]!;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (offset < bytes.length) {
    const block = bytes[offset]!;
    if (block === 0x3b) return offset + 1 === bytes.length;
    if (block === 0x21) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) return false;
      const local = bytes[offset + 9]!;
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      offset = skipSubBlocks(bytes, offset + 1); // +1: LZW minimum code size
    } else {
      return false;
    }
    if (offset < 0) return false;
  }
  return false;
}
