import { isAbsolute, join } from 'node:path';
import { CfnOutput, Stack, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routes as allRoutes, FEATURES, type Feature, type RouteDef, type RouteHandlerName } from '../lambdas/api/routes';
import { repoRoot } from './constructs/function';
import { emailSendRate, type StackSettings } from './settings';
import { ApiFeatureStack, featureRoutes } from './stacks/api-feature-stack';
import { ApiStack } from './stacks/api-stack';
import { MailStack } from './stacks/mail-stack';
import { RoutesStack } from './stacks/routes-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { RealtimeStack } from './stacks/realtime-stack';
import { SiteStack } from './stacks/site-stack';
import { WebStack } from './stacks/web-stack';
import { WorkersStack } from './stacks/workers-stack';

/** The nested stacks of one stage, by concern, under the stage's root stack. */
export interface GeoTenderStacks {
  /** The stage's one top-level stack, `<stage>`: what `cdk deploy` deploys; it holds the nested stacks and the outputs. */
  readonly root: Stack;
  readonly web: WebStack;
  readonly data: DataStack;
  readonly mail: MailStack;
  readonly auth: AuthStack;
  readonly realtime: RealtimeStack;
  readonly api: ApiStack;
  /** One stack per feature that has routes. */
  readonly features: Partial<Record<Feature, ApiFeatureStack>>;
  readonly routes: RoutesStack;
  readonly workers: WorkersStack;
  readonly site: SiteStack;
  readonly monitoring: MonitoringStack;
}

/** What a test may change of the app: the route table it is built from. */
export interface GeoTenderOptions {
  /** @default lambdas/api/routes.ts `routes` */
  readonly routes?: readonly RouteDef[];
}

/** `Api-Tenders` from `tenders`: the construct id of a feature's nested stack. */
export const featureStackId = (feature: Feature) => `Api-${feature[0]!.toUpperCase()}${feature.slice(1)}`;

/**
 * Defines one stage of GeoTender in `scope` (the CDK app): one root stack named `<stage>` holding a nested stack
 * per concern, deployed by `cdk deploy <stage>` (or `--all`) in the order their references give:
 *
 *   Web -> Data -> Mail -> Auth -> Realtime -> Api -> Api-<Feature>... -> Routes -> Workers -> Site -> Monitoring
 *
 * Every reference between nested stacks is a parameter of the consumer set from an output of the producer
 * (`Fn::GetAtt <nested stack>.Outputs.<name>` in the root), which CloudFormation tracks: a replaced producer's new
 * value updates every consumer in the same deploy, and a feature that leaves the route table leaves the root,
 * whose update deletes its nested stack after the routes stopped naming it (docs/decisions/cloud/one-root-stack.md, "One root stack a
 * stage"). Every function gets the environment of lambdas/kernel/config.ts it can have without a cycle: triggers
 * never the pool's own ids (their event carries them), and every function its grants from lib/function-access.ts.
 */
export function defineGeoTender(scope: Construct, stage: string, settings: StackSettings, options: GeoTenderOptions = {}): GeoTenderStacks {
  const routeTable = options.routes ?? (allRoutes as readonly RouteDef[]);
  const retain = settings.retainData;
  const tracing = settings.tracing;
  const root = new Stack(scope, stage, { stackName: stage, description: `GeoTender (${stage}): one stage, a nested stack per concern` });
  const named = (what: string) => ({ description: `GeoTender (${stage}): ${what}` });

  const web = new WebStack(root, 'Web', { ...named('site bucket, CloudFront and access logs'), retain, stage });
  const siteUrl = web.web.siteUrl;
  const allowedOrigins = [siteUrl, ...settings.extraCorsOrigins];

  const data = new DataStack(root, 'Data', {
    ...named('table, files bucket and work queues'),
    retain,
    existingTableName: settings.tableName,
    allowedOrigins,
    accessLogsBucket: web.accessLogs.bucket,
    sesSendRate: emailSendRate(settings),
  });
  const commonEnv: Record<string, string> = {
    TABLE_NAME: data.data.table.tableName,
    FILES_BUCKET: data.files.bucket.bucketName,
    EMAIL_QUEUE_URL: data.email.queue.queueUrl,
    EVENTS_QUEUE_URL: data.events.queue.queueUrl,
    SITE_URL: siteUrl,
    MAIL_FROM: settings.mailFrom,
    OCID_PREFIX: settings.ocidPrefix,
  };
  const dataTargets = {
    data: data.data,
    files: data.files,
    emailQueue: data.email.queue,
    eventsQueue: data.events.queue,
    cursorKey: data.cursorKey.secret,
    deadLetterQueues: { email: data.email, events: data.events, 'data-exports': data.dataExports, 'delivery-checks': data.deliveryChecks },
  };

  const mail = new MailStack(root, 'Mail', { ...named('SES sender identity'), mailFrom: settings.mailFrom, mailDomain: settings.mailDomain, dkim: settings.mailDkim });

  const auth = new AuthStack(root, 'Auth', {
    ...named('user pool, groups and Cognito triggers'),
    retain,
    tracing,
    targets: dataTargets,
    environment: commonEnv,
    triggerConcurrency: settings.triggerConcurrency,
    sesSender: settings.cognitoEmailViaSes ? { from: settings.mailFrom, verifiedDomain: settings.mailDomain } : undefined,
  });
  // Cognito refuses an SES sender identity that does not exist yet.
  if (settings.cognitoEmailViaSes) auth.addStackDependency(mail);
  const { userPool, userPoolClient, tokenIssuer } = auth.auth;
  const poolEnv = { ...commonEnv, USER_POOL_ID: userPool.userPoolId, USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId, TOKEN_ISSUER: tokenIssuer };

  const realtime = new RealtimeStack(root, 'Realtime', { ...named('WebSocket API'), data: data.data, tracing, apiGatewayCloudWatchRole: settings.apiGatewayCloudWatchRole });
  const fullEnv = { ...poolEnv, REALTIME_ENDPOINT: realtime.realtime.managementEndpoint };
  for (const fn of [realtime.realtime.connectFunction, realtime.realtime.disconnectFunction]) {
    for (const [key, value] of Object.entries(fullEnv)) fn.addEnvironment(key, value);
  }
  const targets = { ...dataTargets, dataExportQueue: data.dataExports.queue, deliveryCheckQueue: data.deliveryChecks.queue, userPool, realtime: realtime.realtime };
  /** What every stack of functions beyond auth and realtime is given. */
  const functionStackProps = { targets, environment: fullEnv, tracing };

  const api = new ApiStack(root, 'Api', {
    ...named('HTTP API and its JWT authorizer'),
    userPoolClient,
    tokenIssuer,
    allowedOrigins,
  });
  const features: Partial<Record<Feature, ApiFeatureStack>> = {};
  for (const feature of FEATURES) {
    const own = featureRoutes(feature, routeTable);
    if (own.length === 0) continue;
    features[feature] = new ApiFeatureStack(root, featureStackId(feature), {
      ...named(`the functions of the ${feature} routes`),
      feature,
      routes: own,
      httpApi: api.api.httpApi,
      ...functionStackProps,
    });
  }
  const routes = new RoutesStack(root, 'Routes', {
    ...named('every route of the HTTP API and its stage'),
    httpApi: api.api.httpApi,
    authorizerId: api.api.authorizer.authorizerId,
    routes: Object.values(features).flatMap((stack) => stack.routes.map((route) => ({ route, integrationId: stack.routeFunctions.integrationIds[route.handler as RouteHandlerName]! }))),
    throttle: settings.apiThrottle,
    publicThrottle: settings.publicRouteThrottle,
  });

  const workers = new WorkersStack(root, 'Workers', {
    ...named('e-mail and notification workers, contact digest, data exports'),
    mailFrom: settings.mailFrom,
    sesSendRate: emailSendRate(settings),
    emailQueue: data.email.queue,
    eventsQueue: data.events.queue,
    ...functionStackProps,
  });

  // The one-click unsubscribe links of bulk e-mails point at the HTTP API (features/notifications/unsubscribe-token.ts).
  workers.notifications.worker.addEnvironment('API_URL', api.api.url);
  workers.addStackDependency(mail);
  const site = new SiteStack(root, 'Site', {
    ...named('the web app’s files and /config.json'),
    web: web.web,
    distDir: isAbsolute(settings.webDist) ? settings.webDist : join(repoRoot, settings.webDist),
    config: {
      region: web.region,
      userPoolId: userPool.userPoolId,
      userPoolClientId: userPoolClient.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      apiUrl: api.api.url,
      realtimeUrl: realtime.realtime.url,
      mailFrom: settings.mailFrom,
    },
  });

  // The site goes live after everything it calls.
  for (const upstream of [routes, workers, ...Object.values(features)]) site.addStackDependency(upstream);

  // The functions behind the HTTP API's routes, by group: the API's 5xx alarms stand for their failures.
  const routeGroups = Object.fromEntries(Object.entries(features).map(([feature, stack]) => [`${feature[0]!.toUpperCase()}${feature.slice(1)}Api`, stack.routeFunctions.functions]));
  const monitoring = new MonitoringStack(root, 'Monitoring', {
    ...named('alarms, alarm topic and dashboard'),
    functionGroups: {
      ...routeGroups,
      Triggers: auth.auth.triggers,
      Workers: {
        'realtime-connect': realtime.realtime.connectFunction,
        'realtime-disconnect': realtime.realtime.disconnectFunction,
        'email-worker': workers.email.worker,
        'notification-worker': workers.notifications.worker,
        'contact-digest': workers.contactDigest.worker,
        'data-export-worker': workers.dataExports.worker,
        'outbox-relay': workers.outboxRelay.worker,
        'question-sweep': workers.questionSweep.worker,
        'timer-relay': workers.timerRelay.worker,
        'delivery-check-worker': workers.deliveryChecks.worker,
      },
    },
    httpApiGroups: Object.keys(routeGroups),
    alarmScope: settings.alarmScope,
    deadLetterQueues: {
      EmailDeadLetterQueue: data.email.deadLetterQueue,
      EventsDeadLetterQueue: data.events.deadLetterQueue,
      DataExportDeadLetterQueue: data.dataExports.deadLetterQueue,
      DeliveryCheckDeadLetterQueue: data.deliveryChecks.deadLetterQueue,
      OutboxRelayFailureQueue: workers.outboxRelay.failures,
    },
    httpApiId: api.api.httpApi.apiId,
    webSocketApiId: realtime.realtime.api.apiId,
    alarmEmail: settings.alarmEmail,
    dashboardName: `${stage}-${web.region}`,
  });

  // What operators need, as outputs of the stage's root stack.
  const output = (id: string, value: string, description: string) => new CfnOutput(root, id, { value, description });
  output('ApiUrl', api.api.url, 'HTTP API base URL');
  output('RealtimeUrl', realtime.realtime.url, 'WebSocket URL (wss)');
  output('UserPoolId', userPool.userPoolId, 'Cognito user pool id');
  output('UserPoolClientId', userPoolClient.userPoolClientId, 'Cognito app client id of the web app');
  output('SiteUrl', siteUrl, 'Web app URL');
  output('FilesBucket', data.files.bucket.bucketName, 'Attachments bucket');
  output('SiteBucket', web.web.bucket.bucketName, "The web app's bucket (a PMTiles base map goes under base-map/)");
  output('TableName', data.data.table.tableName, 'DynamoDB table');
  output('EmailDeadLetterQueueUrl', data.email.deadLetterQueue.queueUrl, 'E-mails that failed every retry');
  output('AlarmTopicArn', monitoring.monitoring.topic.topicArn, 'SNS topic of every alarm (subscribe more addresses here)');
  output('DashboardName', monitoring.monitoring.dashboard.dashboardName, 'CloudWatch dashboard');
  output('MailFromIdentity', mail.identity.identityName, 'SES identity to verify before e-mail is sent');
  mail.identity.dkimRecords.forEach((record, i) => output(`Dkim${i + 1}`, record, `Easy DKIM record ${i + 1} of 3 to publish in ${settings.mailDomain}'s DNS`));

  Tags.of(root).add('geotender:stage', stage);
  return { root, web, data, mail, auth, realtime, api, features, routes, workers, site, monitoring };
}
