import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import type { RouteDef } from '../lambdas/api/route-def';
import { ROUTE_TABLE_IMPORT, writeRouteTableModule } from './route-bundle';

/**
 * esbuild settings for every function bundle, shared by the stack's AppFunction and the bundle benchmark
 * so the figures measured are the bundles shipped. Output is a minified ES module for Node.js 24 with the
 * AWS SDK v3 bundled and tree-shaken, split into `index.mjs` and chunks: code reached only through a dynamic
 * `import()` (the SDK's credential providers but the one Lambda uses, the list-cursor key's Secrets Manager client)
 * is a chunk loaded when first called, not parsed at every cold start (docs/decisions/speed/split-bundles.md "Split bundles").
 * The SDK version tested is the one deployed, `@aws-sdk/s3-presigned-post` and friends are always present,
 * and a bundled handler imports faster than one loading the runtime's SDK (measured here: 97 ms against
 * 165 ms for tenders-create; docs/decisions/cloud/bundled-aws-sdk.md "Bundled AWS SDK").
 */
export const bundlingDefaults = {
  minify: true,
  target: 'node24',
  mainFields: ['module', 'main'],
  externalModules: [] as string[],
  /**
   * Bundles are ES modules, but some bundled CommonJS dependencies call `require` (for Node built-ins);
   * esbuild's shim uses a global `require` when one exists.
   */
  banner: "import { createRequire as __gtCreateRequire } from 'node:module'; const require = __gtCreateRequire(import.meta.url);",
  /**
   * Import paths replaced in every bundle (esbuild `alias`), values absolute; a route's function adds its route table.
   * `node:stream/web`, imported by @middy/core alone, becomes an `instanceof` check that loads Node's web streams only
   * when used (lambdas/kernel/readable-stream-check.ts).
   */
  alias: { 'node:stream/web': fileURLToPath(new URL('../lambdas/kernel/readable-stream-check.ts', import.meta.url)) } as Record<string, string>,
};

/** Where the route table of each route function's bundle is written (lib/route-bundle.ts); not part of the sources. */
const ROUTE_TABLES_DIR = fileURLToPath(new URL('../node_modules/.cache/geotender-route-tables/', import.meta.url));

/**
 * The esbuild `alias` of one function's bundle: bundlingDefaults.alias and, for the function of an HTTP
 * route, the route table narrowed to that route (lib/route-bundle.ts), so the bundle carries
 * its own route's schemas and no other route's. The stack (lib/constructs/function.ts) and the bundle
 * benchmark (bench/bundles.ts) both build with it. Writes the narrowed table on each call (fast).
 */
export function functionAlias(route?: Pick<RouteDef, 'feature' | 'handler'>): Record<string, string> {
  if (!route) return { ...bundlingDefaults.alias };
  const repoRoot = fileURLToPath(new URL('../', import.meta.url));
  return { ...bundlingDefaults.alias, [ROUTE_TABLE_IMPORT]: writeRouteTableModule(route, repoRoot, ROUTE_TABLES_DIR) };
}

/**
 * The esbuild options of the function of `route` (or any other function without one), with a metafile: what the
 * stack's AppFunction builds with (adding `outdir` and source maps) and what bench/bundles.ts and the bundle budget
 * test (test/stack/bundle-budget.test.ts) build with. The caller gives `entryPoints` and `outdir`.
 */
export function functionBuildOptions(route?: Pick<RouteDef, 'feature' | 'handler'>) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: bundlingDefaults.minify,
    target: bundlingDefaults.target,
    mainFields: bundlingDefaults.mainFields,
    external: bundlingDefaults.externalModules,
    banner: { js: bundlingDefaults.banner },
    alias: functionAlias(route),
    // Lambda loads `index.mjs` (handler `index.handler`); shared and lazily imported code goes to chunks/.
    splitting: true,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'error',
  } as const;
}

/**
 * What a cold start loads from a build with functionBuildOptions (`metafile`): the entry `index.mjs` and every chunk
 * it reaches by static `import` (`outputs`, output paths), their bytes, and the modules they hold (`inputs`); chunks
 * reached only by a dynamic `import()` are left out (loaded at their first call). Throws when the build has no
 * `index.mjs`.
 */
export function loadedAtInit(metafile: Metafile): { outputs: string[]; bytes: number; inputs: string[] } {
  const entry = Object.keys(metafile.outputs).find((path) => /(^|\/)index\.mjs$/.test(path));
  if (!entry) throw new Error('The build has no index.mjs');
  const loaded = new Set<string>([entry]);
  for (const path of loaded) {
    for (const imported of metafile.outputs[path]!.imports) if (imported.kind === 'import-statement' && !imported.external) loaded.add(imported.path);
  }
  const outputs = [...loaded];
  return {
    outputs,
    bytes: outputs.reduce((sum, path) => sum + metafile.outputs[path]!.bytes, 0),
    inputs: [...new Set(outputs.flatMap((path) => Object.keys(metafile.outputs[path]!.inputs)))],
  };
}
