/**
 * The notification worker's listeners (lambdas/features/notifications/event-listeners.ts; spec part 1, 4.3; part 2,
 * 4 and 7 "Notifications"), each fed its emitter's own example (lambdas/features/<feature>/events.ts) as the outbox
 * relay sends it: who is notified, with which message, by e-mail too; every declared event type has a listener; a
 * body of an unknown type or failing its type's schema is logged and dropped, never retried.
 */
import './env';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatEuros } from '../../lambdas/domain/money';
import type { AnyEventType } from '../../lambdas/kernel/events';
import { logger } from '../../lambdas/kernel/logger';
import { outboxItem } from '../../lambdas/table/outbox';
import { userRegistered } from '../../lambdas/features/account/events';
import { systemTest } from '../../lambdas/features/notifications/events';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import { bidAccepted, bidReceived, bidRejected } from '../../lambdas/features/bids/events';
import { deliverablesAccepted, deliveryChangesRequested, deliverySubmitted } from '../../lambdas/features/deliveries/events';
import { tenderDeleted, tenderPosted } from '../../lambdas/features/tenders/events';
import { tenderPostedPage, type AnnouncementPage } from '../../lambdas/features/notifications/announcement';
import { digestPage } from '../../lambdas/features/notifications/digest-send';
import { tenderCancelled } from '../../lambdas/features/procurement/events';
import { ratingHidden, ratingsRevealed } from '../../lambdas/features/ratings/events';
import { listeners } from '../../lambdas/features/notifications/event-listeners';
import { handler } from '../../lambdas/features/notifications/workers/notification-worker';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { context, ddb, profile, profileItem, resetMocks, sqs } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const EVENTS_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/events';
const EMAIL_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/email';
const AT = '2026-03-01T10:00:00.000Z';

// The people of the examples: the poster, the contractor (who also registered) and another bidder, and an admin.
const poster = profile({ userId: tenderPosted.example.creatorId, role: 'tenderPoster', email: 'poster@example.com' });
const contractor = profile({ userId: bidAccepted.example.bidderId, role: 'geodesist', email: 'mari@example.com', firstName: 'Mari', lastName: 'Maasikas' });
const other = profile({ userId: tenderDeleted.example.bidderIds[1]!, role: 'geodesist', email: 'other@example.com' });
const admin = profile({ userId: systemTest.example.userId, role: 'admin', email: 'admin@example.com' });

let stored: Profile[];
let bids: { bidderId: string; status: 'Pending' | 'Accepted' | 'Rejected' | 'Cancelled' }[];
let records: Record<string, unknown>[];

beforeEach(() => {
  resetMocks();
  ws.reset();
  process.env.EVENTS_QUEUE_URL = EVENTS_QUEUE;
  stored = [poster, contractor, other, admin];
  bids = [];
  records = [];
  // The stored profiles' items, made again when a test stores others.
  let itemsOf: [Profile[], Record<string, unknown>[]] = [[], []];
  const items = () => (itemsOf[0] === stored ? itemsOf[1] : (itemsOf = [stored, stored.map(profileItem)])[1]);
  const keyed = (key: { pk: string; sk: string }) => items().find((i) => i.pk === key.pk && i.sk === key.sk);
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: keyed(input.Key) }));
  ddb.on(QueryCommand).callsFake((input: { IndexName?: string }) => {
    if (input.IndexName === 'gsi2') {
      const role = JSON.stringify(input).includes('role_geodesist') ? 'geodesist' : 'admin';
      return { Items: items().filter((i) => i.role === role && i.approvalStatus === 'approved') };
    }
    // The bids of the example's tender (its partition); no WebSocket connection anywhere.
    if (!input.IndexName)
      return { Items: bids.map((b, i) => BidEntity.create({ tenderId: bidAccepted.example.tenderId, bidId: `b-${i}`, amountCents: 1, createdAt: AT, updatedAt: AT, ...b }).params().Item) };
    return { Items: [] };
  });
  ddb.on(UpdateCommand).callsFake((input: { Key: { sk: string }; ExpressionAttributeValues?: Record<string, unknown> }) => {
    // The award's settlement writes Rejected, the cancellation's Cancelled.
    const to = Object.values(input.ExpressionAttributeValues ?? {}).includes('Cancelled') ? 'Cancelled' : 'Rejected';
    for (const b of bids) if (input.Key.sk.includes(b.bidderId.toLowerCase())) b.status = to;
    return {};
  });
  // Profiles, and the records written so far (a repeat of an event reads them); no preferences.
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([table, r]) => [table, r.Keys.flatMap((k) => [keyed(k), records.find((n) => n.pk === k.pk && n.sk === k.sk)].filter(Boolean))]),
    ),
    UnprocessedKeys: {},
  }));
  ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put?: { Item: Record<string, unknown> } }[] }) => {
    // The records a listener puts (a completed project's count adds to profiles too: no record).
    records.push(...input.TransactItems.flatMap((t) => (t.Put ? [t.Put.Item] : [])));
    return {};
  });
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
  ws.on(PostToConnectionCommand).resolves({});
});
afterEach(() => {
  delete process.env.EVENTS_QUEUE_URL;
  vi.restoreAllMocks();
});

/** Hands `body` to the worker as one SQS record; expects no failure. */
async function deliver(body: string, messageId = 'm-1'): Promise<void> {
  const record = {
    messageId,
    receiptHandle: 'r',
    body,
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.parse(AT)) },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-central-1:1:events',
    awsRegion: 'eu-central-1',
  };
  expect((await handler({ Records: [record] } as never, context)).batchItemFailures).toEqual([]);
}
/** The body of `event`'s example as the outbox relay sends it. */
const bodyOf = (event: AnyEventType) => outboxItem(event, event.example, AT).Put!.Item!.body as string;
/** The in-app records written: recipient, type and message. */
const written = () => records.filter((i) => i.__edb_e__ === 'notification').map((i) => [i.userId, i.type, i.message]);
const queuedTo = (queueUrl: string) =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .filter((c) => c.args[0].input.QueueUrl === queueUrl)
    .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!)));
const mails = () => queuedTo(EMAIL_QUEUE).map((m: { to: string[]; subject: string; dedupeKey?: string }): [string[], string, string | undefined] => [m.to, m.subject, m.dedupeKey]);

describe('the listener table', () => {
  it('has a listener for every event type a feature declares (lambdas/features/*/events.ts), and each example passes its own schema', async () => {
    const features = join(import.meta.dirname, '..', '..', 'lambdas', 'features');
    const declared: AnyEventType[] = [];
    for (const feature of readdirSync(features).filter((f) => readdirSync(join(features, f)).includes('events.ts'))) {
      const exports = Object.values(await import(join(features, feature, 'events.ts'))) as Partial<AnyEventType>[];
      declared.push(...(exports.filter((e) => typeof e?.type === 'string' && typeof e.idOf === 'function' && 'example' in e) as AnyEventType[]));
    }
    expect(declared.map((e) => e.type).sort()).toEqual(
      [
        'bid_accepted',
        'bid_received',
        'bid_rejected',
        'deliverables_accepted',
        'delivery_changes_requested',
        'delivery_review_due',
        'delivery_submitted',
        'digest_due',
        'message_hidden',
        'message_posted',
        'message_unread',
        'question_asked',
        'question_answered',
        'deadline_moved',
        'ratings_revealed',
        'ratings_reveal_due',
        'rating_replied',
        'rating_hidden',
        'system_test',
        'tender_amended',
        'tender_cancelled',
        'tender_deadline_near',
        'tender_deleted',
        'tender_posted',
        'user_approval_decided',
        'user_erased',
        'user_registered',
      ].sort(),
    );
    const listened = listeners.map((l) => l.event);
    for (const event of declared) expect(listened, event.type).toContain(event);
    for (const event of [...declared, tenderPostedPage, digestPage]) expect(event.schema.safeParse(event.example).success, event.type).toBe(true);
    expect(new Set(listened.map((e) => e.type)).size).toBe(listened.length);
  });
});

describe('each listener, fed its emitter’s example', () => {
  const T = tenderPosted.example.title;

  it('tender_posted: queues the approved geodesists as page messages with the event’s origin, and tells the admins', async () => {
    await deliver(bodyOf(tenderPosted));
    const pages = queuedTo(EVENTS_QUEUE) as AnnouncementPage[];
    expect(pages).toEqual([
      {
        type: 'tender_posted_page',
        tenderId: tenderPosted.example.tenderId,
        title: T,
        origin: { eventId: `tender_posted:${tenderPosted.example.tenderId}`, atMs: Date.parse(AT) },
        userIds: [contractor.userId, other.userId],
        connections: {},
      },
    ]);
    expect(written()).toEqual([[admin.userId, 'admin_tender_posted', `A new tender has been posted: "${T}"`]]);
  });

  it('tender_posted_page: notifies the page’s approved geodesists and pushes to the connections it carries', async () => {
    await deliver(JSON.stringify({ type: tenderPostedPage.type, ...tenderPostedPage.example }));
    expect(written()).toEqual([
      [contractor.userId, 'tender_posted', `A new tender has been posted: "${T}"`],
      [other.userId, 'tender_posted', `A new tender has been posted: "${T}"`],
    ]);
    expect(ws.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input.ConnectionId)).toEqual(Object.values(tenderPostedPage.example.connections!).flat());
    expect(mails().map(([to]) => to)).toEqual([[contractor.email], [other.email]]);
  });

  it('bid_received: the poster and the admins', async () => {
    await deliver(bodyOf(bidReceived));
    const euros = formatEuros(bidReceived.example.amountCents);
    expect(written()).toEqual([
      [poster.userId, 'bid_received', `You received a new bid of ${euros} on "${T}"`],
      [admin.userId, 'admin_bid_received', `A bid of ${euros} was placed on "${T}"`],
    ]);
    expect(mails()).toEqual([
      [[poster.email], `New Bid Received "${T}" — GeoTender`, `bid_received:${bidReceived.example.bidId}:bid_received:${poster.userId}`],
      [[admin.email], expect.any(String), `bid_received:${bidReceived.example.bidId}:admin_bid_received:${admin.userId}`],
    ]);
  });

  it('bid_accepted: the winner, then settles the award: the other Pending bid becomes Rejected and its bidder is told', async () => {
    bids = [
      { bidderId: contractor.userId, status: 'Accepted' },
      { bidderId: other.userId, status: 'Pending' },
    ];
    await deliver(bodyOf(bidAccepted));
    expect(bids.map((b) => b.status)).toEqual(['Accepted', 'Rejected']);
    expect(written()).toEqual([
      [contractor.userId, 'bid_accepted', `Your bid of ${formatEuros(bidAccepted.example.amountCents)} on "${T}" has been accepted`],
      [other.userId, 'bid_rejected', `Another bid was accepted for "${T}"`],
    ]);
  });

  it('tender_cancelled: its live bids become Cancelled (a Rejected one stays), every bidder is told once however often it comes', async () => {
    bids = [
      { bidderId: contractor.userId, status: 'Rejected' },
      { bidderId: other.userId, status: 'Pending' },
    ];
    await deliver(bodyOf(tenderCancelled));
    expect(bids.map((b) => b.status)).toEqual(['Rejected', 'Cancelled']);
    const message = `The tender "${T}" has been cancelled (Budget withdrawn)`;
    expect(written()).toEqual([
      [contractor.userId, 'tender_cancelled', message],
      [other.userId, 'tender_cancelled', message],
    ]);
    expect(mails().map(([to, subject]) => [to, subject])).toEqual([
      [[contractor.email], `Tender Cancelled "${T}" — GeoTender`],
      [[other.email], `Tender Cancelled "${T}" — GeoTender`],
    ]);
    const updates = ddb.commandCalls(UpdateCommand).length;
    await deliver(bodyOf(tenderCancelled), 'm-again');
    expect(written()).toHaveLength(2);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(updates);
  });

  it('tender_cancelled by an admin: the Accepted bid becomes Cancelled; the contractor and the poster are told', async () => {
    bids = [{ bidderId: contractor.userId, status: 'Accepted' }];
    const body = outboxItem(tenderCancelled, { ...tenderCancelled.example, contractorId: contractor.userId, cancelledByRole: 'admin' }, AT).Put!.Item!.body as string;
    await deliver(body);
    expect(bids.map((b) => b.status)).toEqual(['Cancelled']);
    expect(written().map(([userId]) => userId)).toEqual([contractor.userId, poster.userId]);
  });

  it('bid_rejected (legacy, still honoured): the bidders it names', async () => {
    await deliver(bodyOf(bidRejected));
    expect(written()).toEqual([[other.userId, 'bid_rejected', `Another bid was accepted for "${T}"`]]);
  });

  it('delivery_submitted: the poster and the admins', async () => {
    await deliver(bodyOf(deliverySubmitted));
    expect(written()).toEqual([
      [poster.userId, 'delivery_submitted', `Deliverables have been submitted for "${T}"`],
      [admin.userId, 'admin_delivery_submitted', `Deliverables have been submitted for "${T}"`],
    ]);
  });

  it('delivery_changes_requested: logged only, with ids and without the comment', async () => {
    const info = vi.spyOn(logger, 'info');
    await deliver(bodyOf(deliveryChangesRequested));
    expect(written()).toEqual([]);
    expect(info).toHaveBeenCalledWith('Changes requested on a delivery', { tenderId: deliveryChangesRequested.example.tenderId, deliveryId: deliveryChangesRequested.example.deliveryId });
  });

  it('deliverables_accepted: the contractor and the admins', async () => {
    await deliver(bodyOf(deliverablesAccepted));
    expect(written()).toEqual([
      [contractor.userId, 'deliverables_accepted', `Your deliverables for "${T}" have been accepted`],
      [admin.userId, 'admin_deliverables_accepted', `Deliverables for tender "${T}" have been accepted`],
    ]);
  });

  it('ratings_revealed: both rated persons; rating_hidden: the author, with the reason', async () => {
    await deliver(bodyOf(ratingsRevealed));
    await deliver(bodyOf(ratingHidden), 'm-2');
    expect(written()).toEqual([
      [poster.userId, 'rating_received', `The ratings of "${T}" are revealed: see how you were rated`],
      [contractor.userId, 'rating_received', `The ratings of "${T}" are revealed: see how you were rated`],
      [contractor.userId, 'rating_hidden', `Your rating on "${T}" was hidden by an admin: Personal details of a third person`],
    ]);
  });

  it('tender_deleted: the bidders and the admins', async () => {
    await deliver(bodyOf(tenderDeleted));
    expect(written()).toEqual([
      [contractor.userId, 'tender_deleted', `The tender "${T}" you bid on has been deleted`],
      [other.userId, 'tender_deleted', `The tender "${T}" you bid on has been deleted`],
      [admin.userId, 'admin_tender_deleted', `The tender "${T}" has been deleted`],
    ]);
  });

  it('system_test: the admin who asked, in the app and by e-mail', async () => {
    await deliver(bodyOf(systemTest));
    expect(written()).toEqual([[admin.userId, 'system_notification', 'This is a test notification from GeoTender.']]);
    expect(mails().map(([to]) => to)).toEqual([[admin.email]]);
  });
});

describe('user_registered', () => {
  const e = userRegistered.example;
  const registration = [[admin.email], `New Geodesist registration: ${e.name}`, `user_registered:${e.userId}:admin_registration:0`];

  it('tells the admins in the app and e-mails them once, with the subject and text of the registration e-mail', async () => {
    await deliver(bodyOf(userRegistered));
    expect(written()).toEqual([[admin.userId, 'admin_user_registered', `${e.name} (${e.email}) registered as Geodesist and awaits your approval`]]);
    expect(mails()).toEqual([registration]);
    expect(queuedTo(EMAIL_QUEUE)[0]).toMatchObject({ text: `${e.name} (${e.email}) registered as Geodesist.\n\nThe account is awaiting your approval: https://geotender.example/admin` });
  });

  it('says no approval is needed for an account that needs none', async () => {
    await deliver(outboxItem(userRegistered, { ...e, role: 'Tender Poster', needsApproval: false }, AT).Put!.Item!.body as string);
    expect(queuedTo(EMAIL_QUEUE)[0]).toMatchObject({ subject: `New Tender Poster registration: ${e.name}`, text: `${e.name} (${e.email}) registered as Tender Poster.\n\nNo approval is needed.` });
  });

  it('delivered again under a new message id writes no record again and queues the e-mail under the same key, which the e-mail worker sends once', async () => {
    await deliver(bodyOf(userRegistered), 'm-1');
    await deliver(bodyOf(userRegistered), 'm-2');
    expect(written()).toHaveLength(1);
    expect(mails()).toEqual([registration, registration]);
  });

  it('reaches 101 admins with one e-mail per 50 addresses, each under its own key', async () => {
    const many = Array.from({ length: 101 }, (_, i) => profile({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, role: 'admin', email: `admin${i}@example.com` }));
    stored = [contractor, ...many];
    await deliver(bodyOf(userRegistered));
    expect(mails().map(([to, , key]) => [to.length, key])).toEqual([0, 1, 2].map((i) => [[50, 50, 1][i], `user_registered:${e.userId}:admin_registration:${i}`]));
    expect(mails().flatMap(([to]) => to)).toEqual(many.map((a) => a.email));
  });

  it('announces nothing, in the app or by e-mail, for an account erased since', async () => {
    stored = stored.map((p) => (p.userId === e.userId ? { ...p, erasingAt: AT } : p));
    await deliver(bodyOf(userRegistered));
    expect(written()).toEqual([]);
    expect(mails()).toEqual([]);
  });

  it('fails the record when the e-mail cannot be queued, so the queue retries the event', async () => {
    sqs.on(SendMessageBatchCommand, { QueueUrl: EMAIL_QUEUE }).resolves({ Successful: [], Failed: [{ Id: '0', Code: 'x', SenderFault: false }] });
    const record = {
      messageId: 'm-9',
      receiptHandle: 'r',
      body: bodyOf(userRegistered),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: '1' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'a',
      awsRegion: 'eu-central-1',
    };
    // The batch's one record failed: the whole batch goes back to the queue.
    await expect(handler({ Records: [record] } as never, context)).rejects.toThrow('All records failed processing');
  });
});

describe('a body the listeners cannot read', () => {
  it('failing its type’s schema is logged (type and ids, the issues’ paths) and dropped: nothing written, nothing retried', async () => {
    const error = vi.spyOn(logger, 'error');
    const body = { ...JSON.parse(bodyOf(bidReceived)), amountCents: 'a lot', title: 'Flurstück of Mari Maasikas' };
    await deliver(JSON.stringify(body));
    expect(written()).toEqual([]);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
    expect(error).toHaveBeenCalledWith('Dropped an event that fails its schema', {
      type: 'bid_received',
      tenderId: bidReceived.example.tenderId,
      creatorId: bidReceived.example.creatorId,
      bidId: bidReceived.example.bidId,
      eventId: `bid_received:${bidReceived.example.bidId}`,
      issues: [{ path: 'amountCents', code: 'invalid_type' }],
    });
    expect(JSON.stringify(error.mock.calls)).not.toContain('Maasikas');
  });

  it('of a page without its origin is dropped the same way', async () => {
    const error = vi.spyOn(logger, 'error');
    const { origin: _, ...page } = tenderPostedPage.example;
    await deliver(JSON.stringify({ type: tenderPostedPage.type, ...page }));
    expect(written()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Dropped an event that fails its schema', expect.objectContaining({ type: 'tender_posted_page', issues: [{ path: 'origin', code: 'invalid_type' }] }));
  });

  it('of an unknown type, or not JSON, is logged and dropped', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    await deliver(JSON.stringify({ type: 'tender_sold', tenderId: 't' }));
    await deliver('{not json');
    expect(warn).toHaveBeenCalledWith('Dropped an event of an unknown type', { type: 'tender_sold' });
    expect(error).toHaveBeenCalledWith('Dropped an event that is not JSON', { messageId: 'm-1' });
    expect(written()).toEqual([]);
  });
});
