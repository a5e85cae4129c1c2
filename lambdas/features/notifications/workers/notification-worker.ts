/**
 * The notification worker: takes marketplace events from the events queue and notifies their
 * recipients (spec part 1, 4.3; part 2, 4 and 7): tender_posted every approved geodesist (queued again as
 * page messages of 100 recipients, which this worker handles too: ../announcement.ts) and the
 * admins; bid_received the poster and the admins; bid_accepted the winner, then
 * settles the award: every other Pending bid becomes Rejected and its bidder is told (bid_rejected); delivery_submitted the poster and the admins; deliverables_accepted the
 * contractor and the admins ('Deliverables for tender "{title}" have been accepted'); tender_deleted the
 * bidders and the admins; user_registered the admins. Failed records are reported as partial batch
 * failures, so SQS retries only them and moves them to the dead-letter queue after the last receive.
 * Work is keyed on the event's own id (its `eventId`, given at the write that caused it), never on the queue
 * message's, so a redelivery, a relay's retry or a message moved back from the dead-letter queue notifies once.
 */
import { processPartialResponse } from '@aws-lambda-powertools/batch';
import { failureRecordingProcessor } from '../../../queues/failure-processor';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { getProfile, listProfilesByRole } from '../../account/public';
import type { Profile } from '../../account/domain/dto';
import { formatEuros } from '../../../domain/money';
import type { MarketEvent, RecordedEvent } from '../events';
import { logger } from '../../../kernel/logger';
import { notifyUsers } from '../notify-users';
import { settleAward } from '../../bids/public';
import type { NotificationOrigin } from '../data/notifications';
import { announcePage, announceTender, isAnnouncementPage } from '../announcement';

// A failed record's first error is kept for the admins' Dead Letters page.
const processor = failureRecordingProcessor('events');

/** Recipients by id (unknown, deleted users and users being erased are skipped: nothing new for the erasure to miss). */
async function profilesOf(userIds: string[]): Promise<Profile[]> {
  const found = await Promise.all([...new Set(userIds)].map((id) => getProfile(id)));
  return found.filter((p): p is Profile => !!p && !p.erasingAt);
}

const rejectedMessage = (title: string) => `Another bid was accepted for "${title}"`;

const tender = (e: { tenderId: string; title: string }) => ({ referenceId: e.tenderId, referenceType: 'tender' as const, tenderTitle: e.title });

/**
 * Notifies the recipients of one event. `origin` (the event's id and time, originOf) makes a repeat find the
 * records it wrote and write, push and queue nothing again (notifyUsers). Throws when a notification cannot be
 * written (the record is retried).
 */
export async function handleEvent(event: MarketEvent, origin?: NotificationOrigin): Promise<void> {
  const once = origin ? { origin } : {};
  const admins = () => listProfilesByRole('admin');
  switch (event.type) {
    case 'tender_posted':
      // Shared out as page messages of 100 recipients, which this worker handles as they come.
      await announceTender(event, origin);
      return;
    case 'bid_received':
      await notifyUsers(
        await profilesOf([event.creatorId]),
        { type: 'bid_received', message: `You received a new bid of ${formatEuros(event.amountCents)} on "${event.title}"`, ...tender(event) },
        once,
      );
      await notifyUsers(await admins(), { type: 'admin_bid_received', message: `A bid of ${formatEuros(event.amountCents)} was placed on "${event.title}"`, ...tender(event) }, once);
      return;
    case 'bid_accepted': {
      await notifyUsers(
        await profilesOf([event.bidderId]),
        { type: 'bid_accepted', message: `Your bid of ${formatEuros(event.amountCents)} on "${event.title}" has been accepted`, ...tender(event) },
        once,
      );
      // The award's queued half: the other bids become Rejected and their bidders hear of it once.
      const rejected = await settleAward(event.tenderId, event.bidderId);
      await notifyUsers(await profilesOf(rejected), { type: 'bid_rejected', message: rejectedMessage(event.title), ...tender(event) }, once);
      return;
    }
    case 'bid_rejected':
      // Recorded by earlier versions of the award; one still queued is honoured.
      await notifyUsers(await profilesOf(event.bidderIds), { type: 'bid_rejected', message: rejectedMessage(event.title), ...tender(event) }, once);
      return;
    case 'delivery_submitted':
      await notifyUsers(await profilesOf([event.creatorId]), { type: 'delivery_submitted', message: `Deliverables have been submitted for "${event.title}"`, ...tender(event) }, once);
      await notifyUsers(await admins(), { type: 'admin_delivery_submitted', message: `Deliverables have been submitted for "${event.title}"`, ...tender(event) }, once);
      return;
    case 'delivery_changes_requested':
      // No notification type of the spec covers a returned delivery; the contractor hears of it in the
      // app (the deliver page shows the comment). Logged only.
      logger.info('Changes requested on a delivery', { tenderId: event.tenderId, deliveryId: event.deliveryId });
      return;
    case 'deliverables_accepted':
      await notifyUsers(await profilesOf([event.contractorId]), { type: 'deliverables_accepted', message: `Your deliverables for "${event.title}" have been accepted`, ...tender(event) }, once);
      await notifyUsers(await admins(), { type: 'admin_deliverables_accepted', message: `Deliverables for tender "${event.title}" have been accepted`, ...tender(event) }, once);
      return;
    case 'tender_deleted':
      await notifyUsers(await profilesOf(event.bidderIds), { type: 'tender_deleted', message: `The tender "${event.title}" you bid on has been deleted`, ...tender(event) }, once);
      await notifyUsers(await admins(), { type: 'admin_tender_deleted', message: `The tender "${event.title}" has been deleted`, ...tender(event) }, once);
      return;
    case 'user_registered': {
      // The registration e-mail to the admins is sent by the confirmation step itself (features/notifications/notify.ts).
      // An account erased (or being erased) since is not announced: a retried event does nothing.
      const registered = await getProfile(event.userId);
      if (!registered || registered.erasingAt) {
        logger.info('Registration of an erased account not announced', { userId: event.userId });
        return;
      }
      await notifyUsers(
        await admins(),
        {
          type: 'admin_user_registered',
          message: `${event.name} (${event.email}) registered as ${event.role}${event.needsApproval ? ' and awaits your approval' : ''}`,
          referenceId: event.userId,
          referenceType: 'user',
        },
        { inAppOnly: true, ...once },
      );
      return;
    }
    case 'system_test':
      await notifyUsers(await profilesOf([event.userId]), { type: 'system_notification', message: 'This is a test notification from GeoTender.' }, { bypassPreferences: true, ...once });
      return;
    default:
      logger.warn('Unknown event type', { type: (event as { type?: unknown }).type });
  }
}

async function processRecord(record: SQSRecord): Promise<void> {
  let event: MarketEvent;
  try {
    event = JSON.parse(record.body) as MarketEvent;
  } catch {
    logger.error('Dropped an event that is not JSON', { messageId: record.messageId });
    return;
  }
  // A page of an announcement carries the origin of its tender_posted event.
  if (isAnnouncementPage(event)) await announcePage(event);
  else await handleEvent(event, originOf(event, record));
}

/**
 * Where an event's notifications come from: its own id and time (`eventId` and `at`, given at the write that caused
 * it; `eventKey` in awards queued by earlier versions), else, for an event queued before events had ids, the
 * queue message's.
 */
export function originOf(event: MarketEvent | RecordedEvent, record: Pick<SQSRecord, 'messageId' | 'attributes'>): NotificationOrigin {
  const keyed = event as { eventId?: unknown; eventKey?: unknown; at?: unknown };
  const atMs = typeof keyed.at === 'string' ? Date.parse(keyed.at) : NaN;
  const eventId = typeof keyed.eventId === 'string' && keyed.eventId ? keyed.eventId : typeof keyed.eventKey === 'string' && keyed.eventKey ? keyed.eventKey : undefined;
  if (eventId && !Number.isNaN(atMs)) return { eventId, atMs };
  return { eventId: record.messageId, atMs: Number(record.attributes.SentTimestamp) || Date.now() };
}

/** Takes an SQS batch of events; returns the ids of the records that failed (`batchItemFailures`). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => processPartialResponse(event, processRecord, processor, { context });
