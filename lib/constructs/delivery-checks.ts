import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deliveryCheckWorkerFunction } from '../../lambdas/api/functions';
import { AppFunction } from './function';

/**
 * The check's time bound: one file of at most 25 MB (100 MB uncompressed) is read and summarised in a few seconds; a
 * reading that has not ended by then is cut off, and the message's last receive writes 'could not check'.
 */
export const DELIVERY_CHECK_WORKER_TIMEOUT = Duration.seconds(60);
/** The check's memory bound (MB): a 25 MB file, its 100 MB of uncompressed entries at most, and the parsed features. */
export const DELIVERY_CHECK_WORKER_MEMORY_MB = 1024;
/** Concurrent check workers: deliveries are few and a report may wait a minute; bounded so checks never take the account's concurrency. */
export const DELIVERY_CHECK_WORKER_CONCURRENCY = 2;

export interface DeliveryChecksProps {
  /** The delivery-check queue (data stack) the worker consumes. */
  readonly queue: sqs.IQueue;
  readonly tracing?: boolean;
}

/**
 * The quality check of delivered geodata (docs/decisions/server/deliverable-check.md): the delivery_submitted
 * listener queues one message per geodata file; this worker (lambdas/features/deliveries/workers/delivery-check-worker.ts)
 * reads the file, one message at a time, and stores its report on the file item once, with partial batch failures.
 * The caller grants its access (lib/function-access.ts `workerAccess['delivery-check-worker']`).
 */
export class DeliveryChecks extends Construct {
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: DeliveryChecksProps) {
    super(scope, id);
    this.worker = new AppFunction(this, 'Worker', {
      entry: deliveryCheckWorkerFunction,
      description: 'Checks each delivered geodata file once (format, coordinate system, axes, extent against the site) and stores its report',
      timeout: DELIVERY_CHECK_WORKER_TIMEOUT,
      memorySize: DELIVERY_CHECK_WORKER_MEMORY_MB,
      tracing: props.tracing,
    });
    this.worker.addEventSource(new SqsEventSource(props.queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: DELIVERY_CHECK_WORKER_CONCURRENCY }));
  }
}
