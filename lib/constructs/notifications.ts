import { Duration } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EMAIL_MAX_RECEIVES, notificationWorkerFunction } from '../../lambdas/api/functions';
import type { Data } from './data';
import type { Email } from './email';
import { AppFunction } from './function';
import type { Realtime } from './realtime';

export interface NotificationsProps {
  readonly data: Data;
  readonly email: Email;
  readonly realtime: Realtime;
  readonly tracing?: boolean;
}

/** Worker timeout: a tender_posted fan-out pages through every approved geodesist. */
const WORKER_TIMEOUT = Duration.minutes(5);

/**
 * The notification pipeline (issue 10): requests put marketplace events on a queue (lambdas/lib/events.ts);
 * a worker notifies the recipients in the app, over the WebSocket and by e-mail, with partial batch
 * failures, 3 receives, then a dead-letter queue (alarmed by the monitoring construct).
 */
export class Notifications extends Construct {
  public readonly queue: sqs.Queue;
  public readonly deadLetterQueue: sqs.Queue;
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: NotificationsProps) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', { retentionPeriod: Duration.days(14), enforceSSL: true, encryption: sqs.QueueEncryption.SQS_MANAGED });
    this.queue = new sqs.Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: EMAIL_MAX_RECEIVES },
    });
    this.worker = new AppFunction(this, 'Worker', {
      entry: notificationWorkerFunction,
      description: 'Turns marketplace events into in-app, realtime and e-mail notifications',
      timeout: WORKER_TIMEOUT,
      memorySize: 512,
      tracing: props.tracing,
    });
    this.worker.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
    props.data.grantReadWrite(this.worker); // reads profiles and preferences, writes notifications, forgets gone connections
    props.email.grantEnqueue(this.worker);
    props.realtime.grantPush(this.worker);
  }

  /** Lets `grantee` record events (lib/events.ts `emitEvent`). */
  grantEmit(grantee: iam.IGrantable): iam.Grant {
    return this.queue.grantSendMessages(grantee);
  }
}
