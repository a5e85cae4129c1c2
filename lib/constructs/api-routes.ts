import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ACCESS_TOKEN_SCOPE } from '../../lambdas/api/functions';
import type { RouteDef } from '../../lambdas/api/routes';
import { acknowledge } from '../nag';
import { apiAccessLogFormat } from './access-log-format';

export interface ApiRoutesProps {
  readonly httpApi: apigwv2.IHttpApi;
  /** The JWT authorizer's id (lib/constructs/http-api.ts). */
  readonly authorizerId: string;
  /** Every route of the route table, each with the integration id of the function behind it. */
  readonly routes: readonly { readonly route: RouteDef; readonly integrationId: string }[];
  /** Default stage throttling, requests per second and burst. */
  readonly throttle: { rateLimit: number; burstLimit: number };
  /** Throttling of each public route (no token needed, so a cheaper target for abuse). */
  readonly publicThrottle: { rateLimit: number; burstLimit: number };
}

/** `GET /tenders/{tenderId}` as a construct id (ids may not contain `/`); the route's logical id follows from it alone. */
export const routeConstructId = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path.replaceAll('/', '|')}`;

/**
 * Every route of the HTTP API in one place, keyed by its route key: a route that moves to another feature,
 * becomes public or leaves changes or deletes this one resource, so no deploy can find its key owned twice.
 * Signed-in routes use the Cognito JWT authorizer with the access-token scope. With them the `$default` stage
 * (auto-deployed, throttled, JSON access logs), whose per-route throttling of the public routes names routes
 * that API Gateway must already have, so the stage waits for them.
 */
export class ApiRoutes extends Construct {
  public readonly stage: apigwv2.CfnStage;
  /** The route resources by route key (`GET /tenders`). */
  public readonly routes: Record<string, apigwv2.CfnRoute> = {};

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    for (const { route, integrationId } of props.routes) {
      const routeKey = `${route.method} ${route.path}`;
      const isPublic = route.roles === 'public';
      const resource = new apigwv2.CfnRoute(this, routeConstructId(route), {
        apiId: props.httpApi.apiId,
        routeKey,
        target: `integrations/${integrationId}`,
        ...(isPublic ? { authorizationType: 'NONE' } : { authorizationType: 'JWT', authorizerId: props.authorizerId, authorizationScopes: [ACCESS_TOKEN_SCOPE] }),
      });
      if (isPublic) {
        acknowledge(resource, {
          id: 'AwsSolutions-APIG4',
          reason: `${routeKey} is public in the route table (${route.summary}); it is throttled harder than signed-in routes.`,
        });
      }
      this.routes[routeKey] = resource;
    }

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE });
    const publicKeys = props.routes.filter((r) => r.route.roles === 'public').map((r) => `${r.route.method} ${r.route.path}`);
    this.stage = new apigwv2.CfnStage(this, 'DefaultStage', {
      apiId: props.httpApi.apiId,
      stageName: '$default',
      autoDeploy: true,
      defaultRouteSettings: { throttlingRateLimit: props.throttle.rateLimit, throttlingBurstLimit: props.throttle.burstLimit },
      routeSettings: Object.fromEntries(publicKeys.map((key) => [key, { ThrottlingRateLimit: props.publicThrottle.rateLimit, ThrottlingBurstLimit: props.publicThrottle.burstLimit }])),
      accessLogSettings: { destinationArn: accessLogs.logGroupArn, format: apiAccessLogFormat('http').toString() },
    });
    for (const key of publicKeys) this.stage.addResourceDependency(this.routes[key]!);
  }
}
