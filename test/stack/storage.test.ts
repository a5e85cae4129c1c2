import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectedAttributes, tableDesign } from '../../lambdas/table/table-design';
import { logicalIdWhere, type Resources, synthesize } from './synth';

let template: Template;
let filesBucketId: string;
let webBucketId: string;
let logsBucketId: string;
let distributionId: string;
beforeAll(() => {
  ({ template } = synthesize());
  const buckets = Object.keys(template.findResources('AWS::S3::Bucket'));
  filesBucketId = buckets.find((id) => id.startsWith('FilesBucket'))!;
  webBucketId = buckets.find((id) => id.startsWith('WebBucket'))!;
  logsBucketId = buckets.find((id) => id.startsWith('AccessLogsBucket'))!;
  distributionId = logicalIdWhere(template, 'AWS::CloudFront::Distribution', () => true);
});

const bucket = (id: string) => (template.findResources('AWS::S3::Bucket') as Resources)[id]!;

describe('data: table', () => {
  it('has the key design of table-design.ts, billed on demand', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has every global index of table-design.ts, projecting all attributes or its include list', () => {
    const table = Object.values(template.findResources('AWS::DynamoDB::Table') as Resources)[0]!.Properties!;
    expect(table.GlobalSecondaryIndexes).toHaveLength(tableDesign.globalIndexes.length);
    for (const index of tableDesign.globalIndexes) {
      const projected = projectedAttributes(index);
      expect(table.GlobalSecondaryIndexes).toContainEqual({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: projected === 'ALL' ? { ProjectionType: 'ALL' } : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...projected] },
      });
    }
    // The map index projects only what the map query reads.
    expect(projectedAttributes(tableDesign.globalIndexes.find((g) => g.indexName === 'gsi4')!)).not.toContain('site');
  });

  it('expires items by the TTL attribute and keeps point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('is retained by default, yet deleted when a first deploy rolls back (no deletion protection in the template to refuse it)', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: Match.absent() }),
    });
  });
});

describe('files: attachments bucket', () => {
  it('blocks every kind of public access and encrypts with S3-managed keys', () => {
    for (const id of [filesBucketId, webBucketId, logsBucketId]) {
      expect(bucket(id).Properties!.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket(id).Properties!.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    }
  });

  it('refuses every request without TLS, on every bucket', () => {
    for (const id of [filesBucketId, webBucketId, logsBucketId]) {
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Principal: { AWS: '*' }, Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
    }
  });

  it('allows uploads and downloads from the site origin only', () => {
    const cors = bucket(filesBucketId).Properties!.CorsConfiguration.CorsRules;
    expect(cors).toHaveLength(1);
    expect(cors[0].AllowedMethods.sort()).toEqual(['GET', 'HEAD', 'POST', 'PUT']);
    expect(cors[0].AllowedOrigins).toEqual([{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }]);
  });

  it('aborts incomplete multipart uploads and expires staged uploads and users’ data exports after one day', () => {
    const rules = bucket(filesBucketId).Properties!.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }));
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'staging/', ExpirationInDays: 1, Status: 'Enabled' }));
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }));
    expect(rules.filter((r: { ExpirationInDays?: number }) => r.ExpirationInDays !== undefined)).toHaveLength(3);
  });

  it('keeps versions: an earlier one lives 35 days (the table’s restore window), delete markers left alone go', () => {
    const props = bucket(filesBucketId).Properties!;
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(props.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 35 }, ExpiredObjectDeleteMarker: true, Status: 'Enabled' }));
    const everywhere = props.LifecycleConfiguration.Rules.filter((r: { Prefix?: string }) => r.Prefix === undefined);
    expect(everywhere.filter((r: { NoncurrentVersionExpiration?: unknown }) => r.NoncurrentVersionExpiration)).toHaveLength(1);
  });

  it('ends the earlier versions of staged uploads, exports and the erasure ledger after a day', () => {
    const rules = bucket(filesBucketId).Properties!.LifecycleConfiguration.Rules;
    for (const prefix of ['staging/', 'exports/', 'erasures/']) {
      expect(rules).toContainEqual(expect.objectContaining({ Prefix: prefix, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }));
    }
  });

  it('keeps each erasure’s ledger record 40 days, past the oldest restore point', () => {
    const rules = bucket(filesBucketId).Properties!.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'erasures/', ExpirationInDays: 40, Status: 'Enabled' }));
  });

  it('writes server access logs to the access-log bucket', () => {
    for (const id of [filesBucketId, webBucketId]) {
      expect(bucket(id).Properties!.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logsBucketId });
    }
  });

  it('is retained by default', () => {
    expect(bucket(filesBucketId).DeletionPolicy).toBe('RetainExceptOnCreate');
  });
});

describe('data settings: retainData false', () => {
  it('lets the stack delete the pool, table and buckets (for throw-away environments)', () => {
    const { template: disposable } = synthesize({ context: { 'geotender:retainData': false } });
    disposable.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    // A stage switched from retainData true to false turns the table's deletion protection off again.
    const [protect] = Object.values(disposable.findResources('Custom::TableDeletionProtection')) as Resources[string][];
    expect(JSON.stringify(protect!.Properties)).toContain('\\"DeletionProtectionEnabled\\":false');
    disposable.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
    for (const b of Object.values(disposable.findResources('AWS::S3::Bucket') as Resources)) expect(b.DeletionPolicy).toBe('Delete');
  });
});
