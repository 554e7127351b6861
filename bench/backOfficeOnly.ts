/**
 * Only the back office rows of `make bench`, for working on them:
 * `tsx bench/backOfficeOnly.ts` seeds BENCH_POSTS posts (10,000 by default, as `make bench`),
 * serves the production build (`make build` first), reads the admin list once (as the bench's
 * earlier rows do) and runs BENCH_VISITS first visits (5).
 */
import { backOfficeRows } from './backOffice.ts';
import { runScript, signIn, withSeededSite } from './server.ts';
import { formatTable } from './table.ts';

const posts = Number(process.env.BENCH_POSTS ?? 10_000);
const visits = Number(process.env.BENCH_VISITS ?? 5);

runScript(() =>
  withSeededSite(posts, async (url) => {
    // As in `make bench`, where the admin list's load run comes first: the server has answered it before.
    await (await fetch(`${url}/api/blog/posts?range=[0,9]`, { headers: { Cookie: await signIn(url) } })).arrayBuffer();
    console.log(formatTable(await backOfficeRows(url, visits, 'Erne')));
  }),
);
