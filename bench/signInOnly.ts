/**
 * Only the sign-in row of `make bench`, for working on it (`make build` first):
 * `tsx bench/signInOnly.ts` seeds BENCH_POSTS posts (10,000, as `make bench`), serves the
 * production build and runs 10 concurrent sign-ins for BENCH_SECONDS seconds (10), then prints
 * the row and the machine's load average.
 */
import { machine } from './machine.ts';
import { runScript, withSeededSite } from './server.ts';
import { measureSignIn } from './signIn.ts';
import { formatTable } from './table.ts';

const posts = Number(process.env.BENCH_POSTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

runScript(() =>
  withSeededSite(posts, async (url) => {
    console.log(formatTable([await measureSignIn(url, seconds)]));
    console.log(machine());
  }),
);
