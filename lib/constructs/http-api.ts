import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export interface HttpApiProps {
  readonly userPoolClient: cognito.IUserPoolClient;
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>` */
  readonly tokenIssuer: string;
  /** Browser origins allowed by CORS (the site URL). */
  readonly allowedOrigins: string[];
}

/**
 * The HTTP API itself: CORS for the site and the Cognito JWT authorizer (issuer = the pool, audience = the web
 * client; API Gateway checks `aud` or, for access tokens, `client_id`). The integrations live with their
 * functions in the feature stacks (RouteFunctions); the routes and the `$default` stage in the routes stack
 * (ApiRoutes).
 */
export class HttpApi extends Construct {
  public readonly httpApi: apigwv2.HttpApi;
  /** The JWT authorizer resource. */
  public readonly authorizer: apigwv2.HttpAuthorizer;
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
    this.url = this.httpApi.apiEndpoint;

    this.authorizer = new apigwv2.HttpAuthorizer(this, 'CognitoJwt', {
      httpApi: this.httpApi,
      type: apigwv2.HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: props.tokenIssuer,
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });
  }
}
