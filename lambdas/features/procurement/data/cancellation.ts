/**
 * Writing a tender's cancellation (docs/decisions/procurement/cancellation.md) and settling its bids afterwards. The
 * cancellation lives on the tender item (`cancellation`, tenders/data/tender-models.ts), so the tender's page reads it
 * with the tender; the `cancelled` history entry and the `tender_cancelled` event are parts of the same transaction.
 * The bids are marked Cancelled by the event's listener, page by page, so the request never grows with the bidders.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bidModel, historyItem, statusCounter, tenderModel, type BidItem, type TenderItem } from '../../tenders/public';
import type { Role } from '../../../domain/roles';
import { documentClient } from '../../../table/client';
import { whereAll } from '../../../table/conditions';
import { tableOf, transactWrite, type TransactItem } from '../../../table/model-table';
import { count, move } from '../../../table/stats';
import type { CancelReason } from '../domain/cancellation';
import { cancellable } from '../domain/cancel-rules';

/** The document of a cancellation as stored: its key under `tenders/{tenderId}/cancellation/`, name, type and bytes. */
export interface CancellationDocument {
  s3Key: string;
  filename: string;
  contentType: string;
  size: number;
}

/** A cancellation as stored on the tender item: reason code, explanation, who (role and id), when (ISO instant), document. */
export interface StoredCancellation {
  reason: CancelReason;
  text?: string;
  byRole: Role;
  byId: string;
  at: string;
  document?: CancellationDocument;
}

/** A tender item with the cancellation it may carry. */
export type CancellableTender = TenderItem & { cancellation?: StoredCancellation };

const tenders = tableOf<CancellableTender>(tenderModel);
const bids = tableOf<BidItem>(bidModel);

/** Where a cancellation's document is kept: `tenders/{tenderId}/cancellation/{fileId}/{filename}` (the tender's own prefix). */
export function cancellationDocumentKey(tenderId: string, fileId: string, filename: string): string {
  return `tenders/${tenderId}/cancellation/${fileId}/${filename}`;
}

/**
 * Cancels `tender` (as read by the caller) for `who` in ONE transaction: the tender becomes Cancelled with its
 * `cancellation` and leaves the map index (siteCell and siteGeohash removed), under the rule `cancellable(who)`
 * (domain/cancel-rules.ts) and the version check "status is still what was read" (so a concurrent award, delivery or
 * completion is refused and the live counts move from the right status); the `cancelled` history entry (details:
 * reason, text) and `also` (the event's outbox item) join it. Returns the stored cancellation. Throws
 * TransactionCanceledException when a condition fails (nothing written).
 */
export async function cancelTender(input: {
  tender: Pick<TenderItem, 'tenderId' | 'status'>;
  who: { userId: string; role: Role };
  reason: CancelReason;
  text: string | null;
  document?: CancellationDocument;
  at?: string;
  also?: readonly TransactItem[];
}): Promise<StoredCancellation> {
  const at = input.at ?? new Date().toISOString();
  const { tenderId, status } = input.tender;
  const cancellation: StoredCancellation = {
    reason: input.reason,
    ...(input.text ? { text: input.text } : {}),
    byRole: input.who.role,
    byId: input.who.userId,
    at,
    ...(input.document ? { document: input.document } : {}),
  };
  await transactWrite([
    tenders.updateItem(
      { tenderId },
      {
        set: { status: 'Cancelled', cancellation, updatedAt: at },
        // Off the map index: the map shows Open tenders only.
        remove: ['siteCell', 'siteGeohash'],
        where: whereAll(cancellable(input.who), (a, op) => op.eq(a.status, status)),
      },
      { mustExist: true },
    ),
    historyItem({ tenderId, kind: 'cancelled', actorRole: input.who.role, actorId: input.who.userId, details: { reason: input.reason, ...(input.text ? { text: input.text } : {}) }, at }),
    ...(input.also ?? []),
  ]);
  await count(move(statusCounter(status), statusCounter('Cancelled')));
  return cancellation;
}

/** Bids marked per batch of parallel conditional updates. */
const CANCEL_CONCURRENCY = 25;
/** Bids read per page of the tender's partition. */
const BIDS_PAGE = 200;

/**
 * The queued half of a cancellation: every Pending or Accepted bid of the tender becomes Cancelled, page by page
 * through the tender's partition (BIDS_PAGE a Query), each with an update conditioned on the bid still being Pending
 * or Accepted (a Rejected bid stays Rejected). After each page, `each(bidderIds)` gets every bidder of that page,
 * whatever their bid's status (the listener tells them). Idempotent: a repeat marks nothing twice and hands the same
 * pages again (whose notifications are keyed by the event). Returns how many bids it marked now.
 */
export async function cancelTenderBids(tenderId: string, each: (bidderIds: string[]) => Promise<void>): Promise<number> {
  let marked = 0;
  let cursor: string | null = null;
  do {
    const page = await bids.query('byTenderBidder', { tenderId }, { cursor, limit: BIDS_PAGE, attributes: ['tenderId', 'bidderId', 'status'] });
    const live = page.items.filter((b) => b.status === 'Pending' || b.status === 'Accepted');
    for (let i = 0; i < live.length; i += CANCEL_CONCURRENCY) {
      await Promise.all(
        live.slice(i, i + CANCEL_CONCURRENCY).map(async (b) => {
          const at = new Date().toISOString();
          const { Update: update } = bids.updateItem(
            { tenderId, bidderId: b.bidderId },
            // allOf (table/expressions.ts) puts the OR in parentheses beside the existence check.
            { set: { status: 'Cancelled', updatedAt: at }, where: (a, op) => `${op.eq(a.status, 'Pending')} OR ${op.eq(a.status, 'Accepted')}` },
            { mustExist: true },
          );
          try {
            await documentClient.send(new UpdateCommand(update!));
            marked++;
          } catch (error) {
            if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
          }
        }),
      );
    }
    await each(page.items.map((b) => b.bidderId));
    cursor = page.cursor;
  } while (cursor);
  return marked;
}
