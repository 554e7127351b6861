import { vi } from 'vitest';

/**
 * Runs `work` with the clock (Date only, timers untouched) set to `at`, the in-process server's
 * clock too: for records that must have been saved earlier, such as a post scheduled for a time
 * that has since come.
 */
export async function atTime<T>(at: Date | number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
