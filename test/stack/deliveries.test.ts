/**
 * Least privilege of the delivery routes on the files bucket: each function may touch only the
 * key prefixes its work needs (staging/ to read and remove uploads, deliveries/ to store, remove or read
 * deliverables), never tenders/; and the bucket lets browsers POST uploads and GET downloads.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteDef, routes } from '../../lambdas/api/routes';
import { type Resources, roleOf, statementsOf, functionIdByDescription, synthesize } from './synth';

let template: Template;
let filesBucketId: string;
const allRoutes = routes as readonly RouteDef[];

beforeAll(() => {
  ({ template } = synthesize());
  filesBucketId = Object.keys(template.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('FilesBucket'))!;
});

/** The handler's statements on the files bucket as `[sorted actions, prefix]` (prefix 'bucket' for the bucket itself). */
function fileGrants(handler: string): [string[], string][] {
  const route = allRoutes.find((r) => r.handler === handler)!;
  const fn = functionIdByDescription(template, `${route.method} ${route.path}:`);
  return statementsOf(template, roleOf(template, fn))
    .filter((s) => JSON.stringify(s.Resource).includes(filesBucketId))
    .map((s) => {
      const resource = JSON.stringify(s.Resource);
      const prefix = /\/(staging|tenders|deliveries)\/\*/.exec(resource)?.[1] ?? 'bucket';
      return [([] as string[]).concat(s.Action).sort(), prefix] as [string[], string];
    })
    .sort((a, b) => a[1].localeCompare(b[1]));
}

const prefixes = (handler: string) => new Set(fileGrants(handler).map(([, p]) => p));

describe('deliveries: file rights per route', () => {
  it('lets deliveries-create read and remove staged uploads and put and delete under deliveries/ only', () => {
    const grants = fileGrants('deliveries-create');
    expect(grants).toContainEqual([['s3:DeleteObject', 's3:PutObject'], 'deliveries']);
    expect(grants).toContainEqual([['s3:DeleteObject', 's3:GetObject'], 'staging']);
    expect(prefixes('deliveries-create')).not.toContain('tenders');
    // no read of deliverables: it only copies into deliveries/
    expect(grants.filter(([, p]) => p === 'deliveries').flatMap(([a]) => a)).not.toContain('s3:GetObject');
  });

  it('lets delivery-files-download only read deliverables (the rights its signed links carry)', () => {
    const grants = fileGrants('delivery-files-download');
    expect(grants).toEqual([[['s3:GetObject'], 'deliveries']]);
  });

  it('gives the routes that touch no file no file rights, and attachments’ routes nothing under deliveries/', () => {
    for (const handler of ['deliveries-list', 'deliveries-request-changes', 'tenders-complete']) expect(fileGrants(handler)).toEqual([]);
    for (const handler of ['tenders-create', 'tenders-update', 'tenders-delete', 'attachments-download', 'uploads-create', 'uploads-verify']) {
      expect(prefixes(handler)).not.toContain('deliveries');
    }
  });

  it('lets uploads-create sign POSTs to staging/ only (deliverables included)', () => {
    expect(fileGrants('uploads-create')).toEqual([[['s3:PutObject'], 'staging']]);
  });
});

describe('deliveries: the files bucket', () => {
  it('allows browser POST uploads and GET downloads from the site, and expires forgotten staged uploads', () => {
    const bucket = (template.findResources('AWS::S3::Bucket') as Resources)[filesBucketId]!.Properties!;
    const [rule] = bucket.CorsConfiguration.CorsRules;
    expect(rule.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'GET']));
    expect(bucket.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ Prefix: 'staging/', ExpirationInDays: 1, Status: 'Enabled' }));
  });
});
