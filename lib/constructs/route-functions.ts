import { Duration, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { routeEntry, type RouteDef, type RouteHandlerName } from '../../lambdas/api/routes';
import { routeAccess } from '../function-access';
import { AppFunction } from './function';
import { type AccessTargets, grantAccess } from './grants';

export interface RouteFunctionsProps {
  /** The HTTP API the integrations belong to (it lives in the API stack). */
  readonly httpApi: apigwv2.IHttpApi;
  /** The entries of the route table (lambdas/api/routes.ts) to build. */
  readonly routes: readonly RouteDef[];
  /** Resources the routes' access (lib/function-access.ts) names. */
  readonly targets: AccessTargets;
  /** Environment of every function (lambdas/kernel/config.ts). */
  readonly environment: Record<string, string>;
  readonly tracing?: boolean;
}

/**
 * The functions behind routes of the route table, one Lambda function per route with exactly the grants of
 * lib/function-access.ts: the function (with its role and log group), its Lambda proxy integration on the
 * HTTP API (payload 2.0) and API Gateway's permission to invoke it for that route's path. The route itself
 * (key, authorizer, target) lives in the routes stack (lib/constructs/api-routes.ts), keyed by its route key,
 * so a route can move to another feature without two stacks owning its key.
 */
export class RouteFunctions extends Construct {
  /** Route functions by handler name. */
  public readonly functions: Partial<Record<RouteHandlerName, AppFunction>> = {};
  /** The integration id of each handler (`integrations/<id>` is a route's target). */
  public readonly integrationIds: Partial<Record<RouteHandlerName, string>> = {};

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    for (const route of props.routes) {
      const name = route.handler as RouteHandlerName;
      const fn = new AppFunction(this, name, {
        entry: routeEntry(route),
        route,
        description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
        timeout: route.timeoutSeconds ? Duration.seconds(route.timeoutSeconds) : undefined,
        memorySize: route.memoryMb,
        tracing: props.tracing,
      });
      for (const [key, value] of Object.entries(props.environment)) fn.addEnvironment(key, value);
      grantAccess(fn, routeAccess[name], props.targets);
      const integration = new apigwv2.CfnIntegration(this, `${name}-integration`, {
        apiId: props.httpApi.apiId,
        integrationType: 'AWS_PROXY',
        integrationUri: fn.functionArn,
        payloadFormatVersion: '2.0',
      });
      fn.addPermission(`${name}-invoke`, {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: stack.formatArn({ service: 'execute-api', resource: props.httpApi.apiId, resourceName: `*/*${route.path}` }),
      });
      this.functions[name] = fn;
      this.integrationIds[name] = integration.ref;
    }
  }
}
