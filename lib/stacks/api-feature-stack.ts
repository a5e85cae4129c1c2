import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { type Feature, type RouteDef, routes } from '../../lambdas/api/routes';
import type { AccessTargets } from '../constructs/grants';
import { RouteFunctions } from '../constructs/route-functions';

export interface ApiFeatureStackProps extends NestedStackProps {
  readonly feature: Feature;
  /** The routes to build: by default the feature's own in the route table. */
  readonly routes?: readonly RouteDef[];
  readonly httpApi: apigwv2.IHttpApi;
  readonly targets: AccessTargets;
  readonly environment: Record<string, string>;
  readonly tracing: boolean;
}

/** The routes of `feature` in the route table, public and signed-in. */
export function featureRoutes(feature: Feature, table: readonly RouteDef[] = routes as readonly RouteDef[]): RouteDef[] {
  return table.filter((r) => r.feature === feature);
}

/**
 * The functions behind one feature's routes (lambdas/api/routes.ts `feature`): a function, role, default
 * policy, log group, integration and invoke permission each (lib/stack-budget.ts RESOURCES_PER_ROUTE), so a
 * feature stack holds about 50 routes within the 300-resource budget. The routes themselves are the routes
 * stack's. A feature that leaves the route table leaves the stage's root stack, and CloudFormation deletes
 * its nested stack after the routes stopped naming its integrations.
 */
export class ApiFeatureStack extends NestedStack {
  public readonly routeFunctions: RouteFunctions;
  /** The routes this stack's functions serve. */
  public readonly routes: readonly RouteDef[];

  constructor(scope: Construct, id: string, props: ApiFeatureStackProps) {
    super(scope, id, props);
    this.routes = props.routes ?? featureRoutes(props.feature);
    this.routeFunctions = new RouteFunctions(this, 'Routes', {
      httpApi: props.httpApi,
      routes: this.routes,
      targets: props.targets,
      environment: props.environment,
      tracing: props.tracing,
    });
  }
}
