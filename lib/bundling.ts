import { fileURLToPath } from 'node:url';

/**
 * esbuild settings for every function bundle, shared by the stack's AppFunction and the bundle benchmark
 * so the figures measured are the bundles shipped. Output is a minified ES module for Node.js 24 with the
 * AWS SDK v3 bundled and tree-shaken: the SDK version tested is the one deployed, `@aws-sdk/s3-presigned-post`
 * and friends are always present, and a bundled handler imports faster than one loading the runtime's SDK
 * (measured here: 97 ms against 165 ms for tenders-create; docs/decisions.md "Bundled AWS SDK").
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
   * Import paths replaced in bundles (esbuild `alias`), values absolute. ElectroDB's model validator
   * `jsonschema` (29 KB) becomes lambdas/kernel/jsonschema-lite.ts, which keeps the checks ElectroDB's
   * control flow relies on; our models are checked in full by the real package in the tests.
   */
  alias: {
    jsonschema: fileURLToPath(new URL('../lambdas/kernel/jsonschema-lite.ts', import.meta.url)),
  } as Record<string, string>,
};
