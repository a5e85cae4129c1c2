/**
 * Domain events of the marketplace (spec part 2, 3, 4 and 7 "Notifications"; issue 10). A request records
 * an event on the events queue (EVENTS_QUEUE_URL) and returns; the notification worker
 * (features/notifications/workers/notification-worker.ts) turns it into in-app, realtime and e-mail notifications for every
 * recipient, so a fan-out to thousands never runs inside a person's request. Emitting never throws: an
 * event follows a change that is already saved, and a failure is logged (part 2, 7: "failures only
 * warned or logged").
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import { logger } from '../../kernel/logger';
import { encodeEmailBody as encodeAscii } from '../../kernel/mail-queue';

/**
 * Every event type the marketplace emits, with its payload. Ids are UUIDs; amounts euro cents. An event that
 * may be recorded more than once for one fact (the award, recorded again by a retry) carries `eventKey` and
 * `at` (ISO instant): the worker then takes them, not the queue message, as its origin, so the repeats
 * notify once (issue 23, 6).
 */
export type MarketEvent =
  | { type: 'tender_posted'; tenderId: string; title: string; creatorId: string }
  | { type: 'tender_deleted'; tenderId: string; title: string; creatorId: string; bidderIds: string[] }
  | { type: 'bid_received'; tenderId: string; title: string; creatorId: string; bidId: string; amountCents: number }
  | { type: 'bid_accepted'; tenderId: string; title: string; bidderId: string; bidId: string; amountCents: number; eventKey?: string; at?: string }
  | { type: 'bid_rejected'; tenderId: string; title: string; bidderIds: string[] }
  | { type: 'delivery_submitted'; tenderId: string; title: string; creatorId: string; contractorId: string; deliveryId: string }
  | { type: 'delivery_changes_requested'; tenderId: string; title: string; contractorId: string; deliveryId: string; comment: string }
  | { type: 'deliverables_accepted'; tenderId: string; title: string; creatorId: string; contractorId: string }
  | { type: 'user_registered'; userId: string; name: string; email: string; role: string; needsApproval: boolean }
  | { type: 'system_test'; userId: string };

/**
 * What of `event` may be logged: its type and the ids it carries (arrays as counts), never names, e-mail
 * addresses, titles or comments, which are personal data or may hold it.
 */
export function eventLogFields(event: { type: string } & Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: event.type };
  for (const [key, value] of Object.entries(event)) {
    if (/Id$/.test(key) && typeof value === 'string') fields[key] = value;
    else if (/Ids$/.test(key) && Array.isArray(value)) fields[`${key.slice(0, -3)}Count`] = value.length;
  }
  return fields;
}

/**
 * Records that `event` happened: one message on the events queue (the notification worker derives the
 * admin_* twins such as admin_bid_received). Without EVENTS_QUEUE_URL (unit tests) it is only logged.
 * Resolves when done; never throws.
 */
export async function emitEvent(event: MarketEvent): Promise<void> {
  try {
    logger.info('Event', { event: eventLogFields(event) });
    const queueUrl = config.eventsQueueUrl;
    if (!queueUrl) return;
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: encodeAscii(event) }));
  } catch (error) {
    logger.error('Could not record an event; its notifications are lost', { type: event.type, error });
  }
}
