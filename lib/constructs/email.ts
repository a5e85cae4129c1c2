import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EMAIL_MAX_RECEIVES, emailWorkerFunction } from '../../lambdas/api/functions';
import { acknowledge } from '../nag';
import { AppFunction } from './function';

export interface EmailProps {
  /** Sender address of notification e-mails. */
  readonly mailFrom: string;
  /**
   * Verify the whole domain (DKIM records to publish) instead of the single sender address
   * (a confirmation e-mail to click). @default the address only
   */
  readonly mailDomain?: string;
  readonly tracing?: boolean;
}

/** Worker timeout; the queue hides a received message six times as long, as Lambda advises for SQS sources. */
const WORKER_TIMEOUT = Duration.seconds(30);

/**
 * Outgoing e-mail (spec part 1, 4.3): functions put messages on a queue, a worker sends them with
 * SES and reports partial batch failures; a message received 3 times moves to the dead-letter queue.
 */
export class Email extends Construct {
  public readonly queue: sqs.Queue;
  public readonly deadLetterQueue: sqs.Queue;
  public readonly worker: AppFunction;
  public readonly identity: ses.EmailIdentity;
  public readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: EMAIL_MAX_RECEIVES },
    });

    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: props.mailDomain ? ses.Identity.domain(props.mailDomain) : ses.Identity.email(props.mailFrom),
    });
    // A verified identity (and its DKIM keys) outlives the stack: re-verifying takes DNS changes or a click.
    this.identity.applyRemovalPolicy(RemovalPolicy.RETAIN);

    this.worker = new AppFunction(this, 'Worker', {
      entry: emailWorkerFunction,
      description: 'Sends queued e-mails with SES',
      timeout: WORKER_TIMEOUT,
      tracing: props.tracing,
    });
    this.worker.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
    // SES authorizes a send against the sender's identity and, in the sandbox, each recipient's verified
    // identity too; so the worker may use any identity of the account, but only From mailFrom.
    const identities = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    this.worker.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [identities],
        conditions: { StringEquals: { 'ses:FromAddress': props.mailFrom } },
      }),
    );
    acknowledge(this.worker.role!, {
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
      reason: 'In the SES sandbox a send is authorized against each verified recipient identity as well as the sender; the statement is limited to From mailFrom.',
    });
  }

  /** Lets `grantee` put e-mails on the queue (lambdas/lib/mail-queue.ts `enqueueEmail`). */
  grantEnqueue(grantee: iam.IGrantable): iam.Grant {
    return this.queue.grantSendMessages(grantee);
  }
}
