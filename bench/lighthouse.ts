/**
 * Lighthouse performance of the public pages: the production build served locally as
 * CloudFront serves it (web-dist-server.ts), each of `/`, `/login` and `/register` audited by Lighthouse's
 * default mobile emulation (Moto G Power screen, simulated slow 4G and 4× CPU slow-down) in headless
 * Chromium. Prints the median performance score (0–100) and Largest Contentful Paint (ms) of
 * LIGHTHOUSE_RUNS runs (default 3) per page; targets: score ≥ 95 and LCP ≤ 2,500 ms. Also checks that
 * `/robots.txt` is a robots file, not the app's HTML.
 */
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGES } from './web-size';
import { buildWeb, serveDist } from './web-dist-server';

export interface LighthouseFigure {
  page: string;
  /** Median performance score, 0–100. */
  score: number;
  /** Median Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Median Total Blocking Time, ms. */
  tbtMs: number;
  /** Median bytes of JavaScript the page loaded but did not run (Lighthouse's unused-javascript audit). */
  unusedJsBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A free loopback port for Chromium's DevTools endpoint, which Lighthouse connects to. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Audits each of `pages` `runs` times against `origin`; returns the medians per page. */
export async function auditPages(origin: string, pages: readonly string[] = PUBLIC_PAGES, runs = 3): Promise<LighthouseFigure[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const page of pages) {
      const samples: { score: number; lcp: number; tbt: number; unused: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          unused: (lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
        });
      }
      figures.push({
        page,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcp)),
        tbtMs: median(samples.map((s) => s.tbt)),
        unusedJsBytes: median(samples.map((s) => s.unused)),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Whether `/robots.txt` answers a plain-text robots file (not the SPA's index.html). */
async function robotsIsReal(origin: string): Promise<boolean> {
  const res = await fetch(`${origin}/robots.txt`);
  const text = await res.text();
  return res.ok && (res.headers.get('content-type') ?? '').startsWith('text/plain') && /^user-agent:/im.test(text) && !/<html/i.test(text);
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  console.log(`\nLighthouse, mobile emulation, production build (median of ${runs} runs per page)`);
  if (process.env.BENCH_SKIP_WEB_BUILD !== '1') buildWeb();
  const server = await serveDist();
  try {
    const figures = await auditPages(server.origin, PUBLIC_PAGES, runs);
    console.table(
      figures.map((f) => ({
        page: f.page,
        performance: f.score,
        'LCP s': (f.lcpMs / 1000).toFixed(2),
        'TBT ms': Math.round(f.tbtMs),
        'unused JS KB': (f.unusedJsBytes / 1024).toFixed(1),
        '≥95': mark(f.score >= 95),
        'LCP ≤2.5 s': mark(f.lcpMs <= 2_500),
      })),
    );
    console.log(`/robots.txt is a robots file: ${mark(await robotsIsReal(server.origin))}`);
  } finally {
    await server.close();
  }
}
