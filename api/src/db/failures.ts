interface ErrorLike {
  name?: string;
  code?: string | number;
  codeName?: string;
  message?: string;
  errorLabelSet?: Set<string>;
  cause?: unknown;
}

/** Thrown before any database work when the database is known to be down: nothing was attempted. */
export class DatabaseUnavailable extends Error {
  constructor() {
    super('the database is down or restarting');
    this.name = 'DatabaseUnavailable';
  }
}

/** A write the lost connection cut off, removed again: nothing of it is stored. */
export class WriteUndone extends Error {
  constructor(cause: unknown) {
    super('the database stopped during a write, which was undone', { cause });
    this.name = 'WriteUndone';
  }
}

/**
 * The driver's and Mongoose's names for "no connection to the database". A pool cleared by a
 * network error fails every operation waiting for a connection with its own name, at once.
 */
const UNAVAILABLE_NAMES = new Set([
  'DatabaseUnavailable',
  'WriteUndone',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
  'MongoServerClosedError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);
/**
 * A socket to the database that the other side ended or reset: the driver can pass these on as
 * plain Node errors (a write after FIN is EPIPE), not as a MongoNetworkError.
 */
const SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);
const UNAVAILABLE_MESSAGES = /buffering timed out|the database is not connected|Client must be connected|connection .* closed/i;

/**
 * Out of disk: SQLite's SQLITE_FULL as FerretDB reports it ("database or disk is full (13)"),
 * ENOSPC from the file system, MongoDB's OutOfDiskSpace (14031) and WiredTiger's "No space left".
 */
const FULL_MESSAGES = /database or disk is full|SQLITE_FULL|no space left on device|out of disk space|ENOSPC/i;
const FULL_CODES = new Set<string | number>(['ENOSPC', 14031, 'OutOfDiskSpace']);

function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  for (let e = error as ErrorLike | undefined; e && typeof e === 'object' && found.length < 5; e = e.cause as ErrorLike | undefined) found.push(e);
  return found;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => UNAVAILABLE_NAMES.has(e.name ?? '') || SOCKET_CODES.has(String(e.code)) || (e.name === 'MongooseError' && UNAVAILABLE_MESSAGES.test(e.message ?? '')) || e.message === 'the database is not connected');
}

export function isStorageFull(error: unknown): boolean {
  return chain(error).some((e) => (e.code !== undefined && FULL_CODES.has(e.code)) || FULL_CODES.has(e.codeName ?? '') || FULL_MESSAGES.test(e.message ?? ''));
}

/** The connection broke after the command may have been sent: the write may or may not be stored. */
export function mayHaveBeenApplied(error: unknown): boolean {
  const errors = chain(error);
  if (errors.some((e) => e.name === 'WriteUndone')) return false;
  // A reset may come after the command went out; a write after FIN (EPIPE) never left.
  return errors.some((e) => e.name === 'MongoNetworkError' || e.name === 'MongoNetworkTimeoutError' || e.code === 'ECONNRESET');
}
