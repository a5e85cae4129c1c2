/**
 * Answer figures on DynamoDB Local (docs/decisions/procurement/questions.md): the poster's answer to a question (the
 * answer's transaction with its history entry and question_answered outbox item) on a tender with 10 and with 1,000
 * bids, median of 5 answers each, beside the queued work that tells the bidders (the notification worker's read of the
 * recipients: the tender's bidders and askers, and their profiles in pages of 100). The request reads no bidder, so
 * its time should not grow (target: ratio ≤ 1.5); the worker's grows with the bidders, off the request.
 */
import { randomUUID } from 'node:crypto';
import { withBenchTable } from './bench-table';

export interface AnswerFigures {
  rows: { bids: number; answerMs: number; recipientsReadMs: number; recipients: number }[];
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Measures answers on a tender with each bid count in `sizes`. */
export async function measureAnswers(sizes: number[]): Promise<AnswerFigures> {
  return withBenchTable('answer', async () => {
    const { useTable } = await import('../lambdas/table/entities');
    const { BidEntity } = await import('../lambdas/features/tenders/data/bid-entities');
    const { TenderEntity } = await import('../lambdas/features/tenders/data/tender-entities');
    const { ProfileEntity } = await import('../lambdas/features/account/data/user-entities');
    useTable();
    const { createTenderWithAttachments, getTenderWithAttachments } = await import('../lambdas/features/tenders/data/tenders');
    const { askQuestion, answerQuestion, getQuestion } = await import('../lambdas/features/procurement/data/questions');
    const { questionIdAt } = await import('../lambdas/features/procurement/data/question-models');
    const { interestedGeodesists } = await import('../lambdas/features/notifications/procurement-listeners');
    const rows: AnswerFigures['rows'] = [];
    for (const size of [sizes[0]!, ...sizes]) {
      const tenderId = randomUUID();
      const creatorId = randomUUID();
      await createTenderWithAttachments(
        { tenderId, title: 'Bench answer', description: 'Survey of the parcel boundary', expiryDate: '2099-06-30T20:59:59.000Z', status: 'Open', creatorId, location: 'Not specified', budgetCents: 0 },
        [],
      );
      const start = Date.parse('2026-01-01T00:00:00Z');
      const bids = Array.from({ length: size }, (_, n) => {
        const at = new Date(start + n * 1000).toISOString();
        return { tenderId, bidderId: randomUUID(), bidId: randomUUID(), amountCents: 10_000 + n, status: 'Pending' as const, createdAt: at, updatedAt: at, tenderVersion: 1 };
      });
      for (let i = 0; i < bids.length; i += 500) await BidEntity.put(bids.slice(i, i + 500)).go();
      const profiles = bids.map((b, n) => ({
        userId: b.bidderId,
        email: `bidder-${n}@bench.example`,
        firstName: 'Bidder',
        lastName: String(n),
        role: 'geodesist' as const,
        approvalStatus: 'approved' as const,
        createdAt: b.createdAt,
        updatedAt: b.createdAt,
      }));
      for (let i = 0; i < profiles.length; i += 500) await ProfileEntity.put(profiles.slice(i, i + 500)).go();
      await TenderEntity.patch({ tenderId }).set({ bidCount: size }).go();

      const answerMs: number[] = [];
      for (let round = 0; round < 5; round++) {
        const tender = (await getTenderWithAttachments(tenderId))!.tender;
        const at = new Date().toISOString();
        const asked = await askQuestion({ tender, askerId: bids[round % bids.length]!.bidderId, questionId: questionIdAt(Date.now(), randomUUID()), text: `Question ${round}`, at, also: [] });
        // The request: read the tender and the question, then the answer's transaction.
        const t0 = performance.now();
        const [found, question] = await Promise.all([getTenderWithAttachments(tenderId), getQuestion(tenderId, asked.questionId)]);
        await answerQuestion({ question: question!, posterId: found!.tender.creatorId, text: `Answer ${round}`, at: new Date().toISOString(), also: [] });
        answerMs.push(performance.now() - t0);
      }
      const readMs: number[] = [];
      let recipients = 0;
      for (let round = 0; round < 3; round++) {
        const t0 = performance.now();
        recipients = (await interestedGeodesists(tenderId)).length;
        readMs.push(performance.now() - t0);
      }
      rows.push({ bids: size, answerMs: median(answerMs), recipientsReadMs: median(readMs), recipients });
    }
    // The first row warmed the code paths up.
    return { rows: rows.slice(1) };
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const { rows } = await measureAnswers([10, 1_000]);
  console.log('\nAnswer to a question (the request: its reads and transaction; the queued work: reading whom to tell): median');
  console.table(rows.map((r) => ({ bids: r.bids, 'answer request ms': r.answerMs.toFixed(1), 'worker: recipients read ms': r.recipientsReadMs.toFixed(1), recipients: r.recipients })));
  const [small, large] = rows;
  const ratio = large!.answerMs / small!.answerMs;
  console.log(`request ratio 1,000 / 10 bids = ${ratio.toFixed(2)} — ≤ 1.5: ${mark(ratio <= 1.5)}; every bidder is a recipient: ${mark(rows.every((r) => r.recipients === r.bids))}`);
}
