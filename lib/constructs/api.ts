import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ACCESS_TOKEN_SCOPE } from '../../lambdas/api/functions';
import { type RouteDef, type RouteHandlerName, routes } from '../../lambdas/api/routes';
import { acknowledge, acknowledgeOnGrantee } from '../nag';
import { apiAccessLogFormat } from './access-log-format';
import type { Data } from './data';
import type { Email } from './email';
import { DELIVERIES_PREFIX, type FileOperation, type Files, STAGING_PREFIX, TENDERS_PREFIX } from './files';
import { AppFunction } from './function';
import type { Realtime } from './realtime';

/** What one route's function may touch besides reading the table (every route reads the caller's profile). */
export interface RouteAccess {
  /** Writes items (put, update, delete, transactions). */
  readonly writesTable?: boolean;
  /** Object operations by key prefix in the files bucket. */
  readonly files?: Readonly<Partial<Record<typeof STAGING_PREFIX | typeof TENDERS_PREFIX | typeof DELIVERIES_PREFIX, readonly FileOperation[]>>>;
  /** Puts e-mails on the e-mail queue. */
  readonly sendsEmail?: boolean;
  /** Pushes realtime messages (reads and deletes connection items, so it also writes the table). */
  readonly pushesRealtime?: boolean;
  /** Reads the SES account's sending status (ses:GetAccount). */
  readonly readsEmailAccount?: boolean;
  /** Sets up an account a failed PostConfirmation left undone: reads the user and adds it to its group. */
  readonly repairsAccounts?: boolean;
  /** Adds, regroups or deletes users of the pool (the admin's user management). */
  readonly managesUsers?: readonly ('create' | 'regroup' | 'delete')[];
}

/**
 * Least privilege per route, one entry per handler in routes.ts (a new route does not compile until
 * it is listed here). Presigned URLs act with the signing function's rights, so the function that
 * signs uploads may put to `staging/` and the one that signs downloads may read `tenders/`.
 */
export const routeAccess: Record<RouteHandlerName, RouteAccess> = {
  'me-get': { writesTable: true, sendsEmail: true, repairsAccounts: true }, // repairs a half-set-up account
  'me-profile-update': { writesTable: true },
  'uploads-create': { files: { [STAGING_PREFIX]: ['put'] } },
  'uploads-verify': { files: { [STAGING_PREFIX]: ['read', 'delete'] } },
  // copies staged files to tenders/, removes the staged ones, and removes copies when nothing is written
  'tenders-create': { writesTable: true, files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  'tenders-list': {},
  'tenders-map': {},
  'tenders-get': { writesTable: true }, // counts a view
  // removes attachments (tenders/), copies added staged files, and cleans up copies when nothing is written
  'tenders-update': { writesTable: true, files: { [STAGING_PREFIX]: ['read', 'delete'], [TENDERS_PREFIX]: ['put', 'delete'] } },
  'tenders-delete': { writesTable: true, files: { [TENDERS_PREFIX]: ['delete'] } },
  'attachments-download': { files: { [TENDERS_PREFIX]: ['read'] } },
  'bids-mine-get': {},
  'bids-place': { writesTable: true },
  'bids-withdraw': { writesTable: true },
  'bids-list': {},
  'bids-accept': { writesTable: true },
  'deliveries-list': {},
  'deliveries-create': { writesTable: true, files: { [STAGING_PREFIX]: ['read', 'delete'], [DELIVERIES_PREFIX]: ['put', 'delete'] } },
  'deliveries-request-changes': { writesTable: true },
  'delivery-files-download': { files: { [DELIVERIES_PREFIX]: ['read'] } },
  'tenders-complete': { writesTable: true },
  'admin-approvals-list': {},
  'admin-approval-decide': { writesTable: true, sendsEmail: true, pushesRealtime: true },
  'admin-email-health': { readsEmailAccount: true },
  'admin-email-test': { sendsEmail: true },
  'admin-notification-test': {}, // records an event (granted with the other event emitters)
  'admin-users-list': {},
  // adds the Cognito user and its profile; removes the Cognito user again when the profile cannot be written
  'admin-users-create': { writesTable: true, managesUsers: ['create'] },
  'admin-users-update': { writesTable: true, managesUsers: ['regroup'], pushesRealtime: true },
  'admin-users-delete': { writesTable: true, managesUsers: ['delete'] },
  'admin-user-history': {},
  'admin-stats-get': {},
  'notifications-list': {},
  'notifications-read': { writesTable: true },
  'notifications-delete': { writesTable: true },
  'notification-preferences-get': {},
  'notification-preferences-update': { writesTable: true },
  'contact-create': { writesTable: true, sendsEmail: true }, // stores the message, e-mails the admins
};

export interface ApiProps {
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>` */
  readonly tokenIssuer: string;
  readonly data: Data;
  readonly files: Files;
  readonly email: Email;
  readonly realtime: Realtime;
  /** Browser origins allowed by CORS (the site URL). */
  readonly allowedOrigins: string[];
  /** Default stage throttling, requests per second and burst. */
  readonly throttle: { rateLimit: number; burstLimit: number };
  /** Throttling of each public route (no token needed, so a cheaper target for abuse). */
  readonly publicThrottle: { rateLimit: number; burstLimit: number };
  readonly tracing?: boolean;
}

/**
 * The HTTP API generated from the route table (lambdas/api/routes.ts): one function per route, the
 * Cognito JWT authorizer on every route that is not public (issuer = the pool, audience = the web
 * client; API Gateway checks `aud` or, for access tokens, `client_id`), CORS for the site, default
 * stage throttling and JSON access logs.
 */
export class Api extends Construct {
  public readonly httpApi: apigwv2.HttpApi;
  public readonly stage: apigwv2.HttpStage;
  /** Base URL without a trailing slash, e.g. `https://abc.execute-api.eu-central-1.amazonaws.com`. */
  public readonly url: string;
  /** Route functions by handler name. */
  public readonly functions: Record<RouteHandlerName, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
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

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.tokenIssuer, {
      jwtAudience: [props.userPoolClient.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });

    const functions: Partial<Record<RouteHandlerName, AppFunction>> = {};
    const publicRouteKeys: string[] = [];
    for (const route of routes as readonly RouteDef[]) {
      const name = route.handler as RouteHandlerName;
      const fn = new AppFunction(this, name, {
        entry: `handlers/${name}`,
        description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
        timeout: route.timeoutSeconds ? Duration.seconds(route.timeoutSeconds) : undefined,
        memorySize: route.memoryMb,
        tracing: props.tracing,
      });
      this.grantRouteAccess(fn, routeAccess[name], props);
      const isPublic = route.roles === 'public';
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${name}-integration`, fn),
        authorizer: isPublic ? new apigwv2.HttpNoneAuthorizer() : authorizer,
        authorizationScopes: isPublic ? undefined : [ACCESS_TOKEN_SCOPE],
      });
      if (isPublic) {
        publicRouteKeys.push(`${route.method} ${route.path}`);
        // The stage names this route in its RouteSettings: API Gateway refuses the stage until the route exists.
        this.stage.node.addDependency(httpRoute!);
        acknowledge(httpRoute!, {
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public in the route table (${route.summary}); it is throttled harder than signed-in routes.`,
        });
      }
      functions[name] = fn;
    }
    this.functions = functions as Record<RouteHandlerName, AppFunction>;

    // Public routes need no token, so they get their own, lower limits.
    if (publicRouteKeys.length > 0) {
      (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = Object.fromEntries(
        publicRouteKeys.map((key) => [key, { ThrottlingRateLimit: props.publicThrottle.rateLimit, ThrottlingBurstLimit: props.publicThrottle.burstLimit }]),
      );
    }
  }

  private grantRouteAccess(fn: AppFunction, access: RouteAccess, props: ApiProps): void {
    if (access.writesTable || access.pushesRealtime) props.data.grantReadWrite(fn);
    else props.data.grantRead(fn);
    for (const [prefix, operations] of Object.entries(access.files ?? {})) props.files.grantObjects(fn, prefix, operations);
    if (access.sendsEmail) props.email.grantEnqueue(fn);
    if (access.pushesRealtime) props.realtime.grantPush(fn);
    if (access.readsEmailAccount) {
      iam.Grant.addToPrincipal({ grantee: fn, actions: ['ses:GetAccount'], resourceArns: ['*'] });
      acknowledgeOnGrantee(fn, { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'ses:GetAccount (the e-mail health check) supports no resource other than *; it reads the sending status only.' });
    }
    if (access.repairsAccounts) props.userPool.grant(fn, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminAddUserToGroup');
    const manages = new Set(access.managesUsers ?? []);
    const userActions = [
      ...(manages.has('create') ? ['cognito-idp:ListUsers', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser'] : []),
      ...(manages.has('regroup') ? ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'] : []),
      ...(manages.has('delete') ? ['cognito-idp:AdminDeleteUser'] : []),
    ];
    if (userActions.length > 0) props.userPool.grant(fn, ...new Set(userActions));
  }
}
