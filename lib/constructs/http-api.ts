import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiAccessLogFormat } from './access-log-format';

export interface HttpApiProps {
  readonly userPoolClient: cognito.IUserPoolClient;
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>` */
  readonly tokenIssuer: string;
  /** Browser origins allowed by CORS (the site URL). */
  readonly allowedOrigins: string[];
  /** Default stage throttling, requests per second and burst. */
  readonly throttle: { rateLimit: number; burstLimit: number };
}

/**
 * The HTTP API itself: CORS for the site, the `$default` stage (auto-deployed, throttled, JSON access logs)
 * and the Cognito JWT authorizer (issuer = the pool, audience = the web client; API Gateway checks `aud`
 * or, for access tokens, `client_id`). Routes are added by RouteFunctions, in this stack (public routes)
 * or in the feature stacks, which reach the authorizer through `routeAuthorizer`.
 */
export class HttpApi extends Construct {
  public readonly httpApi: apigwv2.HttpApi;
  public readonly stage: apigwv2.HttpStage;
  /** The JWT authorizer resource. */
  public readonly authorizer: apigwv2.HttpAuthorizer;
  /** The authorizer as routes in any stack name it. */
  public readonly routeAuthorizer: apigwv2.IHttpRouteAuthorizer;
  /** Base URL without a trailing slash, e.g. `https://abc.execute-api.eu-central-1.amazonaws.com`. */
  public readonly url: string;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'GeoTender HTTP API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.allowedOrigins,
        allowMethods: [
          apigwv2.CorsHttpMethod.GET,
          apigwv2.CorsHttpMethod.POST,
          apigwv2.CorsHttpMethod.PUT,
          apigwv2.CorsHttpMethod.PATCH,
          apigwv2.CorsHttpMethod.DELETE,
          apigwv2.CorsHttpMethod.OPTIONS,
        ],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.hours(1),
      },
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new apigwv2.LogGroupLogDestination(accessLogs), format: apiAccessLogFormat('http') },
    });
    this.url = this.httpApi.apiEndpoint;

    this.authorizer = new apigwv2.HttpAuthorizer(this, 'CognitoJwt', {
      httpApi: this.httpApi,
      type: apigwv2.HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: props.tokenIssuer,
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });
    const authorizerId = this.authorizer.authorizerId;
    this.routeAuthorizer = { bind: () => ({ authorizerId, authorizationType: 'JWT' }) };
  }

  /**
   * Throttles each of `routes` (public: no token needed, so a cheaper target for abuse) at `throttle`.
   * `routeKey` is `METHOD /path`. The stage names the routes in its RouteSettings and API Gateway refuses it until they exist, so the
   * stage waits for them: public routes live in the same stack as the stage.
   */
  throttleRoutes(routes: { readonly routeKey: string; readonly route: apigwv2.HttpRoute }[], throttle: { rateLimit: number; burstLimit: number }): void {
    if (routes.length === 0) return;
    (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = Object.fromEntries(
      routes.map(({ routeKey }) => [routeKey, { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit }]),
    );
    for (const { route } of routes) this.stage.node.addDependency(route);
  }
}
