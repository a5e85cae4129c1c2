import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { type WebConfig, webConfigSchema } from '../../lambdas/domain/dto';
import { acknowledge, logicalIdOf } from '../nag';
import { privateBucketDefaults } from './private-bucket';

export interface WebProps {
  /** Built web app (vite output); deployed only when it exists at synth time. */
  readonly distDir: string;
  readonly accessLogsBucket: s3.IBucket;
  /** Origins the app may connect to besides its own (API, WebSocket, Cognito, S3), for the CSP. */
  readonly connectOrigins: string[];
  /** Origins of the file bucket's presigned links: previews show images from them and PDFs in a frame. */
  readonly fileOrigins: string[];
  readonly retain: boolean;
}

/** The default base map (issue 14): OpenStreetMap's standard tiles, with the attribution their policy asks for. */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * The base map of `/config.json` from context: `geotender:mapTiles` (an XYZ template, `{-y}` for TMS rows; ''
 * for a blank base) and `geotender:mapAttribution`. Without `mapTiles`, OpenStreetMap with its attribution.
 * Returns the tile origin too (undefined for a blank base), which the CSP must allow. Throws on a template
 * that is not an https URL.
 */
export function mapSettings(node: Construct['node']): { mapTiles: string; mapAttribution: string; tileOrigin?: string } {
  const tiles = node.tryGetContext('geotender:mapTiles') as string | undefined;
  const mapTiles = tiles ?? DEFAULT_MAP_TILES;
  const mapAttribution = (node.tryGetContext('geotender:mapAttribution') as string | undefined) ?? (tiles === undefined ? DEFAULT_MAP_ATTRIBUTION : '');
  if (!mapTiles) return { mapTiles, mapAttribution };
  let origin: string;
  try {
    origin = new URL(mapTiles.replace(/\{[^}]*\}/g, '0')).origin;
  } catch {
    throw new Error(`geotender:mapTiles must be an https URL template like ${DEFAULT_MAP_TILES}, not ${JSON.stringify(mapTiles)}`);
  }
  if (!origin.startsWith('https://')) throw new Error(`geotender:mapTiles must use https, not ${JSON.stringify(mapTiles)}`);
  return { mapTiles, mapAttribution, tileOrigin: origin };
}

/** Security headers of every response (part 1, 7); `tileOrigin` is the base map's tile host, when there is one. */
function securityHeaders(connectOrigins: string[], fileOrigins: string[], tileOrigin?: string): cloudfront.ResponseSecurityHeadersBehavior {
  const tiles = tileOrigin ? ` ${tileOrigin}` : '';
  const files = fileOrigins.map((o) => ` ${o}`).join('');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Toasts and the sign-in UI insert <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files}${tiles}`,
    // The preview dialog shows a PDF attachment or deliverable from its presigned link in a frame.
    `frame-src 'self'${files}`,
    // MapLibre GL runs its tile worker from the app's own origin.
    "worker-src 'self'",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}${files}${tiles}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
    strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: false, override: true },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
    referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
  };
}

/**
 * The web app: a private bucket served by CloudFront through origin access control, with the SPA
 * fallback (403/404 from S3 answer /index.html with 200) and security headers. `deployContent` uploads
 * the build and writes `/config.json` from the stack's values, so one build runs anywhere.
 */
export class Web extends Construct {
  public readonly bucket: s3.Bucket;
  public readonly distribution: cloudfront.Distribution;
  public readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** `https://<distribution domain>`, no trailing slash. */
  public readonly siteUrl: string;
  private readonly distDir: string;
  private readonly map: ReturnType<typeof mapSettings>;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.distDir = props.distDir;
    this.map = mapSettings(this.node);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketDefaults,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 's3/web/',
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
    });

    // CloudFront policy and origin-access-control names are unique per account: stack name and region in each.
    const { stackName, region } = Stack.of(this);
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'Headers', {
      responseHeadersPolicyName: `${stackName}-${region}-security-headers`,
      comment: 'GeoTender security headers',
      securityHeadersBehavior: securityHeaders(props.connectOrigins, props.fileOrigins, this.map.tileOrigin),
    });

    const spaFallback = (httpStatus: number): cloudfront.ErrorResponse => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: '/index.html',
      ttl: Duration.seconds(10),
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'GeoTender web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessControl: new cloudfront.S3OriginAccessControl(this, 'OriginAccess', {
            originAccessControlName: `${stackName}-${region}-web`,
            signing: cloudfront.Signing.SIGV4_ALWAYS,
          }),
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
      },
      errorResponses: [spaFallback(403), spaFallback(404)],
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;

    acknowledge(
      this.distribution,
      { id: 'AwsSolutions-CFR1', reason: 'Tenders are open to surveyors anywhere; no country is excluded.' },
      { id: 'AwsSolutions-CFR2', reason: 'The site serves static files only and the API has its own throttling; a WAF web ACL is a fixed monthly cost to add with a custom domain.' },
      { id: 'AwsSolutions-CFR4', reason: 'Served on the default *.cloudfront.net certificate, which permits TLSv1 at the edge; the TLSv1.2_2021 policy takes effect once a custom domain and certificate are added.' },
    );
  }

  /**
   * Uploads the built app (when `distDir` exists) and writes `/config.json` from `config`, with the base map
   * of `geotender:mapTiles` / `geotender:mapAttribution` (mapSettings) unless `config` names one.
   * Hashed assets keep CloudFront's cache; index.html and config.json are sent with `no-cache` and
   * invalidated on every deploy. Without a build, only config.json is deployed and a warning says so.
   */
  deployContent(config: WebConfig): void {
    const { mapTiles, mapAttribution } = this.map;
    const parsed = webConfigSchema.parse({ mapTiles, mapAttribution, ...config });
    const hasBuild = existsSync(join(this.distDir, 'index.html'));
    let assets: s3deploy.BucketDeployment | undefined;
    if (hasBuild) {
      assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        destinationBucket: this.bucket,
        sources: [s3deploy.Source.asset(this.distDir, { exclude: ['index.html', 'config.json', '**/*.map'] })],
        // Keep assets of earlier builds: open tabs may still load their chunks.
        prune: false,
        memoryLimit: 512,
      });
    } else {
      Annotations.of(this).addWarningV2(
        'geotender:web-build-missing',
        `No web build at ${this.distDir}: only /config.json is deployed. Run \`npm run build:web\` before \`cdk deploy\`.`,
      );
    }
    const entry = new s3deploy.BucketDeployment(this, 'DeployEntry', {
      destinationBucket: this.bucket,
      sources: [
        ...(hasBuild ? [s3deploy.Source.data('index.html', readFileSync(join(this.distDir, 'index.html'), 'utf8'))] : []),
        s3deploy.Source.jsonData('config.json', parsed),
      ],
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) entry.node.addDependency(assets);
    this.suppressDeploymentFindings();
  }

  /**
   * The BucketDeployment handler is one function per stack provided by aws-cdk-lib; its grants come
   * from BucketDeployment itself (read the CDK asset bucket, write this site bucket, invalidate).
   */
  private suppressDeploymentFindings(): void {
    const stack = Stack.of(this);
    const qualifier = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const why = 'CDK BucketDeployment handler (aws-cdk-lib): ';
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      acknowledge(
        child,
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: `${why}the AWS-managed basic execution role lets it write its own logs.` },
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
