import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { type Feature, type RouteDef, routes } from '../../lambdas/api/routes';
import type { AccessTargets } from '../constructs/grants';
import { RouteFunctions } from '../constructs/route-functions';

export interface ApiFeatureStackProps extends StackProps {
  readonly feature: Feature;
  readonly httpApi: apigwv2.IHttpApi;
  readonly authorizer: apigwv2.IHttpRouteAuthorizer;
  readonly targets: AccessTargets;
  readonly environment: Record<string, string>;
  readonly tracing: boolean;
}

/** The signed-in routes of `feature` in the route table. */
export function featureRoutes(feature: Feature): RouteDef[] {
  return (routes as readonly RouteDef[]).filter((r) => r.feature === feature && r.roles !== 'public');
}

/**
 * One feature's signed-in routes (lambdas/api/routes.ts `feature`): a function, role, log group,
 * integration, route and permission each, about 7 resources a route, so a feature stack holds about 40
 * routes within the 300-resource budget. A new feature is a new stack, not a bigger one.
 */
export class ApiFeatureStack extends Stack {
  public readonly routeFunctions: RouteFunctions;

  constructor(scope: Construct, id: string, props: ApiFeatureStackProps) {
    super(scope, id, props);
    this.routeFunctions = new RouteFunctions(this, 'Routes', {
      httpApi: props.httpApi,
      authorizer: props.authorizer,
      routes: featureRoutes(props.feature),
      targets: props.targets,
      environment: props.environment,
      tracing: props.tracing,
    });
  }
}
