// @vitest-environment node
/**
 * The JavaScript of the public pages in the production build, from one in-memory build
 * with web/vite.config.ts: the landing page loads its entry chunk and what that imports statically (the
 * modulepreload list of index.html; a signed-out visit loads nothing else), at most 120 KB gzipped; the
 * landing, sign-in and registration pages render without Amplify, the toast library and the app-only
 * libraries, and sign-in also without zod. `npm run bench -- web` measures the same pages in Chromium.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

/** The landing page's JavaScript, gzipped (bytes). */
const LANDING_LIMIT_BYTES = 120 * 1024;

/** Libraries only a form's submit, a toast or a signed-in page needs. */
const KEPT_OUT = ['aws-amplify', '@aws-amplify', 'sonner', 'openapi-fetch', 'maplibre-gl', 'terra-draw'];

let chunks: Rollup.OutputChunk[] = [];

beforeAll(async () => {
  // A test run sets NODE_ENV=test, which would build React's development bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    chunks = outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 240_000);

/** The chunks loaded with `start`: it and every chunk it imports statically, transitively. */
function withStaticImports(start: Rollup.OutputChunk): Rollup.OutputChunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(start);
  return [...seen.values()];
}

const entry = () => chunks.find((c) => c.isEntry)!;

/** What a page (a lazy route module under web/src/app/routes) loads before it renders: the entry's chunks and the route's. */
function pageChunks(route: string): Rollup.OutputChunk[] {
  const routeChunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/app/routes/${route}.tsx`));
  if (!routeChunk) throw new Error(`No chunk for route ${route}`);
  return [...new Set([...withStaticImports(entry()), ...withStaticImports(routeChunk)])];
}

const gzipBytes = (list: Rollup.OutputChunk[]) => list.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);

/** The node_modules packages bundled into `list`. */
function packagesOf(list: Rollup.OutputChunk[]): Set<string> {
  const names = list.flatMap((c) => Object.keys(c.modules)).map((id) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/'));
  return new Set(names.filter((n): n is string => !!n));
}

const keptOut = (packages: Set<string>, extra: string[] = []) => [...packages].filter((p) => [...KEPT_OUT, ...extra].some((k) => p === k || p.startsWith(`${k}/`)));

describe('public pages of the production build', () => {
  it('loads at most 120 KB of gzipped JavaScript on the landing page', () => {
    const bytes = gzipBytes(withStaticImports(entry()));
    expect(bytes, `landing page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(LANDING_LIMIT_BYTES);
  });

  it('renders the landing page without Amplify, the toast library, zod, the API client or the map', () => {
    expect(keptOut(packagesOf(withStaticImports(entry())), ['zod'])).toEqual([]);
  });

  it('renders the sign-in page without Amplify, zod or the toast library, and registration without Amplify', () => {
    expect(keptOut(packagesOf(pageChunks('auth/login')), ['zod'])).toEqual([]);
    expect(keptOut(packagesOf(pageChunks('auth/register')))).toEqual([]);
  });
});
