import { load } from './apiLoad.ts';
import { ADMIN } from './owner.ts';
import { int, ms, type Row } from './table.ts';

/** Sign-ins in flight at once. */
const CONNECTIONS = 10;
const P99_TARGET_MS = 500;

/**
 * Sign-ins with the right password (each an argon2id verification and a new session), 10 at once:
 * successes are not rate-limited, so this is the hashing cost under concurrency.
 */
export async function measureSignIn(url: string, seconds: number): Promise<Row> {
  const figures = await load({
    url: `${url}/api/auth/login`,
    method: 'POST',
    seconds,
    connections: CONNECTIONS,
    headers: { 'Content-Type': 'application/json' },
    requests: [{ method: 'POST', body: JSON.stringify(ADMIN) }],
    expectStatus: 200,
  });
  return {
    measure: `POST /api/auth/login (argon2id), ${CONNECTIONS} conn`,
    result: `p99 ${ms(figures.p99)} (p50 ${ms(figures.p50)}), ${int(figures.rps)}/s, ${int(figures.bad)} errors`,
    target: `p99 <= ${P99_TARGET_MS} ms, no errors`,
    pass: figures.p99 <= P99_TARGET_MS && figures.bad === 0,
  };
}
