/**
 * Bid figures on DynamoDB Local (issue 8): read capacity of one page of the poster's bid list (25 bids,
 * newest first) with 10 and with 1,000 bids on the tender, and the time and write capacity of an award
 * whose rejections touch 1,000 other bids.
 */
import { randomUUID } from 'node:crypto';
import { withBenchTable } from './bench-table';

export interface BidCapacityFigures {
  lists: { bids: number; readUnits: number; items: number; ms: number }[];
  /** The award's answer (`ms`: its transaction) and its queued half (`settleMs`: the other bids Rejected, issue 23, 2). */
  award: { others: number; ms: number; settleMs: number; writeUnits: number; rejected: number };
}

/** Measures the list page at each bid count in `sizes` (ascending), then awards the largest tender. */
export async function measureBidCapacity(sizes: number[]): Promise<BidCapacityFigures> {
  return withBenchTable('bids', async () => {
    const { useTable } = await import('../lambdas/table/entities');
    const { BidEntity } = await import('../lambdas/features/bids/data/bid-entities');
    useTable();
    const { createTenderWithAttachments } = await import('../lambdas/features/tenders/data/tenders');
    const { acceptBid, listTenderBids, rejectOtherBids } = await import('../lambdas/features/bids/data/bids');
    const tenderId = randomUUID();
    const creatorId = randomUUID();
    await createTenderWithAttachments(
      { tenderId, title: 'Bench survey', description: 'Many bids', expiryDate: '2099-06-30T20:59:59.000Z', status: 'Open', creatorId, location: 'Not specified', budgetCents: 0 },
      [{ attachmentId: randomUUID(), filename: 'plan.pdf', contentType: 'application/pdf', size: 1, s3Key: `tenders/${tenderId}/a/plan.pdf` }],
    );
    const lists: BidCapacityFigures['lists'] = [];
    let count = 0;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (const size of sizes) {
      const batch = [];
      for (; count < size; count++) {
        const at = new Date(start + count * 1000).toISOString();
        batch.push({ tenderId, bidderId: randomUUID(), bidId: randomUUID(), amountCents: 10_000 + count, status: 'Pending' as const, createdAt: at, updatedAt: at });
      }
      for (let i = 0; i < batch.length; i += 500) await BidEntity.put(batch.slice(i, i + 500)).go();
      const t0 = performance.now();
      const page = await listTenderBids(tenderId, { limit: 25 }, { returnConsumedCapacity: true });
      lists.push({ bids: size, readUnits: page.consumedReadUnits, items: page.items.length, ms: performance.now() - t0 });
    }
    const { data: winner } = await BidEntity.query.byTenderBidder({ tenderId }).go({ limit: 1 });
    const t0 = performance.now();
    await acceptBid({ bid: winner[0]!, creatorId });
    const ms = performance.now() - t0;
    const t1 = performance.now();
    const { rejected, consumedWriteUnits } = await rejectOtherBids(tenderId, winner[0]!.bidderId, { returnConsumedCapacity: true });
    return { lists, award: { others: count - 1, ms, settleMs: performance.now() - t1, writeUnits: consumedWriteUnits, rejected: rejected.length } };
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const bids = await measureBidCapacity([10, 1_000]);
  console.log("\nPoster's bid list of a tender (one page of 25): read capacity consumed");
  console.table(bids.lists.map((l) => ({ bids: l.bids, 'RCU per page': l.readUnits, 'items returned': l.items, 'query ms': l.ms.toFixed(1) })));
  // A page holds at most 25 bids: with 10 bids it is not full, so compare the capacity per bid returned.
  const [a, b] = bids.lists.map((l) => l.readUnits / Math.max(1, l.items));
  console.log(`RCU per returned bid, 1,000 / 10 = ${(b! / a!).toFixed(3)} — within 10%: ${mark(Math.abs(b! / a! - 1) <= 0.1)} (a page never reads more than 25 bids)`);
  console.log('\nAward with 1,000 other bids to reject');
  console.table([
    {
      'other bids': bids.award.others,
      'award answer ms': bids.award.ms.toFixed(0),
      'queued rejections ms': bids.award.settleMs.toFixed(0),
      'WCU of the rejections': bids.award.writeUnits,
      rejected: bids.award.rejected,
    },
  ]);
}
