import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ApiRoutes, type ApiRoutesProps } from '../constructs/api-routes';

export type RoutesStackProps = NestedStackProps & ApiRoutesProps;

/**
 * Every route of the HTTP API and its `$default` stage (lib/constructs/api-routes.ts), downstream of the API
 * stack and every feature stack: one stack owns every route key, so a route may change feature, become public
 * or leave within one deploy.
 */
export class RoutesStack extends NestedStack {
  public readonly routes: ApiRoutes;

  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    this.routes = new ApiRoutes(this, 'Routes', props);
  }
}
