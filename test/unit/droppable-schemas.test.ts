/**
 * A module's zod schemas cost a function nothing unless it reads them: every module-level schema
 * is written `/* @__PURE__ *\/ built(() => …)` (lambdas/domain/built.ts), so a bundle that imports the module for
 * something else leaves the schema out and never builds it at load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionBuildOptions } from '../../lib/bundling';

const LAMBDAS = join(import.meta.dirname, '..', '..', 'lambdas');

/** Modules that use zod at load on purpose, and why. */
const LOADS_ZOD: Record<string, string> = {
  'api/http-handler.ts': "the request pipeline, in every route's function: sets zod's English messages at load",
  'api/openapi.ts': 'the OpenAPI document of every route: built by tests and the docs script, in no function',
};

/** Every module under lambdas/ (tests aside) that imports zod or lies in a `domain/` folder (pure modules, where schemas are built from helpers too). */
function schemaModules(dir = LAMBDAS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return schemaModules(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return /(^|\/)domain\//.test(relative(LAMBDAS, path)) || /from 'zod\/mini'/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

/** Bytes of zod in a bundle of `source` (an entry that imports the modules), built as the functions are. */
async function zodBytes(source: string): Promise<number> {
  const { metafile } = await build({ ...functionBuildOptions(), stdin: { contents: source, resolveDir: LAMBDAS, loader: 'ts' }, write: false, outdir: 'out' });
  return Object.values(metafile.outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([path]) => path.includes('node_modules/zod/'))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
}

describe('module-level schemas', () => {
  const modules = schemaModules().filter((m) => !(relative(LAMBDAS, m) in LOADS_ZOD));

  it('finds the schema modules', () => {
    expect(modules.map((m) => relative(LAMBDAS, m))).toEqual(expect.arrayContaining(['domain/schemas.ts', 'features/tenders/domain/schemas.ts', 'kernel/mail-queue.ts']));
  });

  it.each(modules.map((m) => [relative(LAMBDAS, m), m]))('%s builds nothing at load that a bundle could not leave out', async (_, path) => {
    expect(await zodBytes(`import ${JSON.stringify(path)};`)).toBe(0);
  });

  it('are built into a bundle that reads them', async () => {
    expect(await zodBytes(`import { idSchema } from './domain/schemas'; console.log(idSchema);`)).toBeGreaterThan(5_000);
  });
});
