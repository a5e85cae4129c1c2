import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEAD_LETTER_RETENTION_DAYS, outboxRelayFunction } from '../../lambdas/api/functions';
import { OUTBOX_STREAM_FILTER } from '../../lambdas/features/notifications/outbox-relay';
import { acknowledge, acknowledgeOnGrantee } from '../nag';
import { AppFunction } from './function';

export interface OutboxRelayProps {
  /** The table, with its stream of new images (lib/constructs/data.ts). */
  readonly table: dynamodb.ITable;
  readonly tracing?: boolean;
}

/**
 * The outbox relay (lambdas/features/notifications/outbox-relay.ts): requests write
 * each event as an outbox item in the transaction of its change; this function takes the new outbox items from the
 * table's stream (an event source filtered to them, `OUTBOX_STREAM_FILTER`) and sends them to the events queue. A
 * batch the queue refuses is retried from the first record not sent, in order, for as long as the stream keeps the
 * record (24 hours); one still unsent then is described (shard and sequence numbers, never the event) in the
 * `failures` queue, and its outbox item stays in the table until its TTL (two days). The caller grants the
 * function its access to the events queue (lib/function-access.ts `workerAccess['outbox-relay']`).
 */
export class OutboxRelay extends Construct {
  public readonly worker: AppFunction;
  /** The on-failure destination: where a batch the stream gave up on is described. */
  public readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: OutboxRelayProps) {
    super(scope, id);
    if (!props.table.tableStreamArn) throw new Error('OutboxRelay: the table has no stream');
    this.failures = new sqs.Queue(this, 'FailureQueue', {
      retentionPeriod: Duration.days(DEAD_LETTER_RETENTION_DAYS),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    acknowledge(this.failures, { id: 'AwsSolutions-SQS3', reason: 'It is itself a dead-letter queue: the on-failure destination of the outbox relay’s stream event source.' });
    this.worker = new AppFunction(this, 'Worker', {
      entry: outboxRelayFunction,
      description: 'Carries outbox events from the table’s stream to the events queue',
      timeout: Duration.seconds(30),
      memorySize: 256,
      tracing: props.tracing,
    });
    this.worker.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        filters: [lambda.FilterCriteria.filter(OUTBOX_STREAM_FILTER as unknown as Record<string, unknown>)],
        reportBatchItemFailures: true,
        // Retried until the stream drops the record (no retry limit, no age limit below its 24 hours), then described here.
        onFailure: new SqsDlq(this.failures),
      }),
    );
    acknowledgeOnGrantee(this.worker, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'dynamodb:ListStreams, which the Lambda service needs for the stream event source, supports no resource other than *.',
    });
  }
}
