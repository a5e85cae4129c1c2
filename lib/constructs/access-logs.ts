import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface AccessLogsProps {
  /** Keep the bucket when the stack is deleted. */
  readonly retain: boolean;
  /** @default 90 days */
  readonly expiration?: Duration;
}

/**
 * One bucket for access logs: S3 server access logs of the other buckets (under `s3/<bucket>/`).
 * Objects expire after 90 days.
 */
export class AccessLogs extends Construct {
  public readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // S3 server access logs are delivered under the bucket policy; no ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [
        { id: 'expire-logs', expiration: props.expiration ?? Duration.days(90) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
    });
  }
}
