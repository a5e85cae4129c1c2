/**
 * The announcement of a new tender to the approved geodesists it concerns (spec part 1, 4.3; where they work and
 * what they hear about: docs/decisions/server/service-areas.md), in two steps, so that several worker invocations
 * share it and a failed page is retried alone:
 * 1. `announceTender` (the tender_posted event): finds the recipients' ids and every open WebSocket connection
 *    (once), and queues one page message per 100 recipients on the events queue (SendMessageBatch), each carrying the
 *    event's origin; then tells the admins. A tender with a site goes to the geodesists who keep all of Estonia
 *    (account's audience, 1,000 a Query) and those with a service area that shares a point with the site (profiles'
 *    area index: the site's cells, then the exact areas), so its cost follows the recipients, not all geodesists.
 *    A tender without a site goes to every approved geodesist (role index, 1,000 a Query), as before areas.
 * 2. `announcePage` (one page message): reads the page's profiles (BatchGetItem), keeps those still approved
 *    geodesists whose saved searches the tender matches (none kept: any tender) and notifies them (notifyUsers: their
 *    preferences in one BatchGetItem, the in-app records, pushes to the connections the message carries, e-mails).
 * Idempotent: every page of an event carries that event's origin, so a page, or the whole event, handled
 * again writes the same records and queues e-mails that the e-mail worker sends once. A page message holds
 * user ids and connection ids only, never names or addresses (a dead letter shows no personal data, and an
 * account erased meanwhile is not read back).
 */
import { randomUUID } from 'node:crypto';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { forEachAllEstoniaPage, forEachApprovedPage, getProfiles, listProfilesByRole } from '../account/public';
import { getTenderSites, getTenders } from '../tenders/public';
import { ensureAudienceIndexed, geodesistsWithAreaAt, savedSearchesOf } from '../profiles/public';
import { searchesMatch } from '../profiles/domain/area-matching';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import { eventType, type EventOf } from '../../kernel/events';
import { encodeEmailBody as encodeAscii } from '../../kernel/mail-queue';
import { listOpenConnections } from './data/connections';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';
import type { Notice } from '../../domain/i18n/notices';

/** Recipients per page message: one BatchGetItem of their profiles, one of their preferences. */
export const ANNOUNCEMENT_PAGE_SIZE = 100;
/** Approved geodesists read per Query of the role index by the first step. */
const READ_PAGE_SIZE = 1_000;
/** SQS's limits of one SendMessageBatch request: entries, and bytes of all bodies together. */
const BATCH_ENTRIES = 10;
const BATCH_BYTES = 256 * 1024;

/**
 * One page of an announcement as queued on the events queue (`tender_posted_page`), declared like the marketplace
 * events so the notification worker's listener table (event-listeners.ts) dispatches it and parses it with its schema:
 * `{ tenderId, title, origin, userIds, connections? }`, where `origin` is the tender_posted event's (the records' ids
 * and the e-mails' keys come from it) and `connections` the open WebSocket connections of the page's recipients
 * that have any, by user id. Never recorded in the outbox; its id (`idOf`) names the event and the page's first recipient.
 */
export const tenderPostedPage = /* @__PURE__ */ eventType(
  'tender_posted_page',
  () =>
    z.object({
      tenderId: z.string(),
      title: z.string(),
      origin: z.object({ eventId: z.string(), atMs: z.number() }),
      userIds: z.array(z.string()),
      connections: z.optional(z.record(z.string(), z.array(z.string()))),
    }),
  (page) => `tender_posted_page:${page.origin.eventId}:${page.userIds[0] ?? ''}`,
  {
    tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
    title: 'Topographic survey of Raekoja plats, Tartu',
    // 2026-03-01T10:00:00Z, written as a number: a call here would keep the declaration in every bundle.
    origin: { eventId: 'tender_posted:7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11', atMs: 1_772_359_200_000 },
    userIds: ['3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73', '9c6e2f1a-7b4d-4e8c-8a3f-5d1b0e7c9a28'],
    connections: { '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73': ['Lk1mXcQ2FiAAcDw='] },
  },
);

/** One page of an announcement, as queued on the events queue. */
export type AnnouncementPage = EventOf<typeof tenderPostedPage>;

/** Whether a queue message body is an announcement page (rather than a marketplace event): its type, and its schema. */
export function isAnnouncementPage(body: unknown): body is AnnouncementPage {
  return (body as { type?: unknown } | null)?.type === tenderPostedPage.type && tenderPostedPage.schema.safeParse(body).success;
}

/** The notice of the announcement, in the app and in the e-mail. */
export const announcementNotice = (title: string): Notice => ({ key: 'notice.tenderPosted', values: { title } });

/**
 * Groups message bodies into SendMessageBatch requests: at most 10 a request and 256 KiB of bodies together
 * (each body is far below that: 100 ids and their connections).
 */
export function sendBatches(bodies: string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const body of bodies) {
    const size = Buffer.byteLength(body);
    if (current.length === BATCH_ENTRIES || (current.length > 0 && bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(body);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Queues `pages` on the events queue. Throws when SQS refuses any (the event is then retried, its pages queued again). */
async function queuePages(queueUrl: string, pages: AnnouncementPage[]): Promise<void> {
  await Promise.all(
    sendBatches(pages.map((p) => encodeAscii({ ...p }))).map(async (batch) => {
      const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: batch.map((body, i) => ({ Id: String(i), MessageBody: body })) }));
      if (out.Failed?.length) throw new Error(`${out.Failed.length} announcement pages were not queued`);
    }),
  );
}

/**
 * Step 1: shares the announcement of tender `event` out as page messages of ANNOUNCEMENT_PAGE_SIZE recipients
 * (see the module for who they are; each once) on the events queue, then notifies the admins (admin_tender_posted). Without an events queue (tests) each
 * page is announced here, one after another. `origin` defaults to a new one (not idempotent). Returns the
 * number of pages. Throws when the recipients cannot be read or a page cannot be queued.
 */
export async function announceTender(event: { tenderId: string; title: string }, origin: NotificationOrigin = { eventId: randomUUID(), atMs: Date.now() }): Promise<number> {
  const connections = await listOpenConnections();
  const queueUrl = config.eventsQueueUrl;
  let count = 0;
  const seen = new Set<string>();
  const share = async (ids: string[]) => {
    const fresh = ids.filter((id) => !seen.has(id));
    for (const id of fresh) seen.add(id);
    const pages: AnnouncementPage[] = [];
    for (let i = 0; i < fresh.length; i += ANNOUNCEMENT_PAGE_SIZE) {
      const userIds = fresh.slice(i, i + ANNOUNCEMENT_PAGE_SIZE);
      const open = Object.fromEntries(userIds.flatMap((id) => (connections.has(id) ? [[id, connections.get(id)!]] : [])));
      pages.push({ type: 'tender_posted_page', tenderId: event.tenderId, title: event.title, origin, userIds, connections: open });
    }
    count += pages.length;
    if (queueUrl) await queuePages(queueUrl, pages);
    else for (const page of pages) await announcePage(page);
  };
  const site = (await getTenderSites([event.tenderId])).get(event.tenderId)?.geometry;
  if (site) {
    await ensureAudienceIndexed();
    await forEachAllEstoniaPage(READ_PAGE_SIZE, share);
    await share(await geodesistsWithAreaAt(site));
  } else {
    await forEachApprovedPage('geodesist', READ_PAGE_SIZE, (profiles) => share(profiles.map((p) => p.userId)));
  }
  await notifyUsers(
    await listProfilesByRole('admin'),
    { type: 'admin_tender_posted', notice: announcementNotice(event.title), referenceId: event.tenderId, referenceType: 'tender', tenderTitle: event.title },
    { origin },
  );
  return count;
}

/**
 * Those of `people` whose saved searches tender `tenderId` matches (one kept none: any tender; area-matching.ts
 * searchesMatch). Reads their profiles' searches (BatchGetItem) and, when any keeps one, the tender (GetItem).
 */
async function keepSearchMatches<T extends { userId: string }>(people: T[], tenderId: string): Promise<T[]> {
  const searches = await savedSearchesOf(people.map((p) => p.userId));
  if (searches.size === 0) return people;
  const [tender] = await getTenders([tenderId]);
  if (!tender) return [];
  return people.filter((p) => searchesMatch(searches.get(p.userId) ?? [], tender));
}

/**
 * Step 2: notifies the recipients of one page who are still approved geodesists (tender_posted: in the app,
 * pushed to the connections the page carries, by e-mail per their preferences: at once, with one-click unsubscribe, or
 * as a line of their daily digest), with the event's origin.
 * Returns how many were notified in the app and by e-mail. Throws when a read or a write fails (the page is retried alone).
 */
export async function announcePage(page: AnnouncementPage): Promise<{ inApp: number; emails: number }> {
  // A geodesist being erased gets nothing new.
  const approved = (await getProfiles(page.userIds)).filter((p) => p.role === 'geodesist' && p.approvalStatus === 'approved' && !p.erasingAt);
  const recipients = await keepSearchMatches(approved, page.tenderId);
  return notifyUsers(
    recipients,
    { type: 'tender_posted', notice: announcementNotice(page.title), referenceId: page.tenderId, referenceType: 'tender', tenderTitle: page.title },
    // A geodesist who chose the daily digest gets a line of it instead of the e-mail (digest-collect.ts).
    { origin: page.origin, connections: new Map(Object.entries(page.connections ?? {})), digest: true },
  );
}
