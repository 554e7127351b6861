import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_KEPT } from '../../../common/webhooks.ts';
import { isPrivateAddress } from './address.ts';

/** Every address a host name resolves to. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs: number;
}

/** What came back: a status and the first bytes of the body, or why nothing did. */
export type SendOutcome = { status: number; response: string } | { error: string; refused?: boolean };

export class RefusedAddress extends Error {
  constructor(address: string) {
    super(`refused: ${address} is a private or local address`);
  }
}

/** The host of a URL as an address or a name, without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * The address a connection to `host` may use: a literal is checked as it is; a name is resolved
 * and its first allowed address returned, so the address checked is the address connected to.
 */
export async function allowedAddress(host: string, allowPrivate: boolean, resolve: Resolve): Promise<LookupAddress> {
  const family = isIP(host);
  const candidates = family ? [{ address: host, family }] : await resolve(host);
  const allowed = candidates.find((candidate) => allowPrivate || !isPrivateAddress(candidate.address));
  if (!allowed) throw new RefusedAddress(candidates[0]?.address ?? host);
  return allowed;
}

const LOOPBACK_NAMES = new Set(['localhost']);
const isLoopback = (address: string) => /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);

/**
 * For servers run by tests and fuzzing: `localhost` is the one name, a loopback address the one
 * kind of address; anything else is refused before any lookup or connection, whatever a hook allows.
 */
export const loopbackResolve: Resolve = async (host) => {
  if (LOOPBACK_NAMES.has(host.toLowerCase())) return [{ address: '127.0.0.1', family: 4 }];
  if (isLoopback(host)) return [{ address: host, family: isIP(host) }];
  throw new RefusedAddress(host);
};

/** `send` with every target but the loopback refused (see loopbackResolve). */
export function loopbackOnly(send: typeof sendDelivery): typeof sendDelivery {
  return async (request, _resolve) => {
    const host = hostOf(new URL(request.url));
    if (!LOOPBACK_NAMES.has(host.toLowerCase()) && !isLoopback(host)) return { error: new RefusedAddress(host).message, refused: true };
    return send(request, loopbackResolve);
  };
}

/**
 * POSTs one delivery. The connection goes to the address `allowedAddress` chose (the socket's
 * own lookup is replaced, so a name that resolves again to another address changes nothing);
 * redirects are not followed: a 3xx is the answer.
 */
export async function sendDelivery(request: SendRequest, resolve: Resolve = systemResolve): Promise<SendOutcome> {
  const url = new URL(request.url);
  let address: LookupAddress;
  try {
    address = await allowedAddress(hostOf(url), request.allowPrivate, resolve);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), refused: error instanceof RefusedAddress };
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolveOutcome) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        agent: false,
        timeout: request.timeoutMs,
        // The certificate is checked against the URL's host name, not the address.
        servername: isIP(hostOf(url)) ? undefined : hostOf(url),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => resolveOutcome({ status: res.statusCode ?? 0, response: Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_KEPT) });
        res.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOK_RESPONSE_KEPT) return;
          chunks.push(chunk.subarray(0, WEBHOOK_RESPONSE_KEPT - kept));
          kept += chunk.length;
          // Enough read: the rest of a long answer is not waited for.
          if (kept >= WEBHOOK_RESPONSE_KEPT) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${request.timeoutMs} ms`)));
    req.on('error', (error) => resolveOutcome({ error: error.message }));
    req.end(request.body);
  });
}
