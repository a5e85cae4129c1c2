/**
 * `npm run screenshots`: the README's screenshots (docs/screenshots/<screen>.<language>.png, 1280×800) taken by
 * Debian's Chromium on a local cloud of their own, started fresh (own data folder, the web app's production build)
 * on ports moved by LOCAL_PORT_OFFSET (default 30000, so it runs beside `npm start` and the end-to-end shards) and
 * stopped afterwards. The screens and their data are in screens.spec.ts.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const offset = Number(process.env.LOCAL_PORT_OFFSET ?? 30_000);
// The e2e helpers (test/e2e/support.ts) read the ports of the cloud from here, in this process and in the worker.
process.env.LOCAL_PORT_OFFSET = String(offset);
const webUrl = `http://localhost:${5173 + offset}`;

export default defineConfig({
  testDir: '.',
  testMatch: 'screens.spec.ts',
  outputDir: '../../test-results/screenshots',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: webUrl,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
            '--font-render-hinting=none',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx local/start.ts',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `${webUrl}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      LOCAL_PORT_OFFSET: String(offset),
      LOCAL_DATA_DIR: `.local-data/screenshots-${offset}`,
      LOCAL_FRESH: '1',
      LOCAL_WEB: 'built',
      LOCAL_WEB_OUT_DIR: path.resolve(import.meta.dirname, `../../.local-data/screenshots-${offset}-web`),
    },
  },
});
