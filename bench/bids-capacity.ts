/**
 * Bid figures on DynamoDB Local: read capacity of one page of the poster's bid list (25 bids,
 * newest first) with 10 and with 1,000 bids on the tender; the award's answer with 9 and with 999 other bids
 * (≤ 1 s, ratio ≤ 1.5); and the time and write capacity of the queued rejections of 999 other bids.
 */
import { randomUUID } from 'node:crypto';
import { withBenchTable } from './bench-table';

export interface BidCapacityFigures {
  lists: { bids: number; readUnits: number; items: number; ms: number }[];
  /** The award's answer (`ms`: its transaction) and its queued half (`settleMs`: the other bids Rejected). */
  award: { others: number; ms: number; settleMs: number; writeUnits: number; rejected: number };
  /** Median ms of the award's transaction with 9 (`small`) and 999 (`large`) other bids on the tender. */
  answers: { small: number; large: number };
}

/** Measures the list page at each bid count in `sizes` (ascending), then awards the largest tender. */
export async function measureBidCapacity(sizes: number[]): Promise<BidCapacityFigures> {
  return withBenchTable('bids', async () => {
    const { useTable } = await import('../lambdas/table/entities');
    const { BidEntity } = await import('../lambdas/features/tenders/data/bid-entities');
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
    // The award's answer with 9 and with 999 other bids: three tenders of each size, the median of each.
    const awardMs = async (others: number): Promise<number> => {
      const samples: number[] = [];
      for (let round = 0; round < 3; round++) {
        const id = randomUUID();
        await createTenderWithAttachments(
          { tenderId: id, title: 'Bench award', description: 'Award', expiryDate: '2099-06-30T20:59:59.000Z', status: 'Open', creatorId, location: 'Not specified', budgetCents: 0 },
          [{ attachmentId: randomUUID(), filename: 'plan.pdf', contentType: 'application/pdf', size: 1, s3Key: `tenders/${id}/a/plan.pdf` }],
        );
        const bids = Array.from({ length: others + 1 }, (_, n) => {
          const at = new Date(start + n * 1000).toISOString();
          return { tenderId: id, bidderId: randomUUID(), bidId: randomUUID(), amountCents: 10_000 + n, status: 'Pending' as const, createdAt: at, updatedAt: at };
        });
        for (let i = 0; i < bids.length; i += 500) await BidEntity.put(bids.slice(i, i + 500)).go();
        const t0 = performance.now();
        await acceptBid({ bid: bids[0]!, creatorId });
        samples.push(performance.now() - t0);
      }
      return samples.sort((x, y) => x - y)[1]!;
    };
    await awardMs(9); // warm-up: the first transactions pay for loading and compiling the code paths
    const answers = { small: await awardMs(9), large: await awardMs(999) };
    const { data: winner } = await BidEntity.query.byTenderBidder({ tenderId }).go({ limit: 1 });
    const t0 = performance.now();
    await acceptBid({ bid: winner[0]!, creatorId });
    const ms = performance.now() - t0;
    const t1 = performance.now();
    const { rejected, consumedWriteUnits } = await rejectOtherBids(tenderId, winner[0]!.bidderId, { returnConsumedCapacity: true });
    return { lists, answers, award: { others: count - 1, ms, settleMs: performance.now() - t1, writeUnits: consumedWriteUnits, rejected: rejected.length } };
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
  const { small, large } = bids.answers;
  console.log('\nAward answer (the transaction of winner, tender state and one-winner guarantee; median of 3 tenders each)');
  console.table([
    { 'other bids': 9, 'award ms': small.toFixed(1) },
    { 'other bids': 999, 'award ms': large.toFixed(1) },
  ]);
  console.log(`999 others ≤ 1 s: ${mark(large <= 1000)}; ratio 999 / 9 = ${(large / small).toFixed(2)} — ≤ 1.5: ${mark(large / small <= 1.5)}`);
  console.log('\nAward with 1,000 other bids to reject, and its queued half');
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
