/**
 * The import boundaries of eslint/boundaries.js, run through ESLint's Node API with the repository's config
 * on in-memory files: each rule fails on a violating import and lets the allowed ones through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module of the lint config, without types.
import { FEATURE_ORDER, featureOrderRefusal } from '../../eslint/feature-order';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repo });

/** The boundary rules' messages for a file at `filePath` that imports `source`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/dependencies' || m.ruleId === 'feature-order/imports').map((m) => m.message);
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

  it('lets the web app read only the API’s pure domain modules', async () => {
    for (const file of ['web/src/features/bids/components/bid-panel.tsx', 'web/src/lib/realtime.tsx']) {
      expect(await boundaryErrors(file, '@features/bids/domain/bid'), file).toEqual([]);
      expect(await boundaryErrors(file, '@features/bids/data/bids'), file).toEqual([expect.stringContaining('only the API')]);
      expect(await boundaryErrors(file, '@features/bids/handlers/bids-place'), file).toHaveLength(1);
    }
  });

  it('refuses shared web code importing a feature or the app', async () => {
    expect(await boundaryErrors('web/src/components/files/file-row.tsx', '@/features/tenders/api/get-download-link')).toHaveLength(1);
    expect(await boundaryErrors('web/src/hooks/use-file-uploads.ts', '@/app/router')).toHaveLength(1);
    expect(await boundaryErrors('web/src/app/routes/app/geodesist/deliver.tsx', '@/features/tenders/hooks/upload-requests')).toEqual([]);
  });

  it('refuses any module importing an entry point (handler, trigger, worker, WebSocket route)', async () => {
    const file = 'lambdas/features/bids/handlers/bids-accept.ts';
    expect(await boundaryErrors(file, './bids-list')).toEqual([expect.stringContaining('imported by nothing')]);
    expect(await boundaryErrors('lambdas/features/bids/bid-rows.ts', './handlers/bids-list')).toHaveLength(1);
    expect(await boundaryErrors('lambdas/features/tenders/tender-access.ts', '../account/triggers/post-confirmation')).toContainEqual(expect.stringContaining('imported by nothing'));
    expect(await boundaryErrors('lambdas/api/routes.ts', '../features/notifications/workers/email-worker')).toHaveLength(1);
  });

  it('lets an entry point use its feature, other features’ modules, the kernel and the API pipeline', async () => {
    const file = 'lambdas/features/bids/handlers/bids-accept.ts';
    for (const source of [
      '../bid-rows',
      '../data/bids',
      '../domain/bid',
      '../../tenders/public',
      '../../tenders/domain/tender',
      '../../../kernel/errors',
      '../../../api/http-handler',
      '../../../domain/money',
    ]) {
      expect(await boundaryErrors(file, source), source).toEqual([]);
    }
  });

  it('refuses a domain module importing anything but domain modules and pure packages', async () => {
    const file = 'lambdas/features/bids/domain/bid.ts';
    for (const source of [
      '../../../kernel/errors',
      '../data/bids',
      '../handlers/bids-list',
      '../bid-rows',
      '../../../table/client',
      '../../../api/routes',
      '@aws-sdk/client-dynamodb',
      'electrodb',
      'node:crypto',
      'fs',
      'child_process',
    ]) {
      expect(await boundaryErrors(file, source), source).toHaveLength(1);
    }
    expect(await boundaryErrors('lambdas/domain/money.ts', '../features/bids/domain/bid')).toEqual([expect.stringContaining('knows no feature')]);
  });

  it('lets a domain module import domain modules and pure packages', async () => {
    for (const source of ['./delivery', '../../../domain/money', '../../tenders/domain/tender', 'zod/mini', '@turf/area', 'proj4']) {
      expect(await boundaryErrors('lambdas/features/deliveries/domain/delivery.ts', source), source).toEqual([]);
    }
  });

  it('keeps the kernel free of features and the table free of all but the entity models', async () => {
    for (const source of ['../features/account/data/profiles', '../features/bids/domain/bid', '../table/client', '../api/routes']) {
      expect(await boundaryErrors('lambdas/kernel/files.ts', source), source).toHaveLength(1);
    }
    expect(await boundaryErrors('lambdas/kernel/files.ts', './errors')).toEqual([]);
    expect(await boundaryErrors('lambdas/table/entities.ts', '../features/tenders/data/bid-entities')).toEqual([]);
    expect(await boundaryErrors('lambdas/table/entities.ts', '../features/bids/bid-rows')).toHaveLength(1);
    expect(await boundaryErrors('lambdas/queues/failures.ts', '../features/account/public')).toHaveLength(1);
    expect(await boundaryErrors('lambdas/queues/failures.ts', '../table/client')).toEqual([]);
  });

  it('refuses a feature importing a feature after it in the drawn order, so no two features import each other', async () => {
    expect(await boundaryErrors('lambdas/features/tenders/tender-access.ts', '../bids/public')).toEqual([expect.stringContaining('tenders may not import bids')]);
    expect(await boundaryErrors('lambdas/features/account/account-setup.ts', '../notifications/public')).toEqual([expect.stringContaining('Emit an event')]);
    expect(await boundaryErrors('lambdas/features/tenders/domain/tender.ts', '../../bids/domain/bid')).toHaveLength(1);
    expect(await boundaryErrors('lambdas/features/bids/handlers/bids-place.ts', '../../tenders/public')).toEqual([]);
    // Whatever the pair, one direction at most is allowed.
    for (const a of FEATURE_ORDER)
      for (const b of FEATURE_ORDER) {
        if (a === b) continue;
        const there = featureOrderRefusal(`/r/lambdas/features/${a}/x.ts`, `../${b}/public`, '/r');
        const back = featureOrderRefusal(`/r/lambdas/features/${b}/x.ts`, `../${a}/public`, '/r');
        expect(
          [there, back].filter((r) => r === undefined),
          `${a} and ${b}`,
        ).toHaveLength(1);
      }
  });

  it('refuses a deep import of another feature: only its public face and its domain modules', async () => {
    const file = 'lambdas/features/bids/handlers/bids-place.ts';
    for (const source of ['../../tenders/data/tenders', '../../tenders/tender-access', '../../account/data/profiles'])
      expect(await boundaryErrors(file, source), source).toEqual([expect.stringContaining('public face')]);
    expect(await boundaryErrors('lambdas/features/bids/domain/bid-rules.ts', '../../tenders/public')).toContainEqual(expect.stringContaining('may import only tenders/domain'));
    expect(await boundaryErrors('lambdas/features/bids/data/bids.ts', '../../account/domain/account-rules')).toEqual([]);
  });

  it('places every feature folder in the drawn order, and docs/architecture.md draws the same order', () => {
    const features = readdirSync(join(repo, 'lambdas/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect([...features].sort()).toEqual([...FEATURE_ORDER].sort());
    const drawn = /Feature order[\s\S]*?`([a-z →]+)`/.exec(readFileSync(join(repo, 'docs/architecture.md'), 'utf8'))?.[1];
    expect(drawn?.split(' → ')).toEqual(FEATURE_ORDER);
  });
});
