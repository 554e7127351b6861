import { createServer, type RequestListener, type Server } from 'node:http';

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

export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  socketIdleTimeoutMs: number;
  timeoutCheckIntervalMs: number;
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
  socketIdleTimeoutMs: SOCKET_IDLE_TIMEOUT_MS,
  timeoutCheckIntervalMs: TIMEOUT_CHECK_INTERVAL_MS,
  maxConnections: MAX_CONNECTIONS,
};

/** The HTTP server with its limits set on purpose rather than left at Node's defaults (tests may shorten them). */
export function createHttpServer(listener: RequestListener, overrides: Partial<ServerLimits> = {}): Server {
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
  server.setTimeout(limits.socketIdleTimeoutMs, (socket) => socket.destroy());
  return server;
}
