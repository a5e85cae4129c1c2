import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium clicking through the product on the local cloud, started fresh
 * (own data folder) with the web app's production build by `webServer` and stopped afterwards.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// LOCAL_PORT_OFFSET moves every port of the local cloud (local/ports.ts), so several runs can share a machine.
const offset = Number(process.env.LOCAL_PORT_OFFSET ?? 0);
const webUrl = `http://localhost:${5173 + offset}`;

export default defineConfig({
  testDir: 'test/e2e',
  // Each shard its own results folder: a run empties its folder when it starts.
  outputDir: `test-results/offset-${offset}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: webUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx local/start.ts',
    url: `${webUrl}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The local cloud's info logs stay out of the report (a failure's summary must be the last thing CI prints); warnings and errors go to stderr, which is shown.
    stdout: 'ignore',
    // The web app's production build (local/web.ts): each page loads a few files instead of every source module.
    // A shard with a port offset (npm run e2e runs two, test/e2e/run-shards.mjs) has its own data and its own build.
    env: {
      LOCAL_DATA_DIR: offset ? `.local-data/e2e-${offset}` : '.local-data/e2e',
      LOCAL_FRESH: '1',
      LOCAL_WEB: 'built',
      ...(offset ? { LOCAL_WEB_OUT_DIR: path.resolve(`.local-data/e2e-${offset}-web`) } : {}),
    },
  },
});
