import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, DefaultStackSynthesizer, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { type WebConfig, webConfigSchema } from '../../lambdas/domain/dto';
import { acknowledge, logicalIdOf } from '../nag';
import { providerLogGroup } from './provider-logs';
import type { mapSettings } from './web';

export interface WebContentProps {
  /** Built web app (vite output); deployed only when it exists at synth time. */
  readonly distDir: string;
  readonly bucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
  /** The base map (Web.map). */
  readonly map: ReturnType<typeof mapSettings>;
  /** The endpoints of `/config.json`. */
  readonly config: WebConfig;
}

/**
 * The web app's files in the site bucket: the build and `/config.json` from the app's endpoints, with the
 * base map of `geotender:baseMap` (or `geotender:mapTiles` / `geotender:mapAttribution`) unless `config` names one, so one build runs
 * anywhere. Hashed assets keep CloudFront's cache; index.html and config.json are sent with `no-cache` and
 * invalidated on every deploy. Without a build, only config.json is deployed and a warning says so.
 */
export class WebContent extends Construct {
  private readonly bucket: s3.IBucket;

  constructor(scope: Construct, id: string, props: WebContentProps) {
    super(scope, id);
    this.bucket = props.bucket;
    const { mapTiles, mapAttribution, mapPmtiles } = props.map;
    const parsed = webConfigSchema.parse({ mapTiles, mapAttribution, ...(mapPmtiles ? { mapPmtiles } : {}), ...props.config });
    const hasBuild = existsSync(join(props.distDir, 'index.html'));
    let assets: s3deploy.BucketDeployment | undefined;
    if (hasBuild) {
      assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        destinationBucket: props.bucket,
        sources: [s3deploy.Source.asset(props.distDir, { exclude: ['index.html', 'config.json', '**/*.map'] })],
        // Keep assets of earlier builds: open tabs may still load their chunks.
        prune: false,
        memoryLimit: 512,
        logGroup: providerLogGroup(this),
      });
    } else {
      Annotations.of(this).addWarningV2('geotender:web-build-missing', `No web build at ${props.distDir}: only /config.json is deployed. Run \`npm run build:web\` before \`cdk deploy\`.`);
    }
    const entry = new s3deploy.BucketDeployment(this, 'DeployEntry', {
      destinationBucket: props.bucket,
      sources: [...(hasBuild ? [s3deploy.Source.data('index.html', readFileSync(join(props.distDir, 'index.html'), 'utf8'))] : []), s3deploy.Source.jsonData('config.json', parsed)],
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      logGroup: providerLogGroup(this),
    });
    if (assets) entry.node.addDependency(assets);
    this.acknowledgeDeploymentFindings();
  }

  /**
   * The BucketDeployment handler is one function per stack provided by aws-cdk-lib; its grants come
   * from BucketDeployment itself (read the CDK asset bucket, write the site bucket, invalidate).
   */
  private acknowledgeDeploymentFindings(): void {
    const stack = Stack.of(this);
    const qualifier = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const why = 'CDK BucketDeployment handler (aws-cdk-lib): ';
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      acknowledge(
        child,
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: `${why}the AWS-managed basic execution role lets it write its own logs.`,
        },
        ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
          id: `AwsSolutions-IAM5[Action::${action}]`,
          reason: `${why}the S3 action groups of grantRead/grantReadWrite on the CDK asset bucket and the site bucket.`,
        })),
        {
          id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
          reason: `${why}reads the uploaded build from the CDK bootstrap asset bucket.`,
        },
        { id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(this.bucket)}.Arn>/*]`, reason: `${why}writes and prunes every object of the site bucket.` },
        { id: 'AwsSolutions-IAM5[Resource::*]', reason: `${why}cloudfront:CreateInvalidation/GetInvalidation, which BucketDeployment grants on * .` },
        { id: 'AwsSolutions-L1', reason: `${why}its runtime is chosen by aws-cdk-lib, not by this project.` },
      );
    }
  }
}
