import { createCipheriv, createDecipheriv, randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { PORTABILITY_MESSAGES } from '../../../common/portability.ts';
import { HttpProblem } from '../http/problem.ts';

/**
 * A full backup is its ZIP encrypted with AES-256-GCM under a key scrypt derives from the owner's
 * passphrase (docs/export-format.md#full-backup). The header is authenticated with the data, so a
 * changed byte anywhere is refused as a wrong passphrase is.
 */
export const SEALED_MAGIC = 'PBHUBENC';
export const SEALED_VERSION = 1;
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** magic, version, log2(N), r, p, salt, nonce. */
const HEADER_BYTES = SEALED_MAGIC.length + 4 + SALT_BYTES + NONCE_BYTES;

/** scrypt's cost for new backups: 64 MiB of memory, a fraction of a second. */
const COST = { log2N: 16, r: 8, p: 1 };

const derive = (passphrase: string, salt: Uint8Array, { log2N, r, p }: typeof COST) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** log2N;
    const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 1024 * 1024 };
    scrypt(passphrase.normalize('NFC'), salt, 32, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Whether the bytes start as a full backup does (anything else is taken for a plain export). */
export const isSealedBackup = (bytes: Uint8Array): boolean => bytes.length >= HEADER_BYTES && Buffer.from(bytes.subarray(0, SEALED_MAGIC.length)).toString('latin1') === SEALED_MAGIC;

/** The ZIP encrypted under the passphrase, header first. */
export async function sealBackup(zip: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const header = Buffer.concat([Buffer.from(SEALED_MAGIC, 'latin1'), Buffer.from([SEALED_VERSION, COST.log2N, COST.r, COST.p]), salt, nonce]);
  const cipher = createCipheriv('aes-256-gcm', await derive(passphrase, salt, COST), nonce);
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(zip), cipher.final()]);
  return Buffer.concat([header, body, cipher.getAuthTag()]);
}

/** The ZIP inside a full backup; a wrong passphrase, a changed byte or a header of another kind is refused with 400. */
export async function openBackup(sealed: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (!isSealedBackup(bytes) || bytes.length < HEADER_BYTES + TAG_BYTES) throw new HttpProblem(400, PORTABILITY_MESSAGES.notSealed);
  let at = SEALED_MAGIC.length;
  const [version, log2N, r, p] = bytes.subarray(at, (at += 4));
  // Costs a site would not choose are refused unread: a crafted header must not exhaust the memory.
  if (version !== SEALED_VERSION || log2N! < 14 || log2N! > 20 || r! < 1 || r! > 16 || p! < 1 || p! > 4 || 128 * 2 ** log2N! * r! > 512 * 1024 * 1024) {
    throw new HttpProblem(400, PORTABILITY_MESSAGES.notSealed);
  }
  const salt = bytes.subarray(at, (at += SALT_BYTES));
  const nonce = bytes.subarray(at, (at += NONCE_BYTES));
  const key = await derive(passphrase, salt, { log2N: log2N!, r: r!, p: p! });
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(bytes.subarray(0, HEADER_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new HttpProblem(400, PORTABILITY_MESSAGES.wrongPassphrase);
  }
}
