import { fileURLToPath } from 'node:url';

/**
 * esbuild settings for every function bundle, shared by the stack's AppFunction and the bundle benchmark
 * so the figures measured are the bundles shipped. Output is a minified ES module for Node.js 22 with the
 * AWS SDK v3 left to the Lambda runtime.
 */
export const bundlingDefaults = {
  minify: true,
  target: 'node22',
  mainFields: ['module', 'main'],
  externalModules: ['@aws-sdk/*'],
  /**
   * Bundles are ES modules, but some bundled CommonJS dependencies call `require` (for Node built-ins);
   * esbuild's shim uses a global `require` when one exists.
   */
  banner: "import { createRequire as __gtCreateRequire } from 'node:module'; const require = __gtCreateRequire(import.meta.url);",
  /**
   * Import paths replaced in bundles (esbuild `alias`), values absolute. ElectroDB's model validator
   * `jsonschema` (29 KB) becomes lambdas/lib/jsonschema-lite.ts, which keeps the checks ElectroDB's
   * control flow relies on; our models are checked in full by the real package in the tests.
   */
  alias: {
    jsonschema: fileURLToPath(new URL('../lambdas/lib/jsonschema-lite.ts', import.meta.url)),
  } as Record<string, string>,
};
