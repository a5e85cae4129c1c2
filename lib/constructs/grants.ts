import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { FunctionAccess } from '../function-access';
import { acknowledgeOnGrantee } from '../nag';
import type { Data } from './data';
import type { Files } from './files';
import type { Realtime } from './realtime';

/** The resources a function's access (lib/function-access.ts) may name; only those it uses must be given. */
export interface AccessTargets {
  readonly data: Data;
  readonly files?: Files;
  readonly emailQueue?: sqs.IQueue;
  readonly eventsQueue?: sqs.IQueue;
  /** The data-export queue. */
  readonly dataExportQueue?: sqs.IQueue;
  /** The delivery-check queue. */
  readonly deliveryCheckQueue?: sqs.IQueue;
  readonly userPool?: cognito.IUserPool;
  readonly realtime?: Realtime;
  /** The secret list cursors are sealed with (lib/constructs/cursor-key.ts). */
  readonly cursorKey?: secretsmanager.ISecret;
  /** Each work queue with its dead-letter queue, by the name the admin's page shows (lambdas/kernel/dead-letters.ts). */
  readonly deadLetterQueues?: Readonly<Record<string, { readonly queue: sqs.IQueue; readonly deadLetterQueue: sqs.IQueue }>>;
}

/** The SQS actions of each kind of dead-letter access (lib/function-access.ts `deadLetters`) on the dead-letter queues. */
const DEAD_LETTER_ACTIONS = {
  read: ['sqs:GetQueueAttributes', 'sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:ListMessageMoveTasks'],
  retry: ['sqs:GetQueueAttributes', 'sqs:ListMessageMoveTasks', 'sqs:StartMessageMoveTask', 'sqs:ReceiveMessage', 'sqs:DeleteMessage'],
} as const;

/**
 * Grants `grantee` exactly what `access` lists, on the resources of `targets`, and sets the environment
 * variable a grant goes with (CURSOR_KEY_SECRET, DEAD_LETTER_QUEUES) when the grantee is a function. Throws at synth time when
 * `access` names a resource that `targets` lacks (a wiring mistake).
 */
export function grantAccess(grantee: iam.IGrantable, access: FunctionAccess, targets: AccessTargets): void {
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`grantAccess: ${what} is needed but was not given`);
    return value;
  };
  if (access.table?.length) targets.data.grantItemActions(grantee, access.table);
  for (const [prefix, operations] of Object.entries(access.files ?? {})) need(targets.files, 'the files bucket').grantObjects(grantee, prefix, operations);
  // SendMessage only: the code knows the queue's URL (no GetQueueUrl) and reads none of its attributes.
  if (access.sendsEmail) iam.Grant.addToPrincipal({ grantee, actions: ['sqs:SendMessage'], resourceArns: [need(targets.emailQueue, 'the e-mail queue').queueArn] });
  if (access.emitsEvents) iam.Grant.addToPrincipal({ grantee, actions: ['sqs:SendMessage'], resourceArns: [need(targets.eventsQueue, 'the events queue').queueArn] });
  if (access.queuesDataExports) {
    iam.Grant.addToPrincipal({ grantee, actions: ['sqs:SendMessage'], resourceArns: [need(targets.dataExportQueue, 'the data-export queue').queueArn] });
    if (!('addEnvironment' in grantee)) throw new Error('grantAccess: queuesDataExports is for functions');
    (grantee as lambda.Function).addEnvironment('DATA_EXPORT_QUEUE_URL', need(targets.dataExportQueue, 'the data-export queue').queueUrl);
  }
  if (access.queuesDeliveryChecks) {
    const queue = need(targets.deliveryCheckQueue, 'the delivery-check queue');
    iam.Grant.addToPrincipal({ grantee, actions: ['sqs:SendMessage'], resourceArns: [queue.queueArn] });
    if (!('addEnvironment' in grantee)) throw new Error('grantAccess: queuesDeliveryChecks is for functions');
    (grantee as lambda.Function).addEnvironment('DELIVERY_CHECK_QUEUE_URL', queue.queueUrl);
  }
  if (access.pushesRealtime) need(targets.realtime, 'the realtime API').grantPush(grantee);
  if (access.readsEmailAccount) {
    iam.Grant.addToPrincipal({ grantee, actions: ['ses:GetAccount'], resourceArns: ['*'] });
    acknowledgeOnGrantee(grantee, { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'ses:GetAccount (the e-mail health check) supports no resource other than *; it reads the sending status only.' });
  }
  if (access.userPool?.length) need(targets.userPool, 'the user pool').grant(grantee, ...access.userPool.map((a) => `cognito-idp:${a}`));
  if (access.readsCursorKey) {
    // GetSecretValue only (grantRead would add DescribeSecret, which the code never calls).
    const secret = need(targets.cursorKey, 'the cursor key');
    iam.Grant.addToPrincipal({ grantee, actions: ['secretsmanager:GetSecretValue'], resourceArns: [secret.secretArn] });
    if (!('addEnvironment' in grantee)) throw new Error('grantAccess: readsCursorKey is for functions');
    (grantee as lambda.Function).addEnvironment('CURSOR_KEY_SECRET', secret.secretArn);
  }
  if (access.deadLetters) {
    const queues = Object.entries(need(targets.deadLetterQueues, 'the dead-letter queues'));
    iam.Grant.addToPrincipal({ grantee, actions: [...DEAD_LETTER_ACTIONS[access.deadLetters]], resourceArns: queues.map(([, q]) => q.deadLetterQueue.queueArn) });
    if (access.deadLetters === 'retry') iam.Grant.addToPrincipal({ grantee, actions: ['sqs:SendMessage'], resourceArns: queues.map(([, q]) => q.queue.queueArn) });
    if (!('addEnvironment' in grantee)) throw new Error('grantAccess: deadLetters is for functions');
    const fn = grantee as lambda.Function;
    fn.addEnvironment('DEAD_LETTER_QUEUES', Stack.of(fn).toJsonString(Object.fromEntries(queues.map(([name, q]) => [name, { url: q.deadLetterQueue.queueUrl, sourceUrl: q.queue.queueUrl }]))));
  }
}
