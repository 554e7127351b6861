import { inflateSync } from 'fflate';
import { HttpProblem } from '../../http/problem.ts';

/** The most files an uploads ZIP may hold. */
export const UPLOADS_MAX_ENTRIES = 50_000;
/** The most bytes its files may unpack to, all together (as their headers state them). */
export const UPLOADS_MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;

export const UPLOADS_ZIP_MESSAGES = {
  notZip: 'The uploads file is not a ZIP (zip the wp-content/uploads or content/images folder).',
  tooManyFiles: `The uploads ZIP holds more than ${UPLOADS_MAX_ENTRIES.toLocaleString('en-US')} files.`,
  tooBig: 'The uploads ZIP unpacks to more than 2 GB.',
  unsafeName: (name: string) => `The uploads ZIP names a file outside its folder: ${name.slice(0, 200)}`,
  twice: (name: string) => `The uploads ZIP holds ${name.slice(0, 200)} twice.`,
} as const;

export interface ZipEntry {
  name: string;
  /** Bytes once unpacked, as the ZIP states it: reading never unpacks more. */
  size: number;
  method: number;
  packedSize: number;
  headerOffset: number;
}

export interface UploadsZip {
  /** The file an old site's image path names (`2024/05/court.jpg`), if the ZIP holds it. */
  find(path: string): ZipEntry | undefined;
  /** Its bytes: undefined when the ZIP stores it in a way this reader does not unpack. */
  read(entry: ZipEntry): Uint8Array | undefined;
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;
const utf8 = new TextDecoder('utf-8', { fatal: false });

/** A name that could leave its folder if unpacked: absolute, a drive, `..`, a backslash or a control character. */
// eslint-disable-next-line no-control-regex
const unsafe = (name: string) => name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\') || /[\u0000-\u001f]/.test(name) || name.split('/').includes('..');

/**
 * Where a file sits in the old site's uploads: the part after `wp-content/uploads/` or
 * `content/images/`, or after a top `uploads/` or `images/` folder, whichever way the ZIP was made.
 */
export function uploadsKey(name: string): string {
  const marker = /(?:^|\/)(?:wp-content\/uploads|content\/images)\//.exec(name);
  if (marker) return name.slice(marker.index + marker[0].length);
  return name.replace(/^(?:uploads|images)\//, '');
}

/** The end of central directory record, searched from the end (a comment may follow it). */
function endRecord(zip: Uint8Array): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (u32(zip, at) === 0x06054b50) return at;
  }
  return -1;
}

/**
 * Reads the directory of an uploads ZIP without unpacking anything, refusing one an attacker
 * could have made: too many files, more than the cap once unpacked, a name leaving its folder, a
 * name twice. Files are unpacked one at a time, when an import needs them, and never past their
 * stated size, so a file claiming to be small cannot unpack to gigabytes.
 */
export function openUploadsZip(zip: Uint8Array): UploadsZip {
  const end = endRecord(zip);
  if (end < 0) throw new HttpProblem(400, UPLOADS_ZIP_MESSAGES.notZip);
  const count = u16(zip, end + 10);
  if (count > UPLOADS_MAX_ENTRIES) throw new HttpProblem(413, UPLOADS_ZIP_MESSAGES.tooManyFiles);
  const byKey = new Map<string, ZipEntry>();
  const names = new Set<string>();
  let at = u32(zip, end + 16);
  let unpacked = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || u32(zip, at) !== 0x02014b50) throw new HttpProblem(400, UPLOADS_ZIP_MESSAGES.notZip);
    const nameLength = u16(zip, at + 28);
    const name = utf8.decode(zip.subarray(at + 46, at + 46 + nameLength));
    const entry: ZipEntry = { name, method: u16(zip, at + 10), packedSize: u32(zip, at + 20), size: u32(zip, at + 24), headerOffset: u32(zip, at + 42) };
    at += 46 + nameLength + u16(zip, at + 30) + u16(zip, at + 32);
    if (unsafe(name)) throw new HttpProblem(400, UPLOADS_ZIP_MESSAGES.unsafeName(name));
    if (names.has(name)) throw new HttpProblem(400, UPLOADS_ZIP_MESSAGES.twice(name));
    names.add(name);
    unpacked += entry.size;
    if (unpacked > UPLOADS_MAX_UNPACKED_BYTES) throw new HttpProblem(413, UPLOADS_ZIP_MESSAGES.tooBig);
    // Folders, and the resource forks macOS adds to the ZIPs it makes, are no one's images.
    if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue;
    const key = uploadsKey(name);
    if (!byKey.has(key)) byKey.set(key, entry);
  }
  return {
    find: (path) => byKey.get(path),
    read(entry) {
      const header = entry.headerOffset;
      if (header + 30 > zip.length || u32(zip, header) !== 0x04034b50) return undefined;
      const start = header + 30 + u16(zip, header + 26) + u16(zip, header + 28);
      const packed = zip.subarray(start, start + entry.packedSize);
      if (packed.length !== entry.packedSize) return undefined;
      if (entry.method === 0) return packed.length === entry.size ? packed : undefined;
      if (entry.method !== 8) return undefined;
      try {
        // Unpacked into a buffer of the stated size: a file that lies about it is cut there.
        return inflateSync(packed, { out: new Uint8Array(entry.size) });
      } catch {
        return undefined;
      }
    },
  };
}
