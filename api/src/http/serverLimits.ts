import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** Request line and headers: room for the longest `sort`, `range` and `filter` the contract allows, percent-encoded. */
export const MAX_HEADER_BYTES = 32 * 1024;
/** A client has this long to send its request line and headers (slow-header attacks). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** ...and this long for the whole request, body included: a 5 MB upload at 1 Mbit/s takes 40 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** An idle keep-alive connection is closed after this long. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** A connection on which nothing moves either way (e.g. a client that stops reading) is closed after this long. */
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;
/** How often Node checks the two request timeouts (its default, 30 s, would let a slow request overstay by that much). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** Connections beyond this are closed on arrival, so one client cannot exhaust sockets or memory. */
export const MAX_CONNECTIONS = 1_000;
/**
 * Open connections one address may hold; more are closed on arrival, so a single client cannot
 * take the slots every other visitor needs (a browser opens about six per site).
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  socketIdleTimeoutMs: number;
  timeoutCheckIntervalMs: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
  socketIdleTimeoutMs: SOCKET_IDLE_TIMEOUT_MS,
  timeoutCheckIntervalMs: TIMEOUT_CHECK_INTERVAL_MS,
  maxConnections: MAX_CONNECTIONS,
  maxConnectionsPerAddress: MAX_CONNECTIONS_PER_ADDRESS,
};

export interface ServerOptions {
  /** Addresses whose connections are not capped per address: the reverse proxies TRUST_PROXY names, which carry everyone's traffic. */
  uncapped?: (address: string) => boolean;
}

/** The HTTP server with its limits set on purpose rather than left at Node's defaults (tests may shorten them). */
export function createHttpServer(listener: RequestListener, overrides: Partial<ServerLimits> = {}, { uncapped = () => false }: ServerOptions = {}): Server {
  const limits = { ...SERVER_LIMITS, ...overrides };
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  capPerAddress(server, limits.maxConnectionsPerAddress, uncapped);
  server.setTimeout(limits.socketIdleTimeoutMs, (socket) => socket.destroy());
  return server;
}

/** Closes a new connection at once when its address already holds `max` open ones. */
function capPerAddress(server: Server, max: number, uncapped: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || uncapped(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
