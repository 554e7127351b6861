import { strFromU8, strToU8, unzip, zip, type AsyncZippable } from 'fflate';
import { PORTABILITY_MESSAGES, RESTORE_MAX_UNPACKED_BYTES } from '../../../common/portability.ts';
import { HttpProblem } from '../http/problem.ts';

/**
 * A ZIP of text files (deflated) and binary files (stored: images are compressed already). Large
 * files are deflated on worker threads, so a backup of a big site leaves the server answering.
 */
export function makeZip(texts: Record<string, string>, binaries: Record<string, Uint8Array>): Promise<Uint8Array> {
  const entries: AsyncZippable = {};
  for (const [name, text] of Object.entries(texts)) entries[name] = [strToU8(text), { level: 6 }];
  for (const [name, bytes] of Object.entries(binaries)) entries[name] = [bytes, { level: 0 }];
  return new Promise((resolve, reject) => zip(entries, (error, data) => (error ? reject(error) : resolve(data))));
}

/**
 * The entries of a ZIP, refused with a 400 when it is not one or 413 when it would unpack past the
 * limit; large entries are inflated on worker threads.
 */
export async function readZip(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  let unpacked = 0;
  try {
    // The filter runs as unzip() walks the directory: a throw there stops at the first entry past the limit.
    const entries = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
      unzip(
        bytes,
        {
          filter: (file) => {
            unpacked += file.originalSize;
            if (unpacked > RESTORE_MAX_UNPACKED_BYTES) throw new HttpProblem(413, PORTABILITY_MESSAGES.tooBig);
            return !file.name.endsWith('/');
          },
        },
        (error, data) => (error ? reject(error) : resolve(data)),
      ),
    );
    return new Map(Object.entries(entries));
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(400, PORTABILITY_MESSAGES.notZip);
  }
}

export const textOf = (bytes: Uint8Array | undefined): string | undefined => (bytes ? strFromU8(bytes) : undefined);
