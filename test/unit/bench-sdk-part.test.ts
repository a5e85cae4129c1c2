/**
 * The bundle bench's SDK baseline (bench/bundles.ts) holds what a function's own code takes from the
 * AWS SDK by name, so the ratio counts only our code.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { librariesSource, sdkImportsOf } from '../../bench/bundles';

const root = join(import.meta.dirname, '..', '..');

describe('sdkImportsOf', () => {
  it("lists the SDK values a module imports by name, with each package's names once", () => {
    const imports = sdkImportsOf(['lambdas/kernel/mail-queue.ts', 'lambdas/kernel/clients/sqs.ts', 'node_modules/@aws-sdk/client-sqs/dist-es/index.js'], root);
    expect([...imports]).toEqual([['@aws-sdk/client-sqs', new Set(['SendMessageCommand', 'SQSClient'])]]);
  });

  it('leaves out type-only imports, reads renamed and multi-line imports, and skips files outside lambdas/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdk-part-'));
    mkdirSync(join(dir, 'lambdas'));
    writeFileSync(
      join(dir, 'lambdas', 'a.ts'),
      [
        "import type { S3Client } from '@aws-sdk/client-s3';",
        "import {\n  type GetObjectCommandInput,\n  HeadObjectCommand as Head,\n  CopyObjectCommand,\n} from '@aws-sdk/client-s3';",
        "import { getSignedUrl } from '@aws-sdk/s3-request-presigner';",
        "import { z } from 'zod/mini';",
      ].join('\n'),
    );
    writeFileSync(join(dir, 'b.ts'), "import { QueryCommand } from '@aws-sdk/lib-dynamodb';");
    const imports = sdkImportsOf(['lambdas/a.ts', 'b.ts'], dir);
    expect(Object.fromEntries([...imports].map(([pkg, names]) => [pkg, [...names]]))).toEqual({
      '@aws-sdk/client-s3': ['HeadObjectCommand', 'CopyObjectCommand'],
      '@aws-sdk/s3-request-presigner': ['getSignedUrl'],
    });
  });
});

describe('librariesSource', () => {
  it('creates the libraries a cold start loads, and only those', () => {
    const all = librariesSource([
      'node_modules/@aws-lambda-powertools/logger/lib/esm/Logger.js',
      'node_modules/@middy/core/index.js',
      'node_modules/zod/v4/core/schemas.js',
      'lambdas/api/http-handler.ts',
    ]);
    expect(all).toMatch(/new L\(\{ serviceName: 'geotender' \}\)/);
    expect(all).toContain("from '@middy/core'");
    expect(all).toContain("from 'zod/mini'");
    const workerOnly = librariesSource(['node_modules/@aws-lambda-powertools/logger/lib/esm/Logger.js', 'lambdas/kernel/logger.ts']);
    expect(workerOnly).toContain('@aws-lambda-powertools/logger');
    expect(workerOnly).not.toContain('middy');
    expect(workerOnly).not.toContain('zod');
    expect(librariesSource(['lambdas/features/account/triggers/custom-message.ts'])).toBe('');
  });
});
