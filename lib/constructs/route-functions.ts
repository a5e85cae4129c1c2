import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { ACCESS_TOKEN_SCOPE } from '../../lambdas/api/functions';
import { routeEntry, type RouteDef, type RouteHandlerName } from '../../lambdas/api/routes';
import { routeAccess } from '../function-access';
import { acknowledge } from '../nag';
import { AppFunction } from './function';
import { type AccessTargets, grantAccess } from './grants';

export interface RouteFunctionsProps {
  /** The HTTP API the routes are added to (it may live in another stack). */
  readonly httpApi: apigwv2.IHttpApi;
  /** The Cognito JWT authorizer of every route that is not public. */
  readonly authorizer: apigwv2.IHttpRouteAuthorizer;
  /** The entries of the route table (lambdas/api/routes.ts) to build. */
  readonly routes: readonly RouteDef[];
  /** Resources the routes' access (lib/function-access.ts) names. */
  readonly targets: AccessTargets;
  /** Environment of every function (lambdas/kernel/config.ts). */
  readonly environment: Record<string, string>;
  readonly tracing?: boolean;
}

/**
 * Routes of the HTTP API from the route table, one Lambda function per route with exactly the grants of
 * lib/function-access.ts: the function (with its role and log group), the integration, the route (JWT
 * authorizer and the access-token scope unless public) and API Gateway's permission to invoke it.
 */
export class RouteFunctions extends Construct {
  /** Route functions by handler name. */
  public readonly functions: Partial<Record<RouteHandlerName, AppFunction>> = {};
  /** The API Gateway route of each handler. */
  public readonly httpRoutes: Partial<Record<RouteHandlerName, apigwv2.HttpRoute>> = {};

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
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
      const isPublic = route.roles === 'public';
      const httpRoute = new apigwv2.HttpRoute(this, `${name}-route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}-integration`, fn),
        authorizer: isPublic ? new apigwv2.HttpNoneAuthorizer() : props.authorizer,
        authorizationScopes: isPublic ? undefined : [ACCESS_TOKEN_SCOPE],
      });
      if (isPublic) {
        acknowledge(httpRoute, {
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public in the route table (${route.summary}); it is throttled harder than signed-in routes.`,
        });
      }
      this.functions[name] = fn;
      this.httpRoutes[name] = httpRoute;
    }
  }
}
