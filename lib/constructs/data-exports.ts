import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { dataExportWorkerFunction } from '../../lambdas/api/functions';
import { AppFunction } from './function';

/** Worker timeout: one export reads a user's records and signs a link per file; an erasure that takes longer resumes in the job's next receive. */
export const DATA_EXPORT_WORKER_TIMEOUT = Duration.minutes(2);
/** Concurrent export workers: exports are rare and may wait; bounded so they never take the account's concurrency. */
export const DATA_EXPORT_WORKER_CONCURRENCY = 2;

export interface DataExportsProps {
  /** The data-export queue (data stack) the worker consumes. */
  readonly queue: sqs.IQueue;
  readonly tracing?: boolean;
}

/**
 * A user's data export and an account's erasure: `POST /me/data-export` and `DELETE /me` (or the
 * admin's delete) queue a job; this worker (lambdas/features/privacy/workers/data-export-worker.ts) writes the
 * JSON file under `exports/` and marks the export ready, or erases the account, with partial batch failures. The caller grants its access (lib/function-access.ts
 * `workerAccess['data-export-worker']`).
 */
export class DataExports extends Construct {
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: DataExportsProps) {
    super(scope, id);
    this.worker = new AppFunction(this, 'Worker', {
      entry: dataExportWorkerFunction,
      description: 'Prepares a user’s data export (everything the platform holds about them) as one JSON file, or erases an account',
      timeout: DATA_EXPORT_WORKER_TIMEOUT,
      memorySize: 512,
      tracing: props.tracing,
    });
    this.worker.addEventSource(new SqsEventSource(props.queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: DATA_EXPORT_WORKER_CONCURRENCY }));
  }
}
