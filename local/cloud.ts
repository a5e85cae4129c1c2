/**
 * The local cloud: every AWS service the product uses, emulated on this machine, with the real handlers
 * behind a local HTTP API, WebSocket API, Cognito trigger endpoint, SQS event sources and the table's stream
 * (the outbox relay, local/outbox-stream.ts).
 * `startLocalCloud` is used by `npm start`, the integration tests and the end-to-end tests.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { WebConfig } from '../lambdas/domain/web-config';
import { createTokenVerifier } from '../lambdas/kernel/token-verifier';
import { logger } from '../lambdas/kernel/logger';
import { assertJava, ensureTable, startDynamoDb, stopStaleDynamoDb } from './emulators/dynamodb';
import { type CognitoIds, ensureUserPool, startCognito } from './emulators/cognito';
import { startS3 } from './emulators/s3';
import { localSecret, startSecrets } from './emulators/secrets';
import { startSes } from './emulators/ses';
import { startSqs } from './emulators/sqs';
import {
  contactDigestFunction,
  questionSweepFunction,
  timerRelayFunction,
  dataExportWorkerFunction,
  deliveryCheckWorkerFunction,
  emailWorkerFunction,
  notificationWorkerFunction,
  outboxRelayFunction,
  realtimeFunctions,
  triggerFunctions,
} from '../lambdas/api/functions';
import { routeEntry, routes } from '../lambdas/api/routes';
import { startDataExportPoller, startDeliveryCheckPoller, startEmailPoller, startEventsPoller } from './email-poller';
import { startOutboxStream } from './outbox-stream';
import { loadHandler } from './gateway/events';
import { startHttpGateway } from './gateway/http';
import { type LocalEndpoint, startLambdaInvoke } from './gateway/lambda-invoke';
import { localClock } from './clock';
import { startWebSocketGateway } from './gateway/websocket';
import { runInvocation } from './invocation-context';
import { assertPortsFree, configuredPorts, type LocalPorts } from './ports';
import { type RequestTimings, timeDynamoDbCalls } from './request-timing';

export interface LocalCloudOptions {
  /** Where emulator data persists. Default `.local-data` (env LOCAL_DATA_DIR). */
  dataDir?: string;
  /** Wipe dataDir first. Default false (env LOCAL_FRESH=1). */
  fresh?: boolean;
  /** Serve the web app with Vite (skipped with a warning while web/vite.config.ts does not exist). Default true. */
  web?: boolean;
  /** Serve the web app's production build instead of the dev server (local/web.ts). Default false (env LOCAL_WEB=built). */
  webBuilt?: boolean;
  /** Default: ports.ts DEFAULT_PORTS, moved by LOCAL_PORT_OFFSET. */
  ports?: Partial<LocalPorts>;
  admin?: { email: string; password: string };
  /** Print one line per API request. */
  logRequests?: boolean;
  /**
   * Keep DynamoDB Local's data in memory instead of under dataDir (lost at stop). For runs that throw their
   * data away (`npm run load`): the on-disk file commits each write to disk, about 60 writes a second here.
   */
  dynamoDbInMemory?: boolean;
  /** Record where each API request's time goes (gateway, JWT check, handler, DynamoDB) there: `npm run load` does. */
  requestTimings?: RequestTimings;
}

export interface LocalCloud {
  /** `web` is the web app's origin (SITE_URL); `webServed` says whether Vite serves it. */
  /** `lambda`: the local Lambda endpoint, which also serves the local cloud's own endpoints (`POST /local/clock`). */
  urls: { web: string; api: string; realtime: string; mailbox: string; cognito: string; s3: string; sqs: string; dynamodb: string; secrets: string; lambda: string };
  /** `cursorKeySecret`: the name of the list-cursor key in the local Secrets Manager. */
  ids: CognitoIds & {
    tableName: string;
    filesBucket: string;
    emailQueueUrl: string;
    emailDlqUrl: string;
    eventsQueueUrl: string;
    eventsDlqUrl: string;
    dataExportQueueUrl: string;
    dataExportDlqUrl: string;
    deliveryCheckQueueUrl: string;
    deliveryCheckDlqUrl: string;
    tokenIssuer: string;
    cursorKeySecret: string;
  };
  admin: { email: string; password: string };
  webConfig: WebConfig;
  webServed: boolean;
  /** Stops everything that was started, in reverse order. */
  stop: () => Promise<void>;
}

const REGION = 'eu-central-1';
const TABLE_NAME = 'geotender';
const FILES_BUCKET = 'geotender-files';
const MAIL_FROM = 'notifications@geotender.local';
/** The name of the list-cursor key in the local Secrets Manager (the cloud passes the secret's ARN). */
const CURSOR_KEY_SECRET = 'geotender-cursor-key';

function closeServer(server: Server): Promise<void> {
  return new Promise((r) => {
    server.closeAllConnections?.();
    server.close(() => r());
  });
}

function endChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      r();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the local cloud. Throws a readable error for a missing Java or a port in use. */
export async function startLocalCloud(options: LocalCloudOptions = {}): Promise<LocalCloud> {
  const ports: LocalPorts = { ...configuredPorts(), ...options.ports };
  const withWeb = options.web ?? true;
  const dataDir = resolve(options.dataDir ?? process.env.LOCAL_DATA_DIR ?? '.local-data');
  const admin = options.admin ?? { email: process.env.LOCAL_ADMIN_EMAIL ?? 'admin@geotender.local', password: process.env.LOCAL_ADMIN_PASSWORD ?? 'GeoTender!2026' };

  assertJava();
  const stale = await stopStaleDynamoDb(join(dataDir, 'dynamodb'));
  if (stale) console.warn(`Stopped DynamoDB Local (PID ${stale}) left running on ${dataDir} by an earlier run.`);
  const { web, ...servicePorts } = ports;
  await assertPortsFree(withWeb ? ports : servicePorts);
  if (options.fresh ?? process.env.LOCAL_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const host = '127.0.0.1';
  const urls = {
    web: `http://localhost:${ports.web}`,
    api: `http://localhost:${ports.api}`,
    realtime: `ws://localhost:${ports.realtime}`,
    mailbox: `http://localhost:${ports.ses}`,
    lambda: `http://${host}:${ports.lambda}`,
    cognito: `http://${host}:${ports.cognito}`,
    s3: `http://${host}:${ports.s3}`,
    sqs: `http://${host}:${ports.sqs}`,
    dynamodb: `http://${host}:${ports.dynamodb}`,
    secrets: `http://${host}:${ports.secrets}`,
  };

  // Everything in this process (handlers included) talks to the emulators through the SDK's own variables.
  Object.assign(process.env, {
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // cognito-local runs on SDK v2; SDK v3's Node 20 notice is about its future releases, not this run.
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ?? 'true',
    AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: urls.dynamodb,
    AWS_ENDPOINT_URL_S3: urls.s3,
    AWS_ENDPOINT_URL_SQS: urls.sqs,
    AWS_ENDPOINT_URL_SESV2: `http://${host}:${ports.ses}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: urls.cognito,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: urls.secrets,
    CURSOR_KEY_SECRET,
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME,
    FILES_BUCKET,
    SITE_URL: urls.web,
    API_URL: urls.api,
    MAIL_FROM,
    AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: `http://${host}:${ports.realtime}`,
    REALTIME_ENDPOINT: `http://${host}:${ports.realtime}`,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    POWERTOOLS_SERVICE_NAME: 'geotender',
  });
  // The functions' logger was created when this process imported them, before the level above was set.
  logger.setLogLevel(process.env.POWERTOOLS_LOG_LEVEL as Parameters<typeof logger.setLogLevel>[0]);

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e: Error) => console.error('stop:', e.message));
    stops.length = 0;
  };

  try {
    // DynamoDB Local takes a few seconds to boot: the in-process emulators start meanwhile.
    const dynamoStarting = startDynamoDb(ports.dynamodb, join(dataDir, 'dynamodb'), { inMemory: options.dynamoDbInMemory });
    let dynamo: ChildProcess | undefined;
    // Ends the Java process even if this process exits without stop() (an uncaught error); one that
    // outlives a killed process is ended by the next start through its PID file.
    const killDynamo = () => dynamo?.kill('SIGKILL');
    dynamoStarting.then(
      (child) => {
        dynamo = child;
        process.once('exit', killDynamo);
      },
      () => undefined,
    );
    stops.push(async () => {
      process.off('exit', killDynamo);
      const child = await dynamoStarting.catch(() => undefined);
      if (child) await endChild(child);
    });

    const stopSes = await startSes(ports.ses);
    stops.push(stopSes);
    stops.push(await startSecrets(ports.secrets, REGION, { [CURSOR_KEY_SECRET]: localSecret(join(dataDir, 'cursor-key.secret')) }));
    const webOrigins = [urls.web, `http://127.0.0.1:${ports.web}`];
    const stopS3 = await startS3(ports.s3, join(dataDir, 's3'), FILES_BUCKET, webOrigins);
    stops.push(stopS3);
    const queues = await startSqs(ports.sqs, REGION);
    stops.push(queues.stop);
    // The local cloud's own endpoints on the Lambda endpoint (the clock's, below, once the functions can run).
    const localEndpoints: Record<string, LocalEndpoint> = {};
    const lambda = await startLambdaInvoke(
      ports.lambda,
      async (userPoolId, userName) => {
        const out = await new CognitoIdentityProviderClient({ endpoint: `http://${host}:${ports.cognito}` }).send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: userName }));
        return (out.Groups ?? []).map((g) => g.GroupName!);
      },
      localEndpoints,
    );
    stops.push(() => closeServer(lambda));
    const cognitoLocal = await startCognito({
      port: ports.cognito,
      dir: join(dataDir, 'cognito'),
      lambdaEndpoint: `http://${host}:${ports.lambda}`,
      sesEndpoint: `http://${host}:${ports.ses}`,
      mailFrom: MAIL_FROM,
    });
    stops.push(() => closeServer(cognitoLocal.server));

    const statePath = join(dataDir, 'local-state.json');
    const known = existsSync(statePath) ? (JSON.parse(readFileSync(statePath, 'utf8')) as Partial<CognitoIds>) : {};
    const cognito = new CognitoIdentityProviderClient({});
    const ids = await ensureUserPool(cognito, known);
    writeFileSync(statePath, JSON.stringify(ids, null, 2));
    await dynamoStarting;
    await ensureTable(new DynamoDBClient({}), TABLE_NAME);
    const tokenIssuer = `${cognitoLocal.issuerDomain}/${ids.userPoolId}`;
    Object.assign(process.env, {
      USER_POOL_ID: ids.userPoolId,
      USER_POOL_CLIENT_ID: ids.userPoolClientId,
      TOKEN_ISSUER: tokenIssuer,
      EMAIL_QUEUE_URL: queues.queueUrl,
      EVENTS_QUEUE_URL: queues.events.queueUrl,
      DATA_EXPORT_QUEUE_URL: queues.dataExports.queueUrl,
      DELIVERY_CHECK_QUEUE_URL: queues.deliveryChecks.queueUrl,
      // The admin's dead-letter page (lambdas/kernel/dead-letters.ts); the stack sets it with the grant.
      DEAD_LETTER_QUEUES: JSON.stringify({
        email: { url: queues.dlqUrl, sourceUrl: queues.queueUrl },
        events: { url: queues.events.dlqUrl, sourceUrl: queues.events.queueUrl },
        'data-exports': { url: queues.dataExports.dlqUrl, sourceUrl: queues.dataExports.queueUrl },
        'delivery-checks': { url: queues.deliveryChecks.dlqUrl, sourceUrl: queues.deliveryChecks.queueUrl },
      }),
      MAILBOX_HEALTH_URL: `${urls.mailbox}/store?since=${Math.floor(Date.now() / 1000)}`,
    });

    // Imported only now: the data module creates its clients from the environment set above.
    const { seedAdmin } = await import('./seed');
    await seedAdmin(cognito, ids.userPoolId, admin);

    const verifyToken = createTokenVerifier(tokenIssuer, ids.userPoolClientId);
    if (options.requestTimings) timeDynamoDbCalls((await import('../lambdas/table/client')).documentClient);
    const api = await startHttpGateway({
      port: ports.api,
      allowedOrigins: webOrigins,
      verifyToken,
      log: options.logRequests ? (l) => console.log(`[api] ${l}`) : undefined,
      timings: options.requestTimings,
    });
    stops.push(() => closeServer(api));
    const realtime = await startWebSocketGateway(ports.realtime);
    stops.push(() => closeServer(realtime));
    const stopPoller = startEmailPoller(new SQSClient({}), queues, REGION);
    stops.push(stopPoller);
    stops.push(startEventsPoller(new SQSClient({}), queues.events, REGION));
    stops.push(startDataExportPoller(new SQSClient({}), queues.dataExports, REGION));
    stops.push(startDeliveryCheckPoller(new SQSClient({}), queues.deliveryChecks, REGION));
    // The stack's stream event source of the outbox relay: events written with their changes go to the events queue.
    stops.push(startOutboxStream(new DynamoDBClient({}), new DynamoDBStreamsClient({}), TABLE_NAME, REGION, join(dataDir, 'outbox-stream.json')));
    // The stack runs the contact digest hourly on an EventBridge schedule; here a timer does.
    const digestTimer = setInterval(() => {
      loadHandler(contactDigestFunction)
        .then((run) => runInvocation('contact-digest', () => run({}, {} as never)))
        .catch((e: Error) => console.error(`[local] contact digest failed: ${e.message}`));
    }, 3_600_000);
    digestTimer.unref();
    stops.push(async () => clearInterval(digestTimer));
    // The stack runs the question sweep every 15 minutes on an EventBridge schedule; here a timer does
    // (QUESTION_SWEEP_MS shortens it, e.g. for the end-to-end tests).
    const sweepTimer = setInterval(
      () => {
        loadHandler(questionSweepFunction)
          .then((run) => runInvocation('question-sweep', () => run({}, {} as never)))
          .catch((e: Error) => console.error(`[local] question sweep failed: ${e.message}`));
      },
      Number(process.env.QUESTION_SWEEP_MS ?? 900_000),
    );
    sweepTimer.unref();
    stops.push(async () => clearInterval(sweepTimer));
    // The stack runs the timer relay every minute on an EventBridge schedule, at the schedule's time; here an interval
    // does (TIMER_RELAY_MS, default 5 s) at the local clock's time, which `POST /local/clock {"advanceMs": …}` moves
    // ahead and then runs the relay at once (tests that wait days: local/clock.ts).
    const clock = localClock(dataDir);
    const runTimers = () => loadHandler(timerRelayFunction).then((run) => runInvocation('timer-relay', () => run({ time: clock.now() }, {} as never)) as Promise<{ fired: number; skipped: number }>);
    const relayTimer = setInterval(() => runTimers().catch((e: Error) => console.error(`[local] timer relay failed: ${e.message}`)), Number(process.env.TIMER_RELAY_MS ?? 5_000));
    relayTimer.unref();
    stops.push(async () => clearInterval(relayTimer));
    // `{"offsetMs": 0}` puts the clock back to real time (a test that moved it, when done).
    localEndpoints['/local/clock'] = async (body) => {
      const { advanceMs, offsetMs } = body as { advanceMs?: unknown; offsetMs?: unknown };
      const now = offsetMs !== undefined ? clock.setOffset(Number(offsetMs)) : clock.advance(Number(advanceMs ?? 0));
      return { now, offsetMs: clock.offsetMs(), ...(await runTimers()) };
    };

    const webConfig: WebConfig = {
      region: REGION,
      userPoolId: ids.userPoolId,
      userPoolClientId: ids.userPoolClientId,
      userPoolEndpoint: urls.cognito,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: urls.api,
      realtimeUrl: urls.realtime,
      mailboxUrl: urls.mailbox,
      mailFrom: MAIL_FROM,
      // No base map by default (works offline); MAP_TILES / MAP_ATTRIBUTION set one, e.g. OpenStreetMap's.
      mapTiles: process.env.MAP_TILES ?? '',
      mapAttribution: process.env.MAP_ATTRIBUTION ?? '',
    };
    let webServed = false;
    if (withWeb) {
      const { startWeb, viteConfigFile } = await import('./web');
      if (existsSync(viteConfigFile)) {
        stops.push(await startWeb(ports.web, webConfig, options.webBuilt ?? process.env.LOCAL_WEB === 'built'));
        webServed = true;
      } else {
        console.warn(`No ${viteConfigFile} yet: the web app is not served (the APIs and the mailbox are).`);
      }
    }

    // Load every handler module in the background, so the first request to each is not slowed by its import.
    void (async () => {
      const entries = [
        ...routes.map(routeEntry),
        ...Object.values(triggerFunctions),
        ...Object.values(realtimeFunctions),
        emailWorkerFunction,
        notificationWorkerFunction,
        outboxRelayFunction,
        contactDigestFunction,
        dataExportWorkerFunction,
        deliveryCheckWorkerFunction,
        questionSweepFunction,
        timerRelayFunction,
      ];
      for (const entry of entries) await loadHandler(entry).catch((e: Error) => console.error(`[local] lambdas/${entry}.ts failed to load: ${e.message}`));
    })();

    return {
      urls,
      ids: {
        ...ids,
        tableName: TABLE_NAME,
        filesBucket: FILES_BUCKET,
        emailQueueUrl: queues.queueUrl,
        emailDlqUrl: queues.dlqUrl,
        eventsQueueUrl: queues.events.queueUrl,
        dataExportQueueUrl: queues.dataExports.queueUrl,
        dataExportDlqUrl: queues.dataExports.dlqUrl,
        deliveryCheckQueueUrl: queues.deliveryChecks.queueUrl,
        deliveryCheckDlqUrl: queues.deliveryChecks.dlqUrl,
        eventsDlqUrl: queues.events.dlqUrl,
        tokenIssuer,
        cursorKeySecret: CURSOR_KEY_SECRET,
      },
      admin,
      webConfig,
      webServed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
