/**
 * Every installed package is used for what it is for (design card): a dependency that no source,
 * test, config or script names is a defect. Type packages and command-line tools are matched by what uses them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };

/** Packages used without being imported by name, and where. */
const USED_INDIRECTLY: Record<string, string> = {
  '@types/node': 'types of node: imports',
  '@types/aws-lambda': "types of 'aws-lambda' imports",
  '@types/react': 'types of react',
  '@types/react-dom': 'types of react-dom',
  '@types/ws': 'types of ws',
  '@testing-library/dom': 'peer dependency of @testing-library/react',
  '@stryker-mutator/core': 'the stryker command of npm run mutation',
  '@redocly/cli': 'the redocly command of npm run lint:api',
  prettier: 'the prettier command of npm run format and format:check',
  'aws-cdk': 'the cdk command of npm run synth and npm run cdk',
  typescript: 'tsc of npm run typecheck',
  tsx: 'node --import tsx in the npm scripts',
  'cognito-local': 'the local user pool (local/emulators)',
  '@types/geojson': "types of 'geojson' imports (features/tenders/domain/site-rules.ts)",
  '@types/ngeohash': 'types of ngeohash (features/tenders/domain/site-rules.ts)',
  '@types/topojson-client': "types of 'topojson-client' imports (web/src/components/map/outline-builder.ts)",
};

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', '.local-data', 'cdk.out', 'reports', '.stryker-tmp', 'test-results', 'playwright-report'].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx|mjs|js|json|html)$/.test(name) && name !== 'package.json' && name !== 'package-lock.json') out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

describe('installed packages', () => {
  const text = ['bin', 'lib', 'lambdas', 'local', 'web', 'test', 'bench', 'eslint'].flatMap((d) => sources(join(root, d)));
  for (const f of readdirSync(root).filter((n) => /\.(ts|mjs|js|json)$/.test(n) && !n.startsWith('package'))) text.push(readFileSync(join(root, f), 'utf8'));
  const all = text.join('\n');

  it.each(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }))('%s is used', (name) => {
    const imported = all.includes(`'${name}'`) || all.includes(`'${name}/`) || all.includes(`"${name}"`) || all.includes(`"${name}/`);
    expect(imported || name in USED_INDIRECTLY, `${name} is installed but nothing uses it`).toBe(true);
  });
});
