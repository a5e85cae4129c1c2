import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEAD_LETTER_RETENTION_DAYS, EMAIL_MAX_RECEIVES, QUEUE_RETENTION_DAYS } from '../../lambdas/api/functions';

export interface WorkQueueProps {
  /** The consuming worker's timeout; the queue hides a received message six times as long, as Lambda advises for SQS sources. */
  readonly workerTimeout: Duration;
}

/**
 * A queue of work for one worker and its dead-letter queue: SQS-managed encryption, TLS only, four days
 * of retention (fourteen in the dead-letter queue), and EMAIL_MAX_RECEIVES receives before a message
 * moves to the dead-letter queue (part 1, 4.3 and 9: the first attempt and 3 retries). Queues are
 * stateful (messages in flight), so they live in the data stack with stable logical ids.
 */
export class WorkQueue extends Construct {
  public readonly queue: sqs.Queue;
  public readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(DEAD_LETTER_RETENTION_DAYS),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(props.workerTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(QUEUE_RETENTION_DAYS),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: EMAIL_MAX_RECEIVES },
    });
  }
}
