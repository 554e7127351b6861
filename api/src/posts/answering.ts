import { HttpProblem } from '../http/problem.ts';
import { slugConflict } from '../http/slug.ts';
import { SlugTaken, StaleVersion } from './repository/errors.ts';

const STALE_MESSAGE = 'This post was changed elsewhere since you opened it. Reload to see the latest version, then make your changes again.';

/** The repository's refusals as the API's 409s. */
export async function answering<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SlugTaken) throw slugConflict('post', error.slug);
    if (error instanceof StaleVersion) throw new HttpProblem(409, STALE_MESSAGE, { errors: { version: STALE_MESSAGE } });
    throw error;
  }
}

