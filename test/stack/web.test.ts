import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { webConfigSchema } from '../../lambdas/domain/dto';
import { logicalIdWhere, type Resources, synthesize } from './synth';
import { mapSettings } from '../../lib/constructs/web';

let app: App;
let template: Template;
let distributionId: string;
let webBucketId: string;
beforeAll(() => {
  ({ app, template } = synthesize());
  distributionId = logicalIdWhere(template, 'AWS::CloudFront::Distribution', () => true);
  webBucketId = Object.keys(template.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('WebBucket'))!;
});

const distribution = () => (template.findResources('AWS::CloudFront::Distribution') as Resources)[distributionId]!.Properties!.DistributionConfig;
const deployments = () => Object.values(template.findResources('Custom::CDKBucketDeployment') as Resources).map((d) => d.Properties!);

describe('web: CloudFront in front of a private bucket', () => {
  it('reads the bucket through origin access control, not a public website', () => {
    const oacId = logicalIdWhere(template, 'AWS::CloudFront::OriginAccessControl', () => true);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const [origin] = distribution().Origins;
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [webBucketId, 'RegionalDomainName'] });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: webBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('serves index.html at the root and for every unknown path (SPA fallback)', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toEqual(expect.arrayContaining([403, 404].map((code) => expect.objectContaining({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html' }))));
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('keeps no CloudFront log, whose query strings would hold reset codes and e-mail addresses, and logs what CloudFront fetches from the bucket instead', () => {
    expect(distribution().Logging).toBeUndefined();
    const logsBucketId = Object.keys(template.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('AccessLogsBucket'))!;
    const webBucket = Object.values(template.findResources('AWS::S3::Bucket') as Record<string, { Properties: Record<string, any> }>).find(
      (b) => b.Properties.LoggingConfiguration?.LogFilePrefix === 's3/web/',
    );
    expect(webBucket?.Properties.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logsBucketId });
    // Nothing in the query string reaches the bucket: the cache policy forwards none.
    expect(JSON.stringify(distribution().DefaultCacheBehavior.CachePolicyId)).toContain('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });
});

describe('web: security headers', () => {
  let headers: Record<string, any>;
  beforeAll(() => {
    const policyId = logicalIdWhere(template, 'AWS::CloudFront::ResponseHeadersPolicy', () => true);
    expect(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    headers = (template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources)[policyId]!.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  });

  it('sends HSTS, nosniff, frame DENY and a referrer policy', () => {
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
  });

  it('has a CSP that runs only own scripts and connects only to the API, WebSocket, Cognito and S3 endpoints', () => {
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    for (const origin of ['https://*.execute-api.', 'wss://*.execute-api.', 'https://cognito-idp.', 'https://*.s3.']) {
      expect(csp).toContain(origin);
    }
  });

  it('lets the preview show images and PDF frames from the file bucket, and nothing else in frames', () => {
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.s3\./);
    expect(csp).toMatch(/frame-src 'self' https:\/\/\*\.s3\.[^;]*;/);
    expect(csp).not.toMatch(/frame-src [^;]*\*(?!\.s3)/);
  });

  it('lets the map load base map tiles from their host only (img-src and connect-src), and its worker from the app', () => {
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toContain("worker-src 'self'");
  });
});

describe('web: content and config.json', () => {
  it('uploads the build, then index.html and config.json with no-cache and an invalidation', () => {
    expect(deployments()).toHaveLength(2);
    const entry = deployments().find((d) => d.SystemMetadata?.['cache-control'] === 'no-cache')!;
    expect(entry).toMatchObject({ DistributionId: { Ref: distributionId }, DistributionPaths: ['/*'], Prune: false });
  });

  it('writes config.json matching webConfigSchema from the stack’s own values, with SRP sign-in', () => {
    const entry = deployments().find((d) => d.SystemMetadata?.['cache-control'] === 'no-cache')!;
    const markers = entry.SourceMarkers as Array<Record<string, unknown>>;
    const index = markers.findIndex((m) => Object.keys(m).length > 0);
    const assetDir = join(app.synth().directory, `asset.${(entry.SourceObjectKeys[index] as string).replace(/\.zip$/, '')}`);
    const raw = JSON.parse(readFileSync(join(assetDir, 'config.json'), 'utf8')) as Record<string, string>;
    const config = webConfigSchema.parse(raw);
    const resolve = (value: string) => markers[index]![value] ?? value;

    expect(config.authFlowType).toBe('USER_SRP_AUTH');
    expect(config.userPoolEndpoint).toBeUndefined();
    expect(resolve(config.userPoolId)).toEqual({ Ref: logicalIdWhere(template, 'AWS::Cognito::UserPool', () => true) });
    expect(resolve(config.userPoolClientId)).toEqual({ Ref: logicalIdWhere(template, 'AWS::Cognito::UserPoolClient', () => true) });
    expect(resolve(config.apiUrl)).toEqual({ 'Fn::GetAtt': [logicalIdWhere(template, 'AWS::ApiGatewayV2::Api', (p) => p.ProtocolType === 'HTTP'), 'ApiEndpoint'] });
    expect(resolve(config.region)).toEqual({ Ref: 'AWS::Region' });
    expect(config.realtimeUrl).toMatch(/^wss:\/\/.+\/live$/);
  });

  it('writes the e-mail sender of geotender:mailFrom into config.json, for the admin settings page', () => {
    const entry = deployments().find((d) => d.SystemMetadata?.['cache-control'] === 'no-cache')!;
    const markers = entry.SourceMarkers as Array<Record<string, unknown>>;
    const index = markers.findIndex((m) => Object.keys(m).length > 0);
    const assetDir = join(app.synth().directory, `asset.${(entry.SourceObjectKeys[index] as string).replace(/\.zip$/, '')}`);
    const config = webConfigSchema.parse(JSON.parse(readFileSync(join(assetDir, 'config.json'), 'utf8')));
    expect(config.mailFrom).toBe(app.node.tryGetContext('geotender:mailFrom'));
    expect(config.mailFrom).toBe('notifications@geotender.example');
  });

  it('writes the base map from geotender:mapTiles, OpenStreetMap with its attribution by default, and allows its host in the CSP', () => {
    const configOf = (t: Template, a: App) => {
      const entry = Object.values(t.findResources('Custom::CDKBucketDeployment') as Resources)
        .map((d) => d.Properties!)
        .find((d) => d.SystemMetadata?.['cache-control'] === 'no-cache')!;
      const markers = entry.SourceMarkers as Array<Record<string, unknown>>;
      const index = markers.findIndex((m) => Object.keys(m).length > 0);
      const assetDir = join(a.synth().directory, `asset.${(entry.SourceObjectKeys[index] as string).replace(/\.zip$/, '')}`);
      return webConfigSchema.parse(JSON.parse(readFileSync(join(assetDir, 'config.json'), 'utf8')));
    };
    expect(configOf(template, app)).toMatchObject({ mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapAttribution: '© OpenStreetMap contributors' });

    const landBoard = 'https://tiles.maaamet.ee/tm/tms/1.0.0/kaart@GMC/{z}/{x}/{-y}.png';
    const other = synthesize({ context: { 'geotender:mapTiles': landBoard, 'geotender:mapAttribution': '© Maa- ja Ruumiamet' } });
    expect(configOf(other.template, other.app)).toMatchObject({ mapTiles: landBoard, mapAttribution: '© Maa- ja Ruumiamet' });
    const csp = JSON.stringify(other.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(csp).toContain('https://tiles.maaamet.ee');
    expect(csp).not.toContain('tile.openstreetmap.org');

    const selfHosted = synthesize({ context: { 'geotender:baseMap': 'pmtiles' } });
    expect(configOf(selfHosted.template, selfHosted.app)).toMatchObject({ mapTiles: '', mapPmtiles: '/base-map/estonia.pmtiles' });
    const ownCsp = JSON.stringify(selfHosted.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(ownCsp).not.toContain('tile.openstreetmap.org');
  });

  it('picks the base map by geotender:baseMap: the Land Board with its host in the CSP, a PMTiles archive on the site itself, or the bundled outline', () => {
    const settings = (context: Record<string, unknown>) => mapSettings(new App({ context }).node);
    expect(settings({ 'geotender:baseMap': 'landboard' })).toEqual({
      mapTiles: 'https://tiles.maaamet.ee/tm/tms/1.0.0/kaart@GMC/{z}/{x}/{-y}.png',
      mapAttribution: '© Maa- ja Ruumiamet',
      tileOrigin: 'https://tiles.maaamet.ee',
    });
    expect(settings({ 'geotender:baseMap': 'osm' })).toMatchObject({ mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileOrigin: 'https://tile.openstreetmap.org' });
    expect(settings({ 'geotender:baseMap': 'pmtiles' })).toEqual({ mapTiles: '', mapAttribution: '', mapPmtiles: '/base-map/estonia.pmtiles' });
    expect(settings({ 'geotender:baseMap': 'outline' })).toEqual({ mapTiles: '', mapAttribution: '' });
  });

  it('refuses at synth a base map not on the list, naming the setting, and both settings at once', () => {
    expect(() => synthesize({ context: { 'geotender:baseMap': 'google' } })).toThrow('geotender:baseMap must be one of osm, landboard, pmtiles, outline, not "google"');
    expect(() => mapSettings(new App({ context: { 'geotender:baseMap': 'osm', 'geotender:mapTiles': '' } }).node)).toThrow('Set geotender:baseMap or geotender:mapTiles, not both');
  });

  it('refuses a base map template that is not an https URL', () => {
    expect(() => synthesize({ context: { 'geotender:mapTiles': 'http://tiles.example/{z}/{x}/{y}.png' } })).toThrow(/geotender:mapTiles must use https/);
  });

  it('deploys only config.json and warns when there is no web build', () => {
    const { stacks, template: bare } = synthesize({ context: { 'geotender:webDist': '/nonexistent/web/dist' } });
    expect(Object.keys(bare.findResources('Custom::CDKBucketDeployment'))).toHaveLength(1);
    Annotations.fromStack(stacks.root).hasWarning('/GeoTender/Site/Content', Match.stringLikeRegexp('No web build'));
  });
});
