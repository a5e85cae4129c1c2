/**
 * Every function's bundle, built as the stack builds it (lib/bundling.ts `functionBuildOptions`), stays within
 * its size budget and carries no module it must not: no Service of every model, no route list (lambdas/api/routes.ts or a
 * feature's routes.ts, which join every route's schemas; a route's function gets its own route alone,
 * lib/route-bundle.ts). Sizes only; the import times are measured by `npm run bench -- bundles`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionEntries } from '../../bench/bundles';
import type { RouteDef } from '../../lambdas/api/routes';
import { functionBuildOptions, loadedAtInit } from '../../lib/bundling';
import { routeAccess } from '../../lib/function-access';

const KB = 1024;

/**
 * Minified bytes each kind of function may load at a cold start (index.mjs and the chunks it imports statically;
 * chunks loaded at a first call are not counted), each a few per cent above its largest today (sizes of this tree
 * in brackets), so a bundle that takes in a module it does not need fails here. What makes each size:
 */
const BUDGET = {
  /**
   * An HTTP route (289 to 360 KB): the DynamoDB client with the model table and the literals of the models its code
   * uses, the request pipeline with zod and the Powertools logger, and the clients its own code calls: SQS (events),
   * the WebSocket API, Cognito (user administration, and `GET /me`'s account repair).
   */
  route: 380 * KB,
  /** A route with S3 grants (464 to 544 KB): the S3 client and its signers; creating and editing a tender also read the site plan. */
  routeWithFiles: 570 * KB,
  /** A route that reads the SES account's sending status (354 KB): a route and the SES client. */
  routeWithEmailAccount: 380 * KB,
  /**
   * A trigger, worker or WebSocket route that calls AWS (241 to 516 KB): DynamoDB with the model table and its own
   * clients (SQS, SES, S3, the WebSocket API, Cognito) without the request pipeline; those that use a domain message
   * also carry the catalogue's English errors part (21 KB, the messages' one home).
   */
  worker: 530 * KB,
  /**
   * The question sweep (about 2,040 KB): a worker and the `date-holidays` package, whose country data holds every
   * country's calendar (about 1,450 KB minified). It runs every 15 minutes off any person's request; no other bundle
   * may take the package in (`forbidden`).
   */
  calendarWorker: 2_150 * KB,
  /**
   * The delivery-check worker (about 1,110 KB): a worker and the geodata readers of the preview (togeojson, shpjs,
   * dxf-parser, proj4, fflate, xmldom, turf, copc's LAS header reader). It runs off any person's request, one file a
   * message; no other bundle takes the readers in.
   */
  geodataWorker: 1_200 * KB,
  /**
   * A function whose bundle holds no AWS SDK (Cognito's CustomMessage and PreSignUp triggers, 22 to 65 KB): PreSignUp
   * checks the names with the registration form's own zod schemas, one source of truth, which brings zod (43 KB) and
   * the catalogue's English errors part their messages come from (21 KB); CustomMessage writes its e-mails from the
   * notices part in both languages.
   */
  noAws: 72 * KB,
};

function budgetOf(b: Pick<Built, 'route' | 'inputs'>): number {
  if (b.route) {
    const access = (routeAccess as Record<string, { files?: unknown; readsEmailAccount?: boolean }>)[b.route.handler];
    return access?.files ? BUDGET.routeWithFiles : access?.readsEmailAccount ? BUDGET.routeWithEmailAccount : BUDGET.route;
  }
  if (b.inputs.some((input) => input.includes('node_modules/date-holidays/'))) return BUDGET.calendarWorker;
  if (b.inputs.some((input) => input.includes('node_modules/copc/'))) return BUDGET.geodataWorker;
  return b.inputs.some((input) => input.includes('node_modules/@aws-sdk/')) ? BUDGET.worker : BUDGET.noAws;
}

/**
 * Why no bundle may contain `input`, or undefined: the route lists join every route's schemas (a route's
 * function reads its own route from the narrowed table of lib/route-bundle.ts), response schemas are
 * for tests and the OpenAPI document only, and the Service of every model is ElectroDB's, for tests and scripts.
 */
function forbidden(input: string): string | undefined {
  if (input === 'lambdas/api/routes.ts') return 'the whole route table';
  if (input === 'lambdas/table/entities.ts') return 'the Service of every model';
  if (/^lambdas\/features\/[^/]+\/routes\.ts$/.test(input)) return 'a feature’s route list, with every route’s schemas';
  return undefined;
}

interface Built {
  entry: string;
  route: RouteDef | undefined;
  /** Bytes a cold start loads: index.mjs and the chunks it imports statically. */
  bytes: number;
  /** Every module in the bundle, loaded at a cold start or at a first call. */
  inputs: string[];
  /** The modules a cold start loads. */
  initInputs: string[];
  /** Each import of `node:stream/web` in the bundle: the importing module, what it resolved to, whether left to Node. */
  webStreamImports: { importer: string; path: string; external: boolean }[];
}

async function bundle(entry: string, route: RouteDef | undefined): Promise<Built> {
  const result = await build({ ...functionBuildOptions(route), write: false, outdir: join('/tmp', 'budget'), entryPoints: [join(import.meta.dirname, '..', '..', 'lambdas', `${entry}.ts`)] });
  const metafile = result.metafile as Metafile;
  const atInit = loadedAtInit(metafile);
  const webStreamImports = Object.entries(metafile.inputs).flatMap(([importer, input]) =>
    input.imports.filter((i) => i.original === 'node:stream/web' || i.path === 'node:stream/web').map((i) => ({ importer, path: i.path, external: i.external === true })),
  );
  return { entry, route, bytes: atInit.bytes, inputs: Object.keys(metafile.inputs), initInputs: atInit.inputs, webStreamImports };
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

describe('function bundles', () => {
  let built: Built[];

  it('builds every function the stack deploys', { timeout: 300_000 }, async () => {
    built = await bundleAll();
    expect(built.length).toBe(functionEntries().length);
    expect(built.filter((b) => b.route).length).toBeGreaterThan(30);
    // Every entry point on disk (one file per function) is one of them.
    const features = join(import.meta.dirname, '..', '..', 'lambdas', 'features');
    const onDisk = readdirSync(features).flatMap((feature) =>
      ['handlers', 'triggers', 'workers', 'websocket'].flatMap((kind) =>
        existsSync(join(features, feature, kind))
          ? readdirSync(join(features, feature, kind))
              .filter((f) => f.endsWith('.ts'))
              .map((f) => `features/${feature}/${kind}/${f.replace(/\.ts$/, '')}`)
          : [],
      ),
    );
    expect(onDisk.length).toBeGreaterThan(40);
    expect(onDisk.filter((entry) => !built.some((b) => b.entry === entry))).toEqual([]);
  });

  it('keeps each bundle within the budget of its kind', () => {
    const over = built.filter((b) => b.bytes > budgetOf(b)).map((b) => `${b.entry}: ${(b.bytes / KB).toFixed(1)} KB > ${budgetOf(b) / KB} KB`);
    expect(over).toEqual([]);
  });

  it('gives a route’s function its own route alone: no route list, so no other route’s schemas', () => {
    const found = built.flatMap((b) => b.inputs.flatMap((input) => (forbidden(input) ? [`${b.entry}: ${input} (${forbidden(input)})`] : [])));
    expect(found).toEqual([]);
    for (const b of built.filter((x) => x.route)) expect(b.inputs.some((input) => input.endsWith(`${b.route!.feature}--${b.route!.handler}.routes.ts`))).toBe(true);
  });

  it('gives the holiday calendar (date-holidays) to the question sweep alone', () => {
    const withCalendar = built.filter((b) => b.inputs.some((input) => input.includes('node_modules/date-holidays/'))).map((b) => b.entry);
    expect(withCalendar).toEqual(['features/procurement/workers/question-sweep']);
  });

  it('gives the geodata readers (copc, dxf-parser) to the delivery-check worker alone', () => {
    const withReaders = built.filter((b) => b.inputs.some((input) => /node_modules\/(copc|dxf-parser)\//.test(input))).map((b) => b.entry);
    expect(withReaders).toEqual(['features/deliveries/workers/delivery-check-worker']);
  });

  it('gives the account set-up and its Cognito calls to GET /me alone of the routes: no other route repairs an account', () => {
    const repairing = built.filter((b) => b.route && b.inputs.includes('lambdas/features/account/account-setup.ts')).map((b) => b.entry);
    expect(repairing).toEqual(['features/account/handlers/me-get']);
  });

  it('loads at a cold start none of the SDK credential providers Lambda does not use, nor the list-cursor key’s client', () => {
    // Lambda gives a function its credentials in the environment: the other providers are chunks, loaded if ever called.
    const lazy = /node_modules\/@aws-sdk\/(credential-provider-(ini|sso|process|web-identity|http)|client-secrets-manager|nested-clients)\//;
    const found = built.flatMap((b) => b.initInputs.filter((input) => lazy.test(input)).map((input) => `${b.entry}: ${input}`));
    expect(found).toEqual([]);
    // ...and they are in the bundles, for the first call that needs them.
    expect(built.some((b) => b.inputs.some((input) => input.includes('node_modules/@aws-sdk/credential-provider-ini/')))).toBe(true);
  });

  it('loads Node’s web streams at a cold start in no function: middy’s one import of them is an instanceof check', () => {
    // @middy/core imports ReadableStream for its response-streaming mode only (lambdas/kernel/readable-stream-check.ts).
    const imports = built.flatMap((b) => b.webStreamImports.map((i) => `${i.importer} -> ${i.external ? 'Node' : i.path}`));
    expect(imports.length).toBe(built.filter((b) => b.inputs.includes('node_modules/@middy/core/index.js')).length);
    expect(imports.length).toBeGreaterThan(30);
    expect([...new Set(imports)]).toEqual(['node_modules/@middy/core/index.js -> lambdas/kernel/readable-stream-check.ts']);
  });

  it('gives no function ElectroDB: every data module goes through the model table (lambdas/table/model-table.ts)', () => {
    const found = built.flatMap((b) => b.inputs.filter((input) => input.includes('node_modules/electrodb/') || input.endsWith('-entities.ts')).map((input) => `${b.entry}: ${input}`));
    expect(found).toEqual([]);
  });
});
