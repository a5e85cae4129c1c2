import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { WebConfig } from '../../lambdas/domain/dto';
import type { Web } from '../constructs/web';
import { WebContent } from '../constructs/web-content';

export interface SiteStackProps extends NestedStackProps {
  readonly web: Web;
  readonly distDir: string;
  readonly config: WebConfig;
}

/** The web app's files: the build and `/config.json` from the endpoints of the other stacks, deployed last. */
export class SiteStack extends NestedStack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    new WebContent(this, 'Content', { distDir: props.distDir, bucket: props.web.bucket, distribution: props.web.distribution, map: props.web.map, config: props.config });
  }
}
