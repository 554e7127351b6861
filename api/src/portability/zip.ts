import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { PORTABILITY_MESSAGES, RESTORE_MAX_UNPACKED_BYTES } from '../../../common/portability.ts';
import { HttpProblem } from '../http/problem.ts';

/** A ZIP of text files (deflated) and binary files (stored: images are compressed already). */
export function makeZip(texts: Record<string, string>, binaries: Record<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, text] of Object.entries(texts)) entries[name] = [strToU8(text), { level: 6 }];
  for (const [name, bytes] of Object.entries(binaries)) entries[name] = [bytes, { level: 0 }];
  return zipSync(entries);
}

/** The entries of a ZIP, refused with a 400 when it is not one or would unpack past the limit. */
export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  let unpacked = 0;
  try {
    const entries = unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize;
        if (unpacked > RESTORE_MAX_UNPACKED_BYTES) throw new HttpProblem(413, PORTABILITY_MESSAGES.tooBig);
        return !file.name.endsWith('/');
      },
    });
    return new Map(Object.entries(entries));
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(400, PORTABILITY_MESSAGES.notZip);
  }
}

export const textOf = (bytes: Uint8Array | undefined): string | undefined => (bytes ? strFromU8(bytes) : undefined);
