import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor give up after 1 s by default; a busy 2-core CI machine can take longer to render
// a react-admin screen. Waiting longer changes no result, only when a failure is reported.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker (vitest.config.ts: isolate false): each starts with empty storage, so no
// file reads the list settings or the signed-in flag an earlier one left. Node-only files have none.
beforeAll(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

afterEach(() => cleanup());
