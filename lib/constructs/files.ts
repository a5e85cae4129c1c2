import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeOnGrantee, logicalIdOf } from '../nag';
import { privateBucketDefaults } from './private-bucket';

/** Prefix of uploads not yet attached to a tender (lambdas: `staging/{sub}/{uploadId}/{name}`). */
export const STAGING_PREFIX = 'staging/';
/** Prefix of files attached to a tender (`tenders/{tenderId}/{attachmentId}/{name}`). */
export const TENDERS_PREFIX = 'tenders/';

/** Prefix of deliverables (`deliveries/{tenderId}/{deliveryId}/{fileId}/{name}`). */
export const DELIVERIES_PREFIX = 'deliveries/';

/** Prefix of users' data exports (`exports/{userId}/{exportId}.json`), expired after a day. */
export const EXPORTS_PREFIX = 'exports/';

/**
 * Prefix of the erasure ledger (`erasures/{userId}.json`): one small record per accepted erasure, kept outside the
 * table so a restored table's erasures can be made again (lambdas/features/privacy/reapply-erasures.ts). Kept
 * ERASURE_LEDGER_DAYS, longer than any restore point.
 */
export const ERASURES_PREFIX = 'erasures/';

/** How long the table's point-in-time recovery reaches back, and so how long an earlier version of a file is kept. */
export const NONCURRENT_VERSION_DAYS = 35;
/** How long an erasure's ledger record lives: past the oldest restore point (35 days) with a margin. */
export const ERASURE_LEDGER_DAYS = 40;

/**
 * Operations a function may need under one prefix: on its objects (`read`, `put`, `delete`), and `list`, the listing of
 * the keys under it (s3:ListBucket on the bucket, only for requests whose `s3:prefix` lies under it).
 */
export type FileOperation = 'read' | 'put' | 'delete' | 'list';

const ACTIONS: Record<Exclude<FileOperation, 'list'>, string> = { read: 's3:GetObject', put: 's3:PutObject', delete: 's3:DeleteObject' };

export interface FilesProps {
  /** Origins allowed to upload and download from the browser, e.g. the site URL. */
  readonly allowedOrigins: string[];
  readonly accessLogsBucket: s3.IBucket;
  /** Keep the bucket (and the tenders' files) when the stack is deleted. */
  readonly retain: boolean;
}

/**
 * The private files bucket: tender attachments (`tenders/`) and deliverables (`deliveries/`). Browsers
 * upload with presigned POSTs to `staging/` and download with presigned GETs, so CORS allows the site
 * origin (POST for uploads, GET for downloads and previews); nothing is public. Each POST's policy
 * carries a content-length-range (attachments 50 MB, deliverables 100 MB) that S3 enforces itself, so
 * the bucket needs no size rule of its own. Staged objects left behind expire after one day, as do
 * incomplete multipart uploads.
 *
 * The bucket keeps versions, so a file deleted or overwritten by mistake can be copied back from its earlier
 * version: earlier versions live NONCURRENT_VERSION_DAYS (the table's restore window), one day under the
 * short-lived prefixes (staging, exports, the erasure ledger), and delete markers left alone are removed.
 */
export class Files extends Construct {
  public readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: FilesProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketDefaults,
      cors: [
        {
          allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.HEAD],
          allowedOrigins: props.allowedOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      versioned: true,
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Where two rules apply, S3 takes the shorter expiration: the prefixes below end their versions sooner.
        { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS), expiredObjectDeleteMarker: true },
        { id: 'expire-staging', prefix: STAGING_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'expire-exports', prefix: EXPORTS_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'expire-erasure-ledger', prefix: ERASURES_PREFIX, expiration: Duration.days(ERASURE_LEDGER_DAYS), noncurrentVersionExpiration: Duration.days(1) },
      ],
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 's3/files/',
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
    });
  }

  /**
   * Lets `grantee` perform exactly `operations` on objects under `prefix` (e.g. `staging/`); presigned
   * URLs it signs carry the same rights. `list` lets it list the keys under `prefix` only (s3:ListBucket with the
   * condition `s3:prefix` like `<prefix>*`); a HeadObject carries no `s3:prefix`, so a missing key still answers 403,
   * which lambdas/kernel/files.ts reads as missing.
   */
  grantObjects(grantee: iam.IGrantable, prefix: string, operations: readonly FileOperation[]): void {
    const keys = `${prefix}*`;
    const objectActions = operations.flatMap((op) => (op === 'list' ? [] : [ACTIONS[op]]));
    if (objectActions.length > 0) {
      acknowledgeOnGrantee(grantee, {
        id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(this.bucket)}.Arn>/${keys}]`,
        reason: `Objects are created under ${prefix} with generated keys; the grant covers that one prefix.`,
      });
      iam.Grant.addToPrincipal({ grantee, actions: objectActions, resourceArns: [this.bucket.arnForObjects(keys)] });
    }
    if (operations.includes('list')) {
      grantee.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn], conditions: { StringLike: { 's3:prefix': keys } } }));
    }
  }
}
