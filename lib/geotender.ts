import { isAbsolute, join } from 'node:path';
import { CfnOutput, type Stack, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { FEATURES, type Feature } from '../lambdas/api/routes';
import { repoRoot } from './constructs/function';
import { emailSendRate, type StackSettings } from './settings';
import { ApiFeatureStack, featureRoutes } from './stacks/api-feature-stack';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { RealtimeStack } from './stacks/realtime-stack';
import { SiteStack } from './stacks/site-stack';
import { WebStack } from './stacks/web-stack';
import { WorkersStack } from './stacks/workers-stack';

/** The stacks of one stage, by concern. */
export interface GeoTenderStacks {
  readonly web: WebStack;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly realtime: RealtimeStack;
  readonly api: ApiStack;
  /** One stack per feature that has signed-in routes. */
  readonly features: Partial<Record<Feature, ApiFeatureStack>>;
  readonly workers: WorkersStack;
  readonly site: SiteStack;
  readonly monitoring: MonitoringStack;
}

/** `GeoTender-Api-Tenders` from `GeoTender` and `tenders`. */
const featureStackName = (stage: string, feature: Feature) => `${stage}-Api-${feature[0]!.toUpperCase()}${feature.slice(1)}`;

/**
 * Defines one stage of GeoTender in `scope` (the CDK app): a stack per concern, named `<stage>-<Concern>`,
 * deployed together by `cdk deploy --all` in the order their references give:
 *
 *   Web -> Data -> Auth -> Realtime -> Api -> Api-<Feature>... -> Workers -> Site -> Monitoring
 *
 * Cross-stack references are weak (`@aws-cdk/core:defaultCrossStackReferences: weak` in cdk.json:
 * `Fn::GetStackOutput`, no exports), so a routine change never has to delete an export another stack
 * imports. Every function gets the environment of lambdas/kernel/config.ts it can have without a cycle:
 * triggers never the pool's own ids (their event carries them), and every function its grants from
 * lib/function-access.ts.
 */
export function defineGeoTender(scope: Construct, stage: string, settings: StackSettings): GeoTenderStacks {
  const retain = settings.retainData;
  const tracing = settings.tracing;
  const named = (concern: string, what: string) => ({ stackName: `${stage}-${concern}`, description: `GeoTender (${stage}): ${what}` });
  const all: Stack[] = [];
  const track = <T extends Stack>(stack: T): T => {
    all.push(stack);
    return stack;
  };

  const web = track(new WebStack(scope, `${stage}-Web`, { ...named('Web', 'site bucket, CloudFront and access logs'), retain }));
  const siteUrl = web.web.siteUrl;
  const allowedOrigins = [siteUrl, ...settings.extraCorsOrigins];

  const data = track(
    new DataStack(scope, `${stage}-Data`, {
      ...named('Data', 'table, files bucket and work queues'),
      retain,
      existingTableName: settings.tableName,
      allowedOrigins,
      accessLogsBucket: web.accessLogs.bucket,
      sesSendRate: emailSendRate(settings),
    }),
  );
  const commonEnv: Record<string, string> = {
    TABLE_NAME: data.data.table.tableName,
    FILES_BUCKET: data.files.bucket.bucketName,
    EMAIL_QUEUE_URL: data.email.queue.queueUrl,
    EVENTS_QUEUE_URL: data.events.queue.queueUrl,
    SITE_URL: siteUrl,
    MAIL_FROM: settings.mailFrom,
  };
  const dataTargets = {
    data: data.data,
    files: data.files,
    emailQueue: data.email.queue,
    eventsQueue: data.events.queue,
    cursorKey: data.cursorKey.secret,
    deadLetterQueues: { email: data.email, events: data.events, 'data-exports': data.dataExports },
  };

  const auth = track(
    new AuthStack(scope, `${stage}-Auth`, {
      ...named('Auth', 'user pool, groups and Cognito triggers'),
      retain,
      tracing,
      targets: dataTargets,
      environment: commonEnv,
      triggerConcurrency: settings.triggerConcurrency,
      sesSender: settings.cognitoEmailViaSes ? { from: settings.mailFrom, verifiedDomain: settings.mailDomain } : undefined,
    }),
  );
  const { userPool, userPoolClient, tokenIssuer } = auth.auth;
  const poolEnv = { ...commonEnv, USER_POOL_ID: userPool.userPoolId, USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId, TOKEN_ISSUER: tokenIssuer };

  const realtime = track(
    new RealtimeStack(scope, `${stage}-Realtime`, { ...named('Realtime', 'WebSocket API'), data: data.data, tracing, apiGatewayCloudWatchRole: settings.apiGatewayCloudWatchRole }),
  );
  const fullEnv = { ...poolEnv, REALTIME_ENDPOINT: realtime.realtime.managementEndpoint };
  for (const fn of [realtime.realtime.connectFunction, realtime.realtime.disconnectFunction]) {
    for (const [key, value] of Object.entries(fullEnv)) fn.addEnvironment(key, value);
  }
  const targets = { ...dataTargets, dataExportQueue: data.dataExports.queue, userPool, realtime: realtime.realtime };
  /** What every stack of functions beyond auth and realtime is given. */
  const functionStackProps = { targets, environment: fullEnv, tracing };

  const api = track(
    new ApiStack(scope, `${stage}-Api`, {
      ...named('Api', 'HTTP API, authorizer, stage and public routes'),
      userPoolClient,
      tokenIssuer,
      allowedOrigins,
      throttle: settings.apiThrottle,
      publicThrottle: settings.publicRouteThrottle,
      ...functionStackProps,
    }),
  );
  const features: Partial<Record<Feature, ApiFeatureStack>> = {};
  for (const feature of FEATURES) {
    if (featureRoutes(feature).length === 0) continue;
    features[feature] = track(
      new ApiFeatureStack(scope, featureStackName(stage, feature), {
        ...named(`Api-${feature}`, `the ${feature} routes`),
        stackName: featureStackName(stage, feature),
        feature,
        httpApi: api.api.httpApi,
        authorizer: api.api.routeAuthorizer,
        ...functionStackProps,
      }),
    );
  }

  const workers = track(
    new WorkersStack(scope, `${stage}-Workers`, {
      ...named('Workers', 'e-mail and notification workers, contact digest'),
      mailFrom: settings.mailFrom,
      mailDomain: settings.mailDomain,
      sesSendRate: emailSendRate(settings),
      emailQueue: data.email.queue,
      eventsQueue: data.events.queue,
      ...functionStackProps,
    }),
  );

  const site = track(
    new SiteStack(scope, `${stage}-Site`, {
      ...named('Site', 'the web app’s files and /config.json'),
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
    }),
  );

  const monitoring = track(
    new MonitoringStack(scope, `${stage}-Monitoring`, {
      ...named('Monitoring', 'alarms, alarm topic and dashboard'),
      functionGroups: {
        PublicApi: api.routeFunctions.functions,
        ...Object.fromEntries(Object.entries(features).map(([feature, stack]) => [`${feature[0]!.toUpperCase()}${feature.slice(1)}Api`, stack.routeFunctions.functions])),
        Triggers: auth.auth.triggers,
        Workers: {
          'realtime-connect': realtime.realtime.connectFunction,
          'realtime-disconnect': realtime.realtime.disconnectFunction,
          'email-worker': workers.email.worker,
          'notification-worker': workers.notifications.worker,
          'contact-digest': workers.contactDigest.worker,
          'data-export-worker': workers.dataExports.worker,
        },
      },
      deadLetterQueues: { EmailDeadLetterQueue: data.email.deadLetterQueue, EventsDeadLetterQueue: data.events.deadLetterQueue, DataExportDeadLetterQueue: data.dataExports.deadLetterQueue },
      httpApiId: api.api.httpApi.apiId,
      webSocketApiId: realtime.realtime.api.apiId,
      alarmEmail: settings.alarmEmail,
      dashboardName: `${stage}-${web.region}`,
    }),
  );

  // What operators and the web config need, each in the stack that owns it.
  const output = (stack: Stack, id: string, value: string, description: string) => new CfnOutput(stack, id, { value, description });
  output(api, 'ApiUrl', api.api.url, 'HTTP API base URL');
  output(realtime, 'RealtimeUrl', realtime.realtime.url, 'WebSocket URL (wss)');
  output(auth, 'UserPoolId', userPool.userPoolId, 'Cognito user pool id');
  output(auth, 'UserPoolClientId', userPoolClient.userPoolClientId, 'Cognito app client id of the web app');
  output(web, 'SiteUrl', siteUrl, 'Web app URL');
  output(data, 'FilesBucket', data.files.bucket.bucketName, 'Attachments bucket');
  output(data, 'TableName', data.data.table.tableName, 'DynamoDB table');
  output(data, 'EmailDeadLetterQueueUrl', data.email.deadLetterQueue.queueUrl, 'E-mails that failed every retry');
  output(monitoring, 'AlarmTopicArn', monitoring.monitoring.topic.topicArn, 'SNS topic of every alarm (subscribe more addresses here)');
  output(monitoring, 'DashboardName', monitoring.monitoring.dashboard.dashboardName, 'CloudWatch dashboard');

  for (const stack of all) Tags.of(stack).add('geotender:stage', stage);
  return { web, data, auth, realtime, api, features, workers, site, monitoring };
}
