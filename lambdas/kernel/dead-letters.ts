/**
 * The dead-letter queues, as people handle them: what waits in each one, told without the
 * messages' bodies, and 'retry all', which moves every message back to the queue it came from.
 *
 * The queues come from DEAD_LETTER_QUEUES, JSON `{"<name>": {"url": <DLQ URL>, "sourceUrl": <its work queue's
 * URL>}}`, set with the grant (lib/constructs/grants.ts) in the cloud and by the local cloud. A message's
 * kind is read from its body and only the kind leaves this module: an event's `type`, an e-mail's notification
 * type (the middle of its `dedupeKey`, `<event>:<type>:<user>`), else `e-mail`; never an address, a name or a
 * text. Listing receives the messages and makes them visible again at once; it takes at most LIST_LIMIT.
 */
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ListMessageMoveTasksCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { sqs } from './clients/sqs';

/** One dead-letter queue and the work queue its messages came from. */
export interface DeadLetterQueue {
  name: string;
  url: string;
  sourceUrl: string;
}

/** A message of a dead-letter queue as an admin sees it: no body. */
export interface DeadLetter {
  messageId: string;
  /** The event or e-mail kind (`bid_received`, `e-mail`, `unknown`). */
  kind: string;
  /** When it was first sent to its work queue, epoch ms. */
  sentAtMs: number;
  /** Receives in all (its work queue's and this queue's). */
  receives: number;
}

/** Most messages one listing reads from a queue (the count covers them all). */
export const LIST_LIMIT = 100;
/** Most messages one local 'retry all' moves (the cloud's move task has no limit). */
export const LOCAL_MOVE_LIMIT = 1000;

/** The queues of DEAD_LETTER_QUEUES, in its order; none when unset. Throws on JSON of another shape. */
export function deadLetterQueues(): DeadLetterQueue[] {
  const raw = process.env.DEAD_LETTER_QUEUES;
  if (!raw) return [];
  const parsed = JSON.parse(raw) as Record<string, { url?: unknown; sourceUrl?: unknown }>;
  return Object.entries(parsed).map(([name, q]) => {
    if (typeof q?.url !== 'string' || typeof q.sourceUrl !== 'string') throw new Error(`DEAD_LETTER_QUEUES: ${name} needs url and sourceUrl`);
    return { name, url: q.url, sourceUrl: q.sourceUrl };
  });
}

const KIND = /^[a-z][a-z_]{0,39}$/;

/** The kind of a message body (see the module's note); `unknown` for a body that is not JSON or names none. */
export function kindOf(body: string | undefined): string {
  let value: unknown;
  try {
    value = JSON.parse(body ?? '');
  } catch {
    return 'unknown';
  }
  const fields = (value && typeof value === 'object' ? value : {}) as { type?: unknown; to?: unknown; dedupeKey?: unknown; exportId?: unknown };
  if (typeof fields.type === 'string') return KIND.test(fields.type) ? fields.type : 'unknown';
  if (Array.isArray(fields.to)) {
    const parts = typeof fields.dedupeKey === 'string' ? fields.dedupeKey.split(':') : [];
    const type = parts.length >= 3 ? parts[parts.length - 2]! : '';
    return KIND.test(type) ? `e-mail: ${type}` : 'e-mail';
  }
  if (typeof fields.exportId === 'string') return 'data export';
  return 'unknown';
}

function toDeadLetter(m: Message): DeadLetter {
  return {
    messageId: m.MessageId!,
    kind: kindOf(m.Body),
    sentAtMs: Number(m.Attributes?.SentTimestamp) || 0,
    receives: Number(m.Attributes?.ApproximateReceiveCount) || 0,
  };
}

/** The number of messages in `queue` (visible, and in flight). */
export async function countDeadLetters(queue: DeadLetterQueue): Promise<number> {
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
}

/**
 * Up to `limit` messages of `queue`, without their bodies. Each is received (hidden for 30 s, so the pages
 * differ) and made visible again before this returns, so a 'retry all' right after moves it.
 */
export async function peekDeadLetters(queue: DeadLetterQueue, limit = LIST_LIMIT): Promise<DeadLetter[]> {
  const seen = new Map<string, DeadLetter>();
  const handles: string[] = [];
  try {
    while (seen.size < limit) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queue.url,
          MaxNumberOfMessages: Math.min(10, limit - seen.size),
          VisibilityTimeout: 30,
          WaitTimeSeconds: 0,
          MessageSystemAttributeNames: ['SentTimestamp', 'ApproximateReceiveCount'],
        }),
      );
      if (Messages.length === 0) break;
      for (const m of Messages) {
        handles.push(m.ReceiptHandle!);
        if (!seen.has(m.MessageId!)) seen.set(m.MessageId!, toDeadLetter(m));
      }
    }
  } finally {
    for (let i = 0; i < handles.length; i += 10) {
      const entries = handles.slice(i, i + 10).map((ReceiptHandle, j) => ({ Id: String(j), ReceiptHandle, VisibilityTimeout: 0 }));
      await sqs.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: queue.url, Entries: entries }));
    }
  }
  return [...seen.values()];
}

/** Whether an SQS error says the service does not know the action (the local emulator has no message move tasks). */
export function isUnsupportedAction(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name ?? '';
  return name === 'InvalidAction' || name === 'UnknownOperationException';
}

/** The ARN of a queue (GetQueueAttributes). */
async function queueArn(url: string): Promise<string> {
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  return Attributes.QueueArn!;
}

/** Whether a message move task out of `queue` is running (false where the service has none). */
export async function isMoving(queue: DeadLetterQueue): Promise<boolean> {
  try {
    const { Results = [] } = await sqs.send(new ListMessageMoveTasksCommand({ SourceArn: await queueArn(queue.url), MaxResults: 1 }));
    return Results.some((t) => t.Status === 'RUNNING');
  } catch (error) {
    if (isUnsupportedAction(error)) return false;
    throw error;
  }
}

/**
 * The local 'retry all': receives from the dead-letter queue, sends each message (body and attributes) to
 * its work queue, then deletes it from the dead-letter queue, ten at a time, until the queue is empty or
 * LOCAL_MOVE_LIMIT moved. A message sent whose delete fails is moved twice: the workers are idempotent.
 * Resolves with the number moved.
 */
export async function moveByHand(queue: DeadLetterQueue, limit = LOCAL_MOVE_LIMIT): Promise<number> {
  let moved = 0;
  while (moved < limit) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.url, MaxNumberOfMessages: 10, VisibilityTimeout: 30, WaitTimeSeconds: 0, MessageAttributeNames: ['All'] }));
    if (Messages.length === 0) break;
    const sent = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.sourceUrl,
        Entries: Messages.map((m, i) => ({ Id: String(i), MessageBody: m.Body!, ...(m.MessageAttributes ? { MessageAttributes: m.MessageAttributes } : {}) })),
      }),
    );
    const ok = new Set((sent.Successful ?? []).map((s) => s.Id));
    const done = Messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })).filter((e) => ok.has(e.Id));
    if (done.length > 0) await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queue.url, Entries: done }));
    moved += done.length;
    if (done.length < Messages.length) throw new Error(`${Messages.length - done.length} messages could not be sent back to their queue`);
  }
  return moved;
}

/**
 * 'Retry all' of `queue`: SQS's message move task back to the work queue each message came from (the
 * cloud), or, where the service has no move tasks (the local emulator), moveByHand. Resolves with how it
 * went: `started` (the cloud: messages move over the next moments) or `moved` with the count. Throws the
 * service's error otherwise (e.g. a move task already running).
 */
export async function retryDeadLetters(queue: DeadLetterQueue): Promise<{ started: true } | { moved: number }> {
  try {
    await sqs.send(new StartMessageMoveTaskCommand({ SourceArn: await queueArn(queue.url) }));
    return { started: true };
  } catch (error) {
    if (!isUnsupportedAction(error)) throw error;
    return { moved: await moveByHand(queue) };
  }
}
