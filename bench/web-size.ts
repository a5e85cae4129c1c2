/**
 * Gzipped JavaScript the landing page loads: builds the web app, serves web/dist on a loopback port,
 * opens `/` in Chromium and sums the gzipped size (bytes) of every script the page requested.
 * Target (issue 2): at most 170 KB.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const dist = join(import.meta.dirname, '..', 'web', 'dist');
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

export interface WebSizeFigure {
  scripts: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** Builds and measures; `skipBuild` reuses an existing web/dist. */
export async function measureLandingJs(skipBuild = false): Promise<WebSizeFigure> {
  if (!skipBuild) execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit', cwd: join(import.meta.dirname, '..') });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/config.json') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          region: 'eu-central-1',
          userPoolId: 'eu-central-1_bench',
          userPoolClientId: 'bench',
          authFlowType: 'USER_SRP_AUTH',
          apiUrl: 'http://127.0.0.1:9',
          realtimeUrl: 'ws://127.0.0.1:9',
        }),
      );
      return;
    }
    let file = normalize(join(dist, url.pathname));
    if (!file.startsWith(dist) || !extname(file)) file = join(dist, 'index.html');
    try {
      const body = readFileSync(file);
      res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    const figures = [...scripts].map((p) => ({ path: p, gzipBytes: gzipSync(readFileSync(join(dist, p)), { level: 9 }).length }));
    return { scripts: figures, totalGzipBytes: figures.reduce((s, f) => s + f.gzipBytes, 0) };
  } finally {
    await browser.close();
    server.close();
  }
}

const KB = 1024;

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  console.log('\nLanding page JavaScript (gzipped, as loaded by Chromium)');
  const web = await measureLandingJs(process.env.BENCH_SKIP_WEB_BUILD === '1');
  console.table(web.scripts.map((s) => ({ script: s.path, 'gzip KB': (s.gzipBytes / KB).toFixed(1) })));
  console.log(`total ${(web.totalGzipBytes / KB).toFixed(1)} KB gzipped — ≤170 KB: ${mark(web.totalGzipBytes <= 170 * KB)}`);
}
