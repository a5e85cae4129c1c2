import { isAbsolute, join } from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ApiGatewayAccount } from './constructs/api-gateway-account';
import { AccessLogs } from './constructs/access-logs';
import type { RouteHandlerName } from '../lambdas/api/routes';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { ContactDigest } from './constructs/contact-digest';
import { Email } from './constructs/email';
import { Monitoring } from './constructs/monitoring';
import { Notifications } from './constructs/notifications';
import { Files } from './constructs/files';
import { type AppFunction, repoRoot } from './constructs/function';
import { Realtime } from './constructs/realtime';
import { Web } from './constructs/web';
import type { StackSettings } from './settings';

/** HTTP routes that record marketplace events for the notification worker (lambdas/lib/events.ts). */
const EVENT_EMITTERS = ['tenders-create', 'tenders-delete', 'bids-place', 'bids-accept', 'deliveries-create', 'deliveries-request-changes', 'tenders-complete', 'admin-notification-test'] as const satisfies readonly RouteHandlerName[];

export interface GeoTenderStackProps extends StackProps {
  readonly settings: StackSettings;
}

/**
 * The whole product in one stack: it composes one construct per concern, sets the shared
 * environment (lambdas/lib/config.ts) on every function and publishes the outputs the web
 * config and operators need.
 *
 * Dependency order, chosen so that no cycle forms:
 * - web first: the distribution names no other resource (its CSP lists this region's service
 *   endpoints), so the API's and the files bucket's CORS, and SITE_URL, can name the site's origin;
 * - the user pool's triggers get every variable except USER_POOL_ID, USER_POOL_CLIENT_ID and
 *   TOKEN_ISSUER: the pool refers to its triggers, so they cannot refer back to the pool (the
 *   trigger event carries `userPoolId`);
 * - REALTIME_ENDPOINT is built from the WebSocket API id and the literal stage name, so functions
 *   (including `$connect` itself) depend on the API resource only, never on its routes.
 */
export class GeoTenderStack extends Stack {
  public readonly auth: Auth;
  public readonly data: Data;
  public readonly files: Files;
  public readonly api: Api;
  public readonly realtime: Realtime;
  public readonly email: Email;
  public readonly web: Web;
  public readonly monitoring: Monitoring;
  /** The API Gateway account setting the WebSocket stage's access logging waits for, when this stack creates it. */
  private realtimeLoggingDependency?: Construct;

  constructor(scope: Construct, id: string, props: GeoTenderStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const retain = settings.retainData;
    const tracing = settings.tracing;

    const accessLogs = new AccessLogs(this, 'AccessLogs', { retain });
    this.web = new Web(this, 'Web', {
      distDir: isAbsolute(settings.webDist) ? settings.webDist : join(repoRoot, settings.webDist),
      accessLogsBucket: accessLogs.bucket,
      retain,
      connectOrigins: [
        `https://*.execute-api.${this.region}.${this.urlSuffix}`,
        `wss://*.execute-api.${this.region}.${this.urlSuffix}`,
        `https://cognito-idp.${this.region}.${this.urlSuffix}`,
      ],
      fileOrigins: [`https://*.s3.${this.region}.${this.urlSuffix}`, `https://*.s3.${this.urlSuffix}`],
    });
    const siteUrl = this.web.siteUrl;
    const allowedOrigins = [siteUrl, ...settings.extraCorsOrigins];

    this.data = new Data(this, 'Data', { retain });
    this.files = new Files(this, 'Files', { allowedOrigins, accessLogsBucket: accessLogs.bucket, retain });
    this.email = new Email(this, 'Email', { mailFrom: settings.mailFrom, mailDomain: settings.mailDomain, tracing });
    this.auth = new Auth(this, 'Auth', {
      retain,
      tracing,
      sesSender: settings.cognitoEmailViaSes ? { from: settings.mailFrom, verifiedDomain: settings.mailDomain } : undefined,
    });
    if (settings.apiGatewayCloudWatchRole) {
      const { account } = new ApiGatewayAccount(this, 'ApiGatewayAccount');
      this.realtimeLoggingDependency = account;
    }
    this.realtime = new Realtime(this, 'Realtime', { grantItemActions: (grantee, actions) => this.data.grantItemActions(grantee, actions), tracing, throttle: { rateLimit: 20, burstLimit: 50 } });
    this.api = new Api(this, 'Api', {
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      tokenIssuer: this.auth.tokenIssuer,
      data: this.data,
      files: this.files,
      email: this.email,
      realtime: this.realtime,
      allowedOrigins,
      throttle: settings.apiThrottle,
      publicThrottle: settings.publicRouteThrottle,
      tracing,
    });

    // The e-mail worker records each sent message id (Powertools idempotency) in the table.
    this.data.grantItemActions(this.email.worker, ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem']);
    const contactDigest = new ContactDigest(this, 'ContactDigest', { data: this.data, email: this.email, tracing });
    const notifications = new Notifications(this, 'Notifications', { data: this.data, email: this.email, realtime: this.realtime, tracing });
    // The routes that record marketplace events (lib/events.ts), and the trigger that records registrations.
    for (const name of EVENT_EMITTERS) notifications.grantEmit(this.api.functions[name]);
    notifications.grantEmit(this.auth.triggers.PostConfirmation);

    // Trigger grants. PreSignUp only validates the event; CustomMessage only formats text.
    const { PostConfirmation } = this.auth.triggers;
    // creates the profile once (a retry reads the stored one) and finds the admins to tell
    this.data.grantItemActions(PostConfirmation, ['PutItem', 'GetItem', 'Query']);
    // Pre token generation reconciles the profile with the groups and keeps the counts and the history.
    this.data.grantItemActions(this.auth.triggers.PreTokenGeneration, ['PutItem', 'GetItem', 'UpdateItem']);
    this.email.grantEnqueue(PostConfirmation); // tells the admins about a new geodesist

    // Environment (lambdas/lib/config.ts), the same on every function.
    const sharedEnv: Record<string, string> = {
      TABLE_NAME: this.data.table.tableName,
      FILES_BUCKET: this.files.bucket.bucketName,
      EMAIL_QUEUE_URL: this.email.queue.queueUrl,
      SITE_URL: siteUrl,
      MAIL_FROM: settings.mailFrom,
      REALTIME_ENDPOINT: this.realtime.managementEndpoint,
      EVENTS_QUEUE_URL: notifications.queue.queueUrl,
    };
    const poolEnv: Record<string, string> = {
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.userPoolClient.userPoolClientId,
      TOKEN_ISSUER: this.auth.tokenIssuer,
    };
    const setEnv = (fn: AppFunction, env: Record<string, string>) => {
      for (const [name, value] of Object.entries(env)) fn.addEnvironment(name, value);
    };
    for (const fn of Object.values(this.auth.triggers)) setEnv(fn, sharedEnv);
    for (const fn of [
      ...Object.values(this.api.functions),
      this.realtime.connectFunction,
      this.realtime.disconnectFunction,
      this.email.worker,
      contactDigest.worker,
      notifications.worker,
    ]) {
      setEnv(fn, { ...sharedEnv, ...poolEnv });
    }

    this.web.deployContent({
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      apiUrl: this.api.url,
      realtimeUrl: this.realtime.url,
    });

    if (this.realtimeLoggingDependency) this.realtime.stage.node.addDependency(this.realtimeLoggingDependency);

    this.monitoring = new Monitoring(this, 'Monitoring', {
      functions: {
        ...this.api.functions,
        ...Object.fromEntries(Object.entries(this.auth.triggers).map(([name, fn]) => [`trigger-${name}`, fn])),
        'realtime-connect': this.realtime.connectFunction,
        'realtime-disconnect': this.realtime.disconnectFunction,
        'email-worker': this.email.worker,
        'contact-digest': contactDigest.worker,
        'notification-worker': notifications.worker,
      },
      deadLetterQueues: { EmailDeadLetterQueue: this.email.deadLetterQueue, EventsDeadLetterQueue: notifications.deadLetterQueue },
      httpApiId: this.api.httpApi.apiId,
      webSocketApiId: this.realtime.api.apiId,
      alarmEmail: settings.alarmEmail,
      dashboardName: `${this.stackName}-${this.region}`,
    });

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('ApiUrl', this.api.url, 'HTTP API base URL');
    output('RealtimeUrl', this.realtime.url, 'WebSocket URL (wss)');
    output('UserPoolId', this.auth.userPool.userPoolId, 'Cognito user pool id');
    output('UserPoolClientId', this.auth.userPoolClient.userPoolClientId, 'Cognito app client id of the web app');
    output('SiteUrl', siteUrl, 'Web app URL');
    output('FilesBucket', this.files.bucket.bucketName, 'Attachments bucket');
    output('TableName', this.data.table.tableName, 'DynamoDB table');
    output('EmailDeadLetterQueueUrl', this.email.deadLetterQueue.queueUrl, 'E-mails that failed 3 times');
    output('AlarmTopicArn', this.monitoring.topic.topicArn, 'SNS topic of every alarm (subscribe more addresses here)');
    output('DashboardName', this.monitoring.dashboard.dashboardName, 'CloudWatch dashboard');
    output('MailFromIdentity', this.email.identity.emailIdentityName, 'SES identity to verify before e-mail is sent');
    if (settings.mailDomain) {
      this.email.identity.dkimRecords.forEach((record, i) =>
        output(`Dkim${i + 1}`, `${record.name} CNAME ${record.value}`, `DKIM record ${i + 1} of 3 to publish in ${settings.mailDomain}'s DNS`),
      );
    }

  }

}
