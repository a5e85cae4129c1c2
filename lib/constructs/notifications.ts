import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { notificationWorkerFunction } from '../../lambdas/api/functions';
import { AppFunction } from './function';

/** Worker timeout: a tender_posted fan-out pages through every approved geodesist. */
export const NOTIFICATION_WORKER_TIMEOUT = Duration.minutes(5);
/** Concurrent notification workers: enough for bursts of events, bounded so a fan-out cannot take the account's concurrency. */
export const NOTIFICATION_WORKER_CONCURRENCY = 5;

export interface NotificationsProps {
  /** The events queue (data stack) the worker consumes. */
  readonly queue: sqs.IQueue;
  readonly tracing?: boolean;
}

/**
 * The notification pipeline: requests record marketplace events in the outbox (lambdas/table/outbox.ts; each feature
 * declares its own in its events.ts), the relay puts them on the events queue; this worker notifies the recipients in the app, over the WebSocket and by
 * e-mail, with partial batch failures. The caller grants its table, e-mail and realtime access.
 */
export class Notifications extends Construct {
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: NotificationsProps) {
    super(scope, id);
    this.worker = new AppFunction(this, 'Worker', {
      entry: notificationWorkerFunction,
      description: 'Turns marketplace events into in-app, realtime and e-mail notifications',
      timeout: NOTIFICATION_WORKER_TIMEOUT,
      memorySize: 512,
      tracing: props.tracing,
    });
    this.worker.addEventSource(new SqsEventSource(props.queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: NOTIFICATION_WORKER_CONCURRENCY }));
  }
}
