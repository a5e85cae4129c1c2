/**
 * Amendment figures on DynamoDB Local (docs/decisions/procurement/amendments.md): the amendment's write (the edit's
 * transaction with its version items, history entries and tender_amended outbox item, and the word index) on a
 * tender with 10 and with 1,000 bids, median of 5 amendments each. Telling the bidders is queued work (the
 * listener reads them), and no bid is written, so the two should cost the same (target: ratio ≤ 1.5).
 */
import { randomUUID } from 'node:crypto';
import { withBenchTable } from './bench-table';

export interface AmendmentFigures {
  rows: { bids: number; medianMs: number; bidWrites: number }[];
}

/** Measures amendments of a tender with each bid count in `sizes`. */
export async function measureAmendments(sizes: number[]): Promise<AmendmentFigures> {
  return withBenchTable('amend', async () => {
    const { useTable } = await import('../lambdas/table/entities');
    const { BidEntity } = await import('../lambdas/features/tenders/data/bid-entities');
    useTable();
    const { createTenderWithAttachments, getTenderWithAttachments } = await import('../lambdas/features/tenders/data/tenders');
    const { updateTender } = await import('../lambdas/features/tenders/data/tender-edits');
    const { amendmentExtras } = await import('../lambdas/features/tenders/amendment');
    const rows: AmendmentFigures['rows'] = [];
    const amendOnce = async (tenderId: string, round: number): Promise<number> => {
      const found = (await getTenderWithAttachments(tenderId))!;
      const at = new Date().toISOString();
      const t0 = performance.now();
      await updateTender({
        current: found.tender,
        creatorId: found.tender.creatorId,
        changes: { description: `Survey of the parcel boundary, amended ${round} times` },
        add: [],
        remove: [],
        at,
        extras: amendmentExtras({
          current: found.tender,
          attachments: found.attachments,
          removedIds: new Set(),
          actorId: found.tender.creatorId,
          actorRole: 'tenderPoster',
          at,
          reason: `Round ${round}`,
          deadlineMovedByRule: false,
        }),
      });
      return performance.now() - t0;
    };
    for (const size of [sizes[0]!, ...sizes]) {
      const tenderId = randomUUID();
      const creatorId = randomUUID();
      await createTenderWithAttachments(
        {
          tenderId,
          title: 'Bench amendment',
          description: 'Survey of the parcel boundary',
          expiryDate: '2099-06-30T20:59:59.000Z',
          status: 'Open',
          creatorId,
          location: 'Not specified',
          budgetCents: 0,
        },
        [{ attachmentId: randomUUID(), filename: 'plan.pdf', contentType: 'application/pdf', size: 1, s3Key: `tenders/${tenderId}/a/plan.pdf` }],
      );
      const start = Date.parse('2026-01-01T00:00:00Z');
      const bids = Array.from({ length: size }, (_, n) => {
        const at = new Date(start + n * 1000).toISOString();
        return { tenderId, bidderId: randomUUID(), bidId: randomUUID(), amountCents: 10_000 + n, status: 'Pending' as const, createdAt: at, updatedAt: at, tenderVersion: 1 };
      });
      for (let i = 0; i < bids.length; i += 500) await BidEntity.put(bids.slice(i, i + 500)).go();
      const { TenderEntity } = await import('../lambdas/features/tenders/data/tender-entities');
      await TenderEntity.patch({ tenderId }).set({ bidCount: size }).go();
      const samples: number[] = [];
      for (let round = 1; round <= 5; round++) samples.push(await amendOnce(tenderId, round));
      const { data } = await BidEntity.query.byTenderBidder({ tenderId }).go({ pages: 'all' });
      // Bids written by the amendments: none should have moved from the version they were placed at.
      rows.push({ bids: size, medianMs: samples.sort((a, b) => a - b)[2]!, bidWrites: data.filter((b) => b.tenderVersion !== 1).length });
    }
    // The first row warmed the code paths up.
    return { rows: rows.slice(1) };
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const { rows } = await measureAmendments([10, 1_000]);
  console.log('\nAmendment of a tender (its transaction: version items, history, outbox; the word index): median of 5');
  console.table(rows.map((r) => ({ bids: r.bids, 'amendment ms': r.medianMs.toFixed(1), 'bids written': r.bidWrites })));
  const [small, large] = rows;
  console.log(
    `ratio 1,000 / 10 bids = ${(large!.medianMs / small!.medianMs).toFixed(2)} — ≤ 1.5: ${mark(large!.medianMs / small!.medianMs <= 1.5)}; no bid written: ${mark(rows.every((r) => r.bidWrites === 0))}`,
  );
}
