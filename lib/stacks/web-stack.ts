import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AccessLogs } from '../constructs/access-logs';
import { Web } from '../constructs/web';

export interface WebStackProps extends NestedStackProps {
  readonly retain: boolean;
  /** The stage's name (CloudFront's account-wide names carry it). */
  readonly stage: string;
}

/**
 * The site's edge: the access-logs bucket, the site bucket and the CloudFront distribution. It names no
 * other stack (its CSP lists this region's service endpoints), so every other stack may name the site's
 * origin (CORS, links in e-mails); the files (build, `/config.json`) arrive later with the site stack.
 */
export class WebStack extends NestedStack {
  public readonly accessLogs: AccessLogs;
  public readonly web: Web;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.accessLogs = new AccessLogs(this, 'AccessLogs', { retain: props.retain });
    this.web = new Web(this, 'Web', {
      accessLogsBucket: this.accessLogs.bucket,
      retain: props.retain,
      stage: props.stage,
      connectOrigins: [`https://*.execute-api.${this.region}.${this.urlSuffix}`, `wss://*.execute-api.${this.region}.${this.urlSuffix}`, `https://cognito-idp.${this.region}.${this.urlSuffix}`],
      fileOrigins: [`https://*.s3.${this.region}.${this.urlSuffix}`, `https://*.s3.${this.urlSuffix}`],
    });
  }
}
