/**
 * Starts the local cloud (no web app) on free ports and a fresh temporary data folder for the
 * integration tests, and stops it afterwards. Tests reach it over HTTP only, through `inject('cloud')`.
 *
 * It also records the AWS calls the functions make (aws-calls.ts): served to the test files while the
 * run goes on (`inject('awsCalls')`, for grants.test.ts, which runs last) and written to
 * test-results/aws-calls.json at the end.
 *
 * Faults only this process can cause, on demand: `POST <url>/invoke/sqs-refuse {refuse}` makes SQS refuse every
 * send of the local cloud's functions (faults-events.test.ts) and answers how many it refused so far.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { contactDigestFunction, questionSweepFunction } from '../../lambdas/api/functions';
import { type LocalCloud, startLocalCloud } from '../../local/cloud';
import { lambdaContext, loadHandler } from '../../local/gateway/events';
import { runInvocation } from '../../local/invocation-context';
import { freePorts } from '../../local/ports';
import { recordPresignedPosts, serveRecordedCalls, startRecording, stopRecording, writeRecordedCalls } from './aws-calls';

export interface CloudInfo {
  urls: LocalCloud['urls'];
  ids: LocalCloud['ids'];
  admin: LocalCloud['admin'];
  region: string;
}

/**
 * Where the recorded calls are served (`GET <url>/calls`, `GET <url>/invocations`), and where the test files
 * run what only this process can: `POST <url>/invoke/contact-digest` and `POST <url>/invoke/question-sweep` (the
 * schedules), `POST
 * <url>/invoke/admin-email-health-ses {token}` (the e-mail health check on the SES path).
 */
export interface AwsCallsInfo {
  url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: CloudInfo;
    awsCalls: AwsCallsInfo;
  }
}

/** The file the recorded AWS calls are written to at the end of the run. */
export const AWS_CALLS_FILE = join(import.meta.dirname, '..', '..', 'test-results', 'aws-calls.json');

/** A production SES account with sending enabled, as SES v2 GetAccount answers. */
const SES_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Notifications',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
};

/**
 * A switch on `client` (the functions' SQS client): while `refuse` is on, every SendMessage and SendMessageBatch
 * fails as SQS does when it is unavailable (503 ServiceUnavailable), before the SDK's retries; `refused` counts them.
 */
function refuseSqsSends(client: { middlewareStack: { add: (...a: never[]) => void } }): { refuse: boolean; refused: number } {
  const fault = { refuse: false, refused: 0 };
  const middleware =
    (next: (a: unknown) => Promise<unknown>, context: { commandName?: string }) =>
    async (args: unknown): Promise<unknown> => {
      if (fault.refuse && /^SendMessage(Batch)?Command$/.test(context.commandName ?? '')) {
        fault.refused++;
        throw Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable', $fault: 'server', $metadata: { httpStatusCode: 503 } });
      }
      return next(args);
    };
  (client.middlewareStack.add as (m: unknown, o: unknown) => void)(middleware, { step: 'initialize', priority: 'high', name: 'refuseSqsSends' });
  return fault;
}

export default async function setup(project: TestProject) {
  startRecording();
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-it-'));
  // Ports free now, apart from `npm start`'s and another test run's, so all can run at once.
  // The race and fuzz loops write far faster than a person: the per-user write limits are 100 times the
  // product's here (lambdas/kernel/config.ts writeLimitFactor); write-limits.test.ts tests them as they are.
  process.env.WRITE_LIMIT_FACTOR ??= '100';
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: await freePorts() });
  project.provide('cloud', { urls: cloud.urls, ids: cloud.ids, admin: cloud.admin, region: cloud.webConfig.region });

  // The functions' shared S3 client may sign a presigned POST before it ever sends.
  recordPresignedPosts((await import('../../lambdas/kernel/clients/s3')).s3);
  const sqsFault = refuseSqsSends((await import('../../lambdas/kernel/clients/sqs')).sqs);
  const calls = await serveRecordedCalls({
    // The hourly EventBridge schedule of the stack (a timer in the local cloud), on demand.
    'contact-digest': async () => {
      const run = await loadHandler(contactDigestFunction);
      return runInvocation('contact-digest', () => run({}, lambdaContext('contact-digest', 60_000)));
    },
    // The question sweep's EventBridge schedule (every 15 minutes; a timer in the local cloud), on demand.
    'question-sweep': async () => {
      const run = await loadHandler(questionSweepFunction);
      return runInvocation('question-sweep', () => run({}, lambdaContext('question-sweep', 120_000)));
    },
    'sqs-refuse': async (body) => {
      sqsFault.refuse = (body as { refuse: boolean }).refuse;
      return { refused: sqsFault.refused };
    },
    // GET /admin/email/health as in AWS: the SES account's status (GetAccount, answered by the local SES from
    // AWS_SES_ACCOUNT) instead of the local mailbox's. Only that handler reads MAILBOX_HEALTH_URL, only the
    // local SES reads AWS_SES_ACCOUNT, and test files run one at a time.
    'admin-email-health-ses': async (body) => {
      const { token } = body as { token: string };
      const saved = { MAILBOX_HEALTH_URL: process.env.MAILBOX_HEALTH_URL, AWS_SES_ACCOUNT: process.env.AWS_SES_ACCOUNT };
      delete process.env.MAILBOX_HEALTH_URL;
      process.env.AWS_SES_ACCOUNT = JSON.stringify(SES_ACCOUNT);
      try {
        const res = await fetch(`${cloud.urls.api}/admin/email/health`, { headers: { authorization: `Bearer ${token}` } });
        return { status: res.status, body: await res.json() };
      } finally {
        for (const [name, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
    },
  });
  project.provide('awsCalls', { url: calls.url });

  return async () => {
    try {
      await cloud.stop();
    } finally {
      stopRecording();
      writeRecordedCalls(AWS_CALLS_FILE);
      calls.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
