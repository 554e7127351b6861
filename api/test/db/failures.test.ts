import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, mayHaveBeenApplied } from '../../src/db/failures.ts';

// The driver Mongoose runs on, with the connection errors it throws (not all are exported).
const driver = createRequire(createRequire(import.meta.url).resolve('mongoose'));
const { MongoNetworkError, MongoServerClosedError, MongoServerSelectionError } = driver('mongodb') as typeof import('mongodb');
const pool = driver('mongodb/lib/cmap/errors.js') as Record<string, new (pool: { address: string; serverError?: Error }) => Error>;
const aPool = { address: '127.0.0.1:27017' };

describe('a database failure', () => {
  it('is "unavailable" for every way the driver says the connection is gone', () => {
    const gone = [
      new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'),
      new pool.PoolClearedError!(aPool),
      // What operations waiting for a connection get when another one's socket broke.
      new pool.PoolClearedOnNetworkError!(aPool),
      new pool.PoolClosedError!(aPool),
      new MongoServerClosedError(),
      new MongoServerSelectionError('Server selection timed out after 10000 ms', { type: 'Unknown', servers: new Map(), stale: false, compatible: true, heartbeatFrequencyMS: 2000, localThresholdMS: 15, setName: null, maxElectionId: null, maxSetVersion: null, commonWireVersion: 0, logicalSessionTimeoutMinutes: null } as never),
    ];
    // The driver passes a write on a socket the database already closed on as Node's own EPIPE.
    const socketErrors = ['EPIPE', 'ECONNRESET', 'ECONNREFUSED'].map((code) => Object.assign(new Error(`socket failed: ${code}`), { code }));
    for (const error of [...gone, ...socketErrors]) expect(isDatabaseUnavailable(error), `${error.name} ${(error as { code?: string }).code ?? ''}`).toBe(true);
    // Wrapped by a service, it is still recognised.
    expect(isDatabaseUnavailable(new Error('could not save', { cause: new pool.PoolClearedOnNetworkError!(aPool) }))).toBe(true);
  });

  it('is not "unavailable" when the database answered with a refusal', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('E11000 duplicate key'), { name: 'MongoServerError', code: 11000 }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('may have been applied only when the connection broke after the command was sent', () => {
    expect(mayHaveBeenApplied(new MongoNetworkError('connection closed'))).toBe(true);
    // A cleared pool fails the operation before it has a connection: nothing was sent.
    expect(mayHaveBeenApplied(new pool.PoolClearedOnNetworkError!(aPool))).toBe(false);
    expect(mayHaveBeenApplied(Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' }))).toBe(false);
    expect(mayHaveBeenApplied(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
  });
});
