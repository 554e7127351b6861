import { describe, expect, it } from 'vitest';
import { createAfterAnswer } from '../../src/newsletter/afterAnswer.ts';

describe('work left after the answer', () => {
  it('logs a failure instead of losing it, and settles once every task has finished', async () => {
    const logged: { err: unknown; message: string }[] = [];
    const work = createAfterAnswer({ error: (object: { err: unknown }, message: string) => logged.push({ err: object.err, message }) } as never);
    const failure = new Error('database gone');
    let finished = false;
    work.run('a newsletter sign-up', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      finished = true;
    });
    work.run('a newsletter sign-up', () => Promise.reject(failure));
    await work.settled();
    expect(finished).toBe(true);
    expect(logged).toEqual([{ err: failure, message: 'a newsletter sign-up failed after the answer' }]);
  });
});
