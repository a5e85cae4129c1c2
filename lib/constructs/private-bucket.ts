import * as s3 from 'aws-cdk-lib/aws-s3';

/**
 * Settings every private bucket of the stack shares: no public access, bucket-owned objects (no ACLs),
 * TLS 1.2+ only, S3-managed encryption. Constructs spread it and add what is theirs.
 */
export const privateBucketDefaults = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  encryption: s3.BucketEncryption.S3_MANAGED,
} as const satisfies s3.BucketProps;
