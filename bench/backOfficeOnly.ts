/**
 * Only the back office rows of `make bench`, for working on them:
 * `tsx bench/backOfficeOnly.ts` seeds BENCH_POSTS posts (10,000 by default, as `make bench`),
 * serves the production build (`make build` first), waits for the machine to be quiet and reads the
 * admin list once (as the bench's earlier rows do), then runs BENCH_VISITS first visits (5).
 */
import { backOfficeRows } from './backOffice.ts';
import { waitForQuiet } from './machine.ts';
import { runScript, signIn, withSeededSite } from './server.ts';
import { formatTable } from './table.ts';

const posts = Number(process.env.BENCH_POSTS ?? 10_000);
const visits = Number(process.env.BENCH_VISITS ?? 5);

runScript(() =>
  withSeededSite(posts, async (url) => {
    // As in `make bench`: the server's start-up work (search index, first backup) is over, and it
    // has answered the admin list before (its load run comes first).
    await waitForQuiet();
    await (await fetch(`${url}/api/blog/posts?range=[0,9]`, { headers: { Cookie: await signIn(url) } })).arrayBuffer();
    console.log(formatTable(await backOfficeRows(url, visits, 'Erne')));
  }),
);
