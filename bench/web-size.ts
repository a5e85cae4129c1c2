/**
 * Gzipped JavaScript the public pages load: builds the web app, serves web/dist on a loopback port
 * (web-dist-server.ts), opens `/`, `/login` and `/register` in Chromium and sums the gzipped size (bytes)
 * of every script each page requested. Target: the landing page at most 120 KB;
 * web/src/landing-size.test.ts holds the same limit in `npm test`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildWeb, dist, serveDist } from './web-dist-server';

export interface WebSizeFigure {
  page: string;
  scripts: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The pages measured; the first is the landing page the target is for. */
export const PUBLIC_PAGES = ['/', '/login', '/register'] as const;

/** Builds (unless `skipBuild`, which reuses web/dist) and measures each of `pages` in a fresh browser context. */
export async function measurePageJs(pages: readonly string[] = PUBLIC_PAGES, skipBuild = false): Promise<WebSizeFigure[]> {
  if (!skipBuild) buildWeb();
  const server = await serveDist();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const figures: WebSizeFigure[] = [];
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
      });
      await tab.goto(`${server.origin}${page}`, { waitUntil: 'networkidle' });
      await context.close();
      const list = [...scripts].map((p) => ({ path: p, gzipBytes: gzipSync(readFileSync(join(dist, p)), { level: 9 }).length }));
      figures.push({ page, scripts: list, totalGzipBytes: list.reduce((s, f) => s + f.gzipBytes, 0) });
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

const KB = 1024;
/** The landing page's JavaScript, gzipped. */
export const LANDING_JS_LIMIT_BYTES = 120 * KB;

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  console.log('\nPublic pages JavaScript (gzipped, as loaded by Chromium)');
  const [landing, ...others] = await measurePageJs(PUBLIC_PAGES, process.env.BENCH_SKIP_WEB_BUILD === '1');
  console.table(landing!.scripts.map((s) => ({ script: s.path, 'gzip KB': (s.gzipBytes / KB).toFixed(1) })));
  console.log(`landing / total ${(landing!.totalGzipBytes / KB).toFixed(1)} KB gzipped — ≤120 KB: ${mark(landing!.totalGzipBytes <= LANDING_JS_LIMIT_BYTES)}`);
  for (const figure of others) console.log(`${figure.page} total ${(figure.totalGzipBytes / KB).toFixed(1)} KB gzipped in ${figure.scripts.length} scripts`);
}
