import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { privateBucketDefaults } from './private-bucket';

export interface WebProps {
  readonly accessLogsBucket: s3.IBucket;
  /** Origins the app may connect to besides its own (API, WebSocket, Cognito, S3), for the CSP. */
  readonly connectOrigins: string[];
  /** Origins of the file bucket's presigned links: previews show images from them and PDFs in a frame. */
  readonly fileOrigins: string[];
  readonly retain: boolean;
  /** The stage's name, which the account-wide CloudFront names carry (at most 40 characters). */
  readonly stage: string;
}

/** The default base map: OpenStreetMap's standard tiles, with the attribution their policy asks for. */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';
/** The Estonian Land Board's (Maa- ja Ruumiamet) base map, its Web Mercator (GMC) tile set in TMS row order. */
export const LAND_BOARD_MAP_TILES = 'https://tiles.maaamet.ee/tm/tms/1.0.0/kaart@GMC/{z}/{x}/{-y}.png';
export const LAND_BOARD_ATTRIBUTION = '© Maa- ja Ruumiamet';
/** Where the operator puts the PMTiles extract in the site bucket (docs/deploy.md), as the app requests it. */
export const PMTILES_PATH = '/base-map/estonia.pmtiles';

/**
 * The base maps an operator picks with `geotender:baseMap` (docs/deploy.md): OpenStreetMap's tiles (the default),
 * the Land Board's, a PMTiles extract served from the site's own bucket, or only the outline bundled with the app.
 */
export const BASE_MAPS = ['osm', 'landboard', 'pmtiles', 'outline'] as const;
export type BaseMap = (typeof BASE_MAPS)[number];

/**
 * The base map of `/config.json` from context: `geotender:baseMap` (one of BASE_MAPS, default 'osm'), or a tile
 * template of the operator's own in `geotender:mapTiles` (an XYZ template, `{-y}` for TMS rows; '' for the bundled
 * outline) with `geotender:mapAttribution`. Returns the tile origin too (none for the outline and the self-hosted
 * archive), which the CSP must allow. Throws, naming the setting, on a base map not in the list, on both settings at
 * once, and on a template that is not an https URL.
 */
export function mapSettings(node: Construct['node']): { mapTiles: string; mapAttribution: string; mapPmtiles?: string; tileOrigin?: string } {
  const baseMap = node.tryGetContext('geotender:baseMap') as unknown;
  const tiles = node.tryGetContext('geotender:mapTiles') as string | undefined;
  const attribution = node.tryGetContext('geotender:mapAttribution') as string | undefined;
  if (baseMap !== undefined) {
    if (!BASE_MAPS.includes(baseMap as BaseMap)) throw new Error(`geotender:baseMap must be one of ${BASE_MAPS.join(', ')}, not ${JSON.stringify(baseMap)}`);
    if (tiles !== undefined) throw new Error('Set geotender:baseMap or geotender:mapTiles, not both');
    if (baseMap === 'pmtiles') return { mapTiles: '', mapAttribution: '', mapPmtiles: PMTILES_PATH };
    if (baseMap === 'outline') return { mapTiles: '', mapAttribution: '' };
    const [preset, credit] = baseMap === 'landboard' ? [LAND_BOARD_MAP_TILES, LAND_BOARD_ATTRIBUTION] : [DEFAULT_MAP_TILES, DEFAULT_MAP_ATTRIBUTION];
    return { mapTiles: preset, mapAttribution: attribution ?? credit, tileOrigin: new URL(preset.replace(/\{[^}]*\}/g, '0')).origin };
  }
  const mapTiles = tiles ?? DEFAULT_MAP_TILES;
  const mapAttribution = attribution ?? (tiles === undefined ? DEFAULT_MAP_ATTRIBUTION : '');
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
 * fallback (403/404 from S3 answer /index.html with 200) and security headers. It names no other resource
 * of the app, so everything else may name the site's origin; WebContent (lib/constructs/web-content.ts)
 * uploads the build and `/config.json` once the rest exists.
 */
export class Web extends Construct {
  public readonly bucket: s3.Bucket;
  public readonly distribution: cloudfront.Distribution;
  public readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** `https://<distribution domain>`, no trailing slash. */
  public readonly siteUrl: string;
  /** The base map of `/config.json` and the CSP (mapSettings). */
  public readonly map: ReturnType<typeof mapSettings>;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.map = mapSettings(this.node);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketDefaults,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 's3/web/',
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
    });

    // CloudFront policy and origin-access-control names are unique per account: stage and region in each.
    const { region } = Stack.of(this);
    const stackName = props.stage;
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
      // No CloudFront access logs: standard logs always record the query string, and the product's links
      // carry reset codes and e-mail addresses there (spec part 1's `/reset-password?access_token=…&email=…`).
      // What CloudFront fetches from the bucket is logged by S3 (no query strings: none are forwarded).
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;

    acknowledge(
      this.distribution,
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'CloudFront standard logs keep every query string, and reset links carry a code and an e-mail address there; the site bucket’s S3 access logs record what CloudFront fetches, without query strings.',
      },
      { id: 'AwsSolutions-CFR1', reason: 'Tenders are open to surveyors anywhere; no country is excluded.' },
      { id: 'AwsSolutions-CFR2', reason: 'The site serves static files only and the API has its own throttling; a WAF web ACL is a fixed monthly cost to add with a custom domain.' },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'Served on the default *.cloudfront.net certificate, which permits TLSv1 at the edge; the TLSv1.2_2021 policy takes effect once a custom domain and certificate are added.',
      },
    );
  }
}
