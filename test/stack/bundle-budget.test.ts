/**
 * Every function's bundle, built as the stack builds it (lib/bundling.ts `functionBuildOptions`), stays within
 * its size budget and carries no module it must not (issue 23, 4): no route list (lambdas/api/routes.ts or a
 * feature's routes.ts, which join every route's schemas; a route's function gets its own route alone,
 * lib/route-bundle.ts). Sizes only; the import times are measured by `npm run bench -- bundles`.
 */
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionEntries } from '../../bench/bundles';
import type { RouteDef } from '../../lambdas/api/routes';
import { functionBuildOptions } from '../../lib/bundling';
import { routeAccess } from '../../lib/function-access';

const KB = 1024;

/**
 * Minified bytes each kind of function may reach: the AWS SDK clients it needs, ElectroDB and the pipeline
 * make most of it. A route that signs S3 uploads or downloads carries the S3 client and its signers as well.
 */
const BUDGET = {
  route: 820 * KB,
  routeWithFiles: 1120 * KB,
  /** A route that reads the SES account's sending status carries the SES client. */
  routeWithEmailAccount: 880 * KB,
  /** Triggers, workers and WebSocket routes that use AWS services. */
  worker: 820 * KB,
  /** Functions that call no AWS service (Cognito's PreSignUp and CustomMessage triggers). */
  noAws: 32 * KB,
};

const NO_AWS = new Set(['features/account/triggers/pre-sign-up', 'features/account/triggers/custom-message']);

function budgetOf(entry: string, route: RouteDef | undefined): number {
  if (route) {
    const access = (routeAccess as Record<string, { files?: unknown; readsEmailAccount?: boolean }>)[route.handler];
    return access?.files ? BUDGET.routeWithFiles : access?.readsEmailAccount ? BUDGET.routeWithEmailAccount : BUDGET.route;
  }
  return NO_AWS.has(entry) ? BUDGET.noAws : BUDGET.worker;
}

/**
 * Why no bundle may contain `input`, or undefined: the route lists join every route's schemas (a route's
 * function reads its own route from the narrowed table of lib/route-bundle.ts), and response schemas are
 * for tests and the OpenAPI document only.
 */
function forbidden(input: string): string | undefined {
  if (input === 'lambdas/api/routes.ts') return 'the whole route table';
  if (/^lambdas\/features\/[^/]+\/routes\.ts$/.test(input)) return 'a feature’s route list, with every route’s schemas';
  return undefined;
}

interface Built {
  entry: string;
  route: RouteDef | undefined;
  bytes: number;
  inputs: string[];
}

async function bundle(entry: string, route: RouteDef | undefined): Promise<Built> {
  const result = await build({ ...functionBuildOptions(route), write: false, outfile: join('/tmp', 'budget.mjs'), entryPoints: [join(import.meta.dirname, '..', '..', 'lambdas', `${entry}.ts`)] });
  const output = Object.values((result.metafile as Metafile).outputs)[0]!;
  return { entry, route, bytes: output.bytes, inputs: Object.keys(result.metafile.inputs) };
}

/** Builds every function, a few at a time (esbuild works on all cores already). */
async function bundleAll(): Promise<Built[]> {
  const queue = [...functionEntries()];
  const built: Built[] = [];
  await Promise.all(
    [0, 1, 2].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) built.push(await bundle(next.entry, next.route));
    }),
  );
  return built;
}

describe('function bundles (issue 23, 4)', () => {
  let built: Built[];

  it('builds every function the stack deploys', { timeout: 300_000 }, async () => {
    built = await bundleAll();
    expect(built.length).toBe(functionEntries().length);
    expect(built.filter((b) => b.route).length).toBeGreaterThan(30);
  });

  it('keeps each bundle within the budget of its kind', () => {
    const over = built.filter((b) => b.bytes > budgetOf(b.entry, b.route)).map((b) => `${b.entry}: ${(b.bytes / KB).toFixed(1)} KB > ${budgetOf(b.entry, b.route) / KB} KB`);
    expect(over).toEqual([]);
  });

  it('gives a route’s function its own route alone: no route list, so no other route’s schemas', () => {
    const found = built.flatMap((b) => b.inputs.flatMap((input) => (forbidden(input) ? [`${b.entry}: ${input} (${forbidden(input)})`] : [])));
    expect(found).toEqual([]);
    for (const b of built.filter((x) => x.route)) expect(b.inputs.some((input) => input.endsWith(`${b.route!.feature}--${b.route!.handler}.routes.ts`))).toBe(true);
  });
});
