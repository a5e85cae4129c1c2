/**
 * Bundles every function (HTTP routes, triggers, worker, realtime) exactly as the stack does and reports
 * each bundle's minified size in bytes and the cold import time of the bundled module in ms.
 * Targets (issue 2): at most 300 KB per bundle, import under 150 ms.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { routes } from '../lambdas/api/routes';
import { emailWorkerFunction, realtimeFunctions, triggerFunctions } from '../lambdas/api/functions';
import { bundlingDefaults } from '../lib/bundling';

export interface BundleFigure { entry: string; bytes: number; importMs: number }

/** Every function entry under lambdas/, without extension. */
export function functionEntries(): string[] {
  return [
    ...routes.map((r) => `handlers/${r.handler}`),
    ...Object.values(triggerFunctions),
    emailWorkerFunction,
    ...Object.values(realtimeFunctions),
  ];
}

const MEASURE_IMPORT = `
const t0 = performance.now();
await import(process.argv[2]);
process.stdout.write(String(performance.now() - t0));
`;

/** Bundles each entry to a temp folder and measures size and cold import (median of 3 fresh processes). */
export async function measureBundles(): Promise<BundleFigure[]> {
  // Inside the repository, so the AWS SDK (external, provided by the Lambda runtime) resolves from node_modules.
  const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'geotender-bundles-'));
  const probe = join(out, 'probe.mjs');
  writeFileSync(probe, MEASURE_IMPORT);
  const figures: BundleFigure[] = [];
  for (const entry of functionEntries()) {
    const outfile = join(out, `${entry.replace(/\//g, '__')}.mjs`);
    await build({
      entryPoints: [join(import.meta.dirname, '..', 'lambdas', `${entry}.ts`)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      minify: bundlingDefaults.minify,
      target: bundlingDefaults.target,
      mainFields: bundlingDefaults.mainFields,
      external: bundlingDefaults.externalModules,
      banner: { js: bundlingDefaults.banner },
      alias: bundlingDefaults.alias,
      logLevel: 'error',
    });
    const samples = [0, 1, 2].map(() =>
      Number(
        execFileSync(process.execPath, [probe, outfile], {
          env: { ...process.env, AWS_REGION: 'eu-central-1', TABLE_NAME: 'bench', FILES_BUCKET: 'bench', EMAIL_QUEUE_URL: 'http://localhost/q', USER_POOL_ID: 'bench', USER_POOL_CLIENT_ID: 'bench', SITE_URL: 'http://localhost', REALTIME_ENDPOINT: 'http://localhost', TOKEN_ISSUER: 'http://localhost/bench' },
        }).toString(),
      ),
    );
    samples.sort((a, b) => a - b);
    figures.push({ entry, bytes: statSync(outfile).size, importMs: samples[1]! });
  }
  return figures;
}
