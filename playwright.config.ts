import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined };
const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** Specs that change the seeded content every other spec reads (run alone: `--project last --no-deps`). */
const LAST = /sample-removal\.spec\.ts$/;

/** Browser tests run against the production build and the real API + embedded database. */
export default defineConfig({
  testDir: 'e2e',
  // One folder per port, so suites run side by side do not delete each other's traces.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // CI also asks for JSON (PLAYWRIGHT_JSON_OUTPUT_NAME names the file) to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Debian's headless shell: the same engine as `chromium` without the new headless mode's browser
    // UI processes, so the same tests cost less CPU. CHROMIUM_PATH picks another build.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS },
    // Recording a trace costs every test its screenshots and snapshots: in CI only a retry records one,
    // so a failure that repeats comes with its trace and passing tests pay nothing.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: LAST, use: DESKTOP },
    { name: 'mobile', testIgnore: LAST, use: MOBILE },
    // Removing the sample content changes what the other specs read: it runs once, after both.
    { name: 'last', testMatch: LAST, dependencies: ['desktop', 'mobile'], use: DESKTOP },
  ],
  webServer: {
    command: `rm -rf .e2e-data/${PORT} && tsx api/src/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: `.e2e-data/${PORT}`,
      ADMIN_USERNAME: 'admin',
      // Production refuses passwords under 12 characters; e2e/*/helpers.ts sign in with it.
      ADMIN_PASSWORD: 'e2e-admin-password',
      SESSION_SECRET: 'e2e-secret',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      VALIDATE_RESPONSES: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: process.env.WEB_DIST ?? 'web/dist',
      // e2e/site/newsletter.spec.ts listens here with an SMTP sink; elsewhere mail to it fails and is logged.
      SMTP_URL: `smtp://127.0.0.1:${PORT + 1}`,
      // e2e/site/comment-reports.spec.ts waits for the held comments' digest: seconds, not the hour.
      COMMENT_DIGEST_INTERVAL_MS: '4000',
      // The hooks a spec creates reach nothing but this machine.
      WEBHOOK_LOOPBACK_ONLY: 'true',
    },
  },
});
