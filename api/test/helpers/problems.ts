import { HttpProblem } from '../../src/http/problem.ts';

/** The problem `work` throws (a service's refusal), failing the test when it throws none. */
export async function problemOf(work: () => unknown): Promise<HttpProblem> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('expected a problem');
}
