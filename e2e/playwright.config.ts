import { defineConfig } from '@playwright/test';
import { APP_URL, LLM_PORT, OIDC_ISSUER } from './support/ports.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Journeys in Debian's Chromium against the built app on a fresh database. The 'setup' project creates
 * the owner on the empty database first (the first-run journey); every other journey depends on it. Each
 * journey works in an organisation of its own (support/fixtures.ts), so they run in parallel, in any order.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  // Two journeys at a time share the machine's CPUs (two browsers, the app, its database), so each step may
  // take up to twice as long as alone: the time limits are twice those of the one-worker run.
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /first-run\.setup\.ts/ },
    { name: 'journeys', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  webServer: [
    {
      command: `node ../apps/server/dist/scripts/mock-llm.js --port ${LLM_PORT} --latency 150`,
      url: `http://127.0.0.1:${LLM_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx support/oidc-server.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx support/app-server.ts',
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      // Playwright SIGKILLs a web server by default; SIGTERM lets app-server.ts stop the app, then drop its
      // database and remove its DATA_DIR.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
