/**
 * Bundles every function (HTTP routes, triggers, workers, realtime) exactly as the stack does and reports
 * each bundle's minified size in bytes, the cold import time of the bundled module in ms, and the cold
 * import time of a bundle of just the AWS SDK clients it uses, built and measured the same way (issue 12:
 * the ratio of the two is what our code adds to a cold start; target ≤ 1.2).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { routeEntry, routes } from '../lambdas/api/routes';
import { contactDigestFunction, emailWorkerFunction, realtimeFunctions, triggerFunctions } from '../lambdas/api/functions';
import { bundlingDefaults } from '../lib/bundling';

export interface BundleFigure {
  entry: string;
  bytes: number;
  importMs: number;
  /** The AWS SDK packages bundled into the function. */
  sdkPackages: string[];
  /** Cold import of a bundle that only loads those packages and creates their clients (same build, same probe); 0 when none. */
  sdkImportMs: number;
}

/** SDK client classes created at module scope by lambdas/lib/clients and lambdas/table/client.ts. */
const SDK_CLIENTS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'DynamoDBClient',
  '@aws-sdk/client-s3': 'S3Client',
  '@aws-sdk/client-sqs': 'SQSClient',
  '@aws-sdk/client-sesv2': 'SESv2Client',
  '@aws-sdk/client-cognito-identity-provider': 'CognitoIdentityProviderClient',
  '@aws-sdk/client-apigatewaymanagementapi': 'ApiGatewayManagementApiClient',
};

/** Source of a module that imports `packages` and creates each one's client, as the functions do. */
function sdkBaselineSource(packages: string[]): string {
  return packages
    .map((pkg, i) => {
      const client = SDK_CLIENTS[pkg];
      if (client) return `import { ${client} as C${i} } from '${pkg}';\nglobalThis.__sdk${i} = new C${i}({});`;
      if (pkg === '@aws-sdk/lib-dynamodb')
        return `import { DynamoDBDocumentClient as D${i} } from '${pkg}';\nimport { DynamoDBClient as DC${i} } from '@aws-sdk/client-dynamodb';\nglobalThis.__sdk${i} = D${i}.from(new DC${i}({}));`;
      return `import * as M${i} from '${pkg}';\nglobalThis.__sdk${i} = M${i};`;
    })
    .join('\n');
}

/** Every function entry under lambdas/, without extension. */
export function functionEntries(): string[] {
  return [...routes.map(routeEntry), ...Object.values(triggerFunctions), emailWorkerFunction, contactDigestFunction, ...Object.values(realtimeFunctions)];
}

const MEASURE_IMPORT = `
const t0 = performance.now();
await import(process.argv[2]);
process.stdout.write(String(performance.now() - t0));
`;

const BENCH_ENV = {
  AWS_REGION: 'eu-central-1',
  TABLE_NAME: 'bench',
  FILES_BUCKET: 'bench',
  EMAIL_QUEUE_URL: 'http://localhost/q',
  USER_POOL_ID: 'bench',
  USER_POOL_CLIENT_ID: 'bench',
  SITE_URL: 'http://localhost',
  REALTIME_ENDPOINT: 'http://localhost',
  TOKEN_ISSUER: 'http://localhost/bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** Median of 5 cold imports of `file`, each in a fresh Node.js process, in ms. */
function medianImportMs(probe: string, file: string): number {
  const samples = [0, 1, 2, 3, 4].map(() => Number(execFileSync(process.execPath, [probe, file], { env: { ...process.env, ...BENCH_ENV } }).toString()));
  samples.sort((a, b) => a - b);
  return samples[2]!;
}

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
    const options = {
      bundle: true,
      platform: 'node',
      format: 'esm',
      minify: bundlingDefaults.minify,
      target: bundlingDefaults.target,
      mainFields: bundlingDefaults.mainFields,
      external: bundlingDefaults.externalModules,
      banner: { js: bundlingDefaults.banner },
      alias: bundlingDefaults.alias,
      metafile: true,
      logLevel: 'error',
    } as const;
    const result = await build({ ...options, entryPoints: [join(import.meta.dirname, '..', 'lambdas', `${entry}.ts`)], outfile });
    const sdkPackages = [
      ...new Set(Object.keys(result.metafile!.inputs).flatMap((p) => /node_modules\/(@aws-sdk\/(?:client-[a-z0-9-]+|lib-dynamodb|s3-request-presigner|s3-presigned-post))\//.exec(p)?.[1] ?? [])),
    ].sort();
    let sdkImportMs = 0;
    if (sdkPackages.length > 0) {
      const baselineEntry = join(out, `${entry.replace(/\//g, '__')}.sdk.ts`);
      writeFileSync(baselineEntry, sdkBaselineSource(sdkPackages));
      const baselineOut = baselineEntry.replace(/\.ts$/, '.mjs');
      await build({ ...options, entryPoints: [baselineEntry], outfile: baselineOut, nodePaths: [join(import.meta.dirname, '..', 'node_modules')] });
      sdkImportMs = medianImportMs(probe, baselineOut);
    }
    figures.push({ entry, bytes: statSync(outfile).size, importMs: medianImportMs(probe, outfile), sdkPackages, sdkImportMs });
  }
  return figures;
}

const KB = 1024;

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  console.log('\nFunction bundles (minified ESM, AWS SDK bundled): cold import against the import of its SDK clients alone');
  const figures = await measureBundles();
  console.table(
    figures.map((f) => ({
      function: f.entry,
      'size KB': (f.bytes / KB).toFixed(1),
      'cold import ms': f.importMs.toFixed(1),
      'SDK clients ms': f.sdkImportMs ? f.sdkImportMs.toFixed(1) : '-',
      ratio: f.sdkImportMs ? (f.importMs / f.sdkImportMs).toFixed(2) : '-',
      // Functions without SDK clients have nothing to compare with; they must simply stay fast.
      '≤1.2': mark(f.sdkImportMs ? f.importMs / f.sdkImportMs <= 1.2 : f.importMs < 50),
    })),
  );
}
