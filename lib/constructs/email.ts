import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EMAIL_THROTTLE_BACKOFF_MAX_MS, emailWorkerFunction } from '../../lambdas/api/functions';
import { acknowledge } from '../nag';
import { AppFunction } from './function';

/** Concurrent e-mail workers: SQS event sources allow no fewer than 2, and SES's rate is shared between them. */
export const EMAIL_WORKER_CONCURRENCY = 2;
/** Messages a worker takes at once. */
export const EMAIL_BATCH_SIZE = 10;

/**
 * The e-mail worker's timeout for a stage sending `sendRate` e-mails a second (its share of SES's rate,
 * lib/settings.ts emailSendRate): a full batch, paced at `sendRate / EMAIL_WORKER_CONCURRENCY` a second, each of
 * its sends backed off for the longest SES throttling can take (EMAIL_THROTTLE_BACKOFF_MAX_MS), with 15 s to
 * spare, and never less than 30 s: 119 s at 1 a second. The e-mail queue's visibility timeout is derived from it.
 */
export function emailWorkerTimeout(sendRate: number): Duration {
  const batchSeconds = Math.ceil((EMAIL_BATCH_SIZE * EMAIL_WORKER_CONCURRENCY) / sendRate + (EMAIL_BATCH_SIZE * EMAIL_THROTTLE_BACKOFF_MAX_MS) / 1000);
  return Duration.seconds(Math.min(900, Math.max(30, batchSeconds + 15)));
}

export interface EmailProps {
  /** Sender address of notification e-mails (an identity of lib/constructs/sender-identity.ts). */
  readonly mailFrom: string;
  /** E-mails a second this stage's workers may send together: its share of SES's rate (lib/settings.ts emailSendRate). */
  readonly sendRate: number;
  /** The e-mail queue (data stack) the worker consumes. */
  readonly queue: sqs.IQueue;
  readonly tracing?: boolean;
}

/**
 * Outgoing e-mail (spec part 1, 4.3): functions put messages on the e-mail queue, this worker sends them
 * with SES and reports partial batch failures. At most EMAIL_WORKER_CONCURRENCY workers run, each sending
 * one message at a time paced to its share of SES's rate (SES_SEND_RATE), so a fan-out waits in the queue
 * instead of being throttled into the dead-letter queue. The sender identity is the mail stack's
 * (lib/constructs/sender-identity.ts).
 */
export class Email extends Construct {
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const timeout = emailWorkerTimeout(props.sendRate);
    this.worker = new AppFunction(this, 'Worker', {
      entry: emailWorkerFunction,
      description: 'Sends queued e-mails with SES',
      timeout,
      tracing: props.tracing,
    });
    this.worker.addEnvironment('SES_SEND_RATE', String(props.sendRate / EMAIL_WORKER_CONCURRENCY));
    this.worker.addEventSource(new SqsEventSource(props.queue, { batchSize: EMAIL_BATCH_SIZE, reportBatchItemFailures: true, maxConcurrency: EMAIL_WORKER_CONCURRENCY }));
    // SES authorizes a send against the sender's identity and, in the sandbox, each recipient's verified
    // identity too; so the worker may use any identity of the account, but only From mailFrom.
    const identities = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    this.worker.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identities],
        conditions: { StringEquals: { 'ses:FromAddress': props.mailFrom } },
      }),
    );
    acknowledge(this.worker.role!, {
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
      reason: 'In the SES sandbox a send is authorized against each verified recipient identity as well as the sender; the statement is limited to From mailFrom.',
    });
  }
}
