/**
 * The import boundaries of eslint/boundaries.js, run through ESLint's Node API with the repository's config
 * on in-memory files: each rule fails on a violating import and lets the allowed ones through.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The boundary rules' messages for a file at `filePath` that imports `source`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a web feature importing another feature, in any form', async () => {
    const file = 'web/src/features/deliveries/components/delivery-list.tsx';
    expect(await boundaryErrors(file, '@/features/tenders/components/file-row')).toEqual([expect.stringContaining('may not import another feature')]);
    expect(await boundaryErrors(file, '@/features/tenders/api/get-download-link')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../tenders/components/file-row')).toHaveLength(1);
  });

  it('lets a feature import itself and the shared folders', async () => {
    const file = 'web/src/features/deliveries/components/delivery-list.tsx';
    for (const source of [
      '@/features/deliveries/api/get-deliveries',
      '../api/get-deliveries',
      './status-timeline',
      '@/components/files/file-row',
      '@/hooks/use-file-uploads',
      '@/lib/download',
      '@domain/dto',
    ]) {
      expect(await boundaryErrors(file, source), source).toEqual([]);
    }
  });

  it('refuses shared web code importing a feature or the app', async () => {
    expect(await boundaryErrors('web/src/components/files/file-row.tsx', '@/features/tenders/api/get-download-link')).toHaveLength(1);
    expect(await boundaryErrors('web/src/hooks/use-file-uploads.ts', '@/app/router')).toHaveLength(1);
    expect(await boundaryErrors('web/src/app/routes/app/geodesist/deliver.tsx', '@/features/tenders/hooks/upload-requests')).toEqual([]);
  });

  it('refuses a handler importing another handler', async () => {
    const file = 'lambdas/handlers/bids-accept.ts';
    expect(await boundaryErrors(file, './bids-list')).toEqual([expect.stringContaining('may not import another handler')]);
    expect(await boundaryErrors(file, '../handlers/bids-list')).toHaveLength(1);
    expect(await boundaryErrors(file, '../lib/bid-rows')).toEqual([]);
    expect(await boundaryErrors(file, '../data/bids')).toEqual([]);
  });

  it('refuses lambdas/domain importing anything outward', async () => {
    const file = 'lambdas/domain/bid.ts';
    for (const source of ['../lib/errors', '../data/bids', '../handlers/bids-list', '#lib/errors', '@aws-sdk/client-dynamodb', 'electrodb', 'node:crypto', 'fs', 'child_process']) {
      expect(await boundaryErrors(file, source), source).toHaveLength(1);
    }
  });

  it('lets lambdas/domain import itself and pure packages', async () => {
    for (const source of ['./money', 'zod/mini', '@turf/area', 'proj4']) {
      expect(await boundaryErrors('lambdas/domain/bid.ts', source), source).toEqual([]);
    }
  });
});
