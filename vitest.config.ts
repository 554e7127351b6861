import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Tests that start their own servers and databases, or touch none: one run proves them. */
const SAME_IN_BOTH_MODES = [
  'common/**/*.test.ts',
  'api/test/launcher.test.ts',
  'api/test/publicCache.test.ts',
  'api/test/spaAssets.test.ts',
  'api/test/reliability/crash.test.ts',
  'api/test/reliability/databaseRestart.test.ts',
  'api/test/reliability/diskFull.test.ts',
  'api/test/reliability/shutdown.test.ts',
  'api/test/reliability/backupKill.test.ts',
  'api/test/newsletter/crash.test.ts',
  'api/test/analytics/crash.test.ts',
];
/**
 * Resources whose repositories and services compose.ts builds the same way in both modes (it picks
 * by mode only the post, court and analytics-count repositories, the settings' and public caches'
 * lifetimes and the newsletter's sender): their files prove nothing more in the second mode.
 */
const MODE_INDEPENDENT = [
  'api/test/activity/**',
  'api/test/auth/**',
  'api/test/auth.test.ts',
  'api/test/comments/addressBlockService.test.ts',
  'api/test/db/failures.test.ts',
  'api/test/gear/**',
  'api/test/hardening/**',
  'api/test/health.test.ts',
  'api/test/http/**',
  'api/test/images/**',
  'api/test/mail/**',
  'api/test/markupShape.test.ts',
  'api/test/members/**',
  'api/test/portability/collectionText.test.ts',
  'api/test/sessions/**',
  'api/test/twoFactor/**',
  'api/test/uploads/**',
  'api/test/uploads.test.ts',
  'api/test/users/**',
];
/** Several API instances share a database only in the external mode. */
const EXTERNAL_ONLY = ['api/test/reliability/twoInstances.test.ts'];

/**
 * The API suite in one database mode (read by api/test/globalSetup.ts): `embedded` is the
 * launcher's FerretDB with this process its only writer; `external` is a FerretDB reached the way
 * MONGODB_URI is, so the MongoDB code path runs.
 */
function apiProject(mode: 'embedded' | 'external') {
  return {
    test: {
      name: `api (${mode})`,
      environment: 'node' as const,
      include: mode === 'embedded' ? ['api/**/*.test.ts', 'common/**/*.test.ts'] : ['api/**/*.test.ts'],
      exclude: mode === 'embedded' ? EXTERNAL_ONLY : [...SAME_IN_BOTH_MODES, ...MODE_INDEPENDENT],
      globalSetup: ['api/test/globalSetup.ts'],
      setupFiles: ['api/test/helpers/fastCheckSeed.ts'],
      // A worker runs its files one after another and keeps the modules it has loaded: each file still
      // gets its own database and app, and the server's modules are loaded once instead of per file.
      isolate: false,
      env: { NODE_ENV: 'test', API_DB_MODE: mode },
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // One worker per core, not vitest's cores - 1: the API files spend much of their time waiting on
    // their servers and databases, so the last core would otherwise sit idle.
    maxWorkers: availableParallelism(),
    projects: [
      apiProject('embedded'),
      apiProject('external'),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Like the API's: a worker loads React, MUI and react-admin once, not once per file. What a
          // file could leave behind for the next is reset: stubbed globals here, storage in setup.ts.
          isolate: false,
          unstubGlobals: true,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
