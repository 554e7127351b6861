/**
 * Only the sign-in row of `make bench`, for working on it (`make build` first):
 * `tsx bench/signInOnly.ts` seeds BENCH_POSTS posts (10,000, as `make bench`), serves the
 * production build, waits BENCH_SETTLE seconds (30) for the server's start-up work on those posts
 * (in `make bench` the row runs after the other rows, long after start-up), runs 10 concurrent
 * sign-ins for BENCH_SECONDS seconds (10), then prints the row and the machine's load average.
 */
import { machine } from './machine.ts';
import { runScript, withSeededSite } from './server.ts';
import { measureSignIn } from './signIn.ts';
import { formatTable } from './table.ts';

const posts = Number(process.env.BENCH_POSTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const settleSeconds = Number(process.env.BENCH_SETTLE ?? 30);

runScript(() =>
  withSeededSite(posts, async (url) => {
    await new Promise((settled) => setTimeout(settled, settleSeconds * 1000));
    console.log(formatTable([await measureSignIn(url, seconds)]));
    console.log(machine());
  }),
);
