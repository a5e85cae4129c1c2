/**
 * The rule clauses (lambdas/domain/rules.ts) and the rules written with them: bidding and the award
 * (bids/domain/bid-rules.ts) and who sees the poster's contact details (tenders/domain/tender-rules.ts).
 * That DynamoDB agrees with each rule is pinned in test/integration/rule-conditions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { firstRefusal, meets, type Clause } from '../../lambdas/domain/rules';
import { messages } from '../../lambdas/domain/schemas';
import { bidMessages, effectiveBidStatus } from '../../lambdas/features/bids/domain/bid';
import { awardRefusal, bidRefusal, withdrawRefusal } from '../../lambdas/features/bids/domain/bid-rules';
import { tenderMessages } from '../../lambdas/features/tenders/domain/tender';
import { deadlineRefusal, editRefusal, seesContact } from '../../lambdas/features/tenders/domain/tender-rules';
import { tenderCreateSchema } from '../../lambdas/features/tenders/domain/schemas';
import { tenderFieldMessages } from '../../lambdas/features/tenders/domain/tender';

type Item = { s?: string | null; n?: number };
const refusal = { status: 409 as const, message: 'No' };
const clause = (c: { field: keyof Item; is: Clause<Item>['is']; value?: string | number; missingAs?: number }): Clause<Item> => ({ ...c, refusal }) as Clause<Item>;

describe('meets (DynamoDB’s semantics)', () => {
  it('eq: equal strings only; a missing attribute is never equal', () => {
    const c = clause({ field: 's', is: 'eq', value: 'a' });
    expect([meets(c, { s: 'a' }), meets(c, { s: 'b' }), meets(c, {}), meets(c, { s: null })]).toEqual([true, false, false, false]);
  });

  it('ne: true for a different value and for a missing attribute', () => {
    const c = clause({ field: 's', is: 'ne', value: 'a' });
    expect([meets(c, { s: 'a' }), meets(c, { s: 'b' }), meets(c, {})]).toEqual([false, true, true]);
  });

  it('gte: string order, so ISO instants compare as times; missing fails', () => {
    const c = clause({ field: 's', is: 'gte', value: '2026-06-01T12:00:00.000Z' });
    expect([meets(c, { s: '2026-06-01T12:00:00.000Z' }), meets(c, { s: '2026-06-01T12:00:00.001Z' }), meets(c, { s: '2026-06-01T11:59:59.999Z' }), meets(c, {})]).toEqual([true, true, false, false]);
  });

  it('lt: numbers below the value; missing counts as missingAs when given, else fails', () => {
    const withDefault = clause({ field: 'n', is: 'lt', value: 2, missingAs: 0 });
    const without = clause({ field: 'n', is: 'lt', value: 2 });
    expect([meets(withDefault, { n: 1 }), meets(withDefault, { n: 2 }), meets(withDefault, {}), meets(without, {})]).toEqual([true, false, true, false]);
    expect(meets(clause({ field: 'n', is: 'lt', value: 0, missingAs: 0 }), {})).toBe(false);
  });

  it('gte and lt compare values of their own type only: a number meets no gte of a string, a string no lt of a number', () => {
    type Loose = { x?: unknown };
    const gte: Clause<Loose> = { field: 'x', is: 'gte', value: '2026', refusal };
    const lt: Clause<Loose> = { field: 'x', is: 'lt', value: 5, refusal };
    expect([meets(gte, { x: 3000 }), meets(gte, { x: '3000' })]).toEqual([false, true]);
    expect([meets(lt, { x: '3' }), meets(lt, { x: 3 })]).toEqual([false, true]);
  });

  it('absent: only a missing attribute', () => {
    const c = clause({ field: 's', is: 'absent' });
    expect([meets(c, {}), meets(c, { s: null }), meets(c, { s: 'x' })]).toEqual([true, true, false]);
  });
});

describe('firstRefusal', () => {
  it('answers the refusal of the first failing clause, in the rule’s order, and null when all hold', () => {
    const first = { status: 403 as const, message: 'first' };
    const second = { status: 409 as const, message: 'second' };
    const rule: Clause<Item>[] = [
      { field: 's', is: 'eq', value: 'a', refusal: first },
      { field: 'n', is: 'lt', value: 5, refusal: second },
    ];
    expect(firstRefusal(rule, { s: 'b', n: 9 })).toBe(first);
    expect(firstRefusal(rule, { s: 'a', n: 9 })).toBe(second);
    expect(firstRefusal(rule, { s: 'a', n: 1 })).toBeNull();
  });
});

const open = { creatorId: 'poster', status: 'Open', expiryDate: '2026-06-01T12:00:00.000Z' };
const at = Date.parse('2026-06-01T12:00:00.000Z');

describe('effectiveBidStatus (the award rejects the others in queued work)', () => {
  it('reads a Pending bid on a tender past Open as Rejected, and leaves every other status as stored', () => {
    expect(effectiveBidStatus('Pending', 'Open')).toBe('Pending');
    for (const status of ['In Progress', 'Completed', 'Finished']) expect(effectiveBidStatus('Pending', status)).toBe('Rejected');
    expect(effectiveBidStatus('Accepted', 'In Progress')).toBe('Accepted');
    expect(effectiveBidStatus('Rejected', 'Completed')).toBe('Rejected');
  });
});

describe('bid rules', () => {
  it('bidRefusal: own tender 403, not Open or being deleted 409, the deadline instant itself still open', () => {
    expect(bidRefusal(open, 'geo', at)).toBeNull();
    expect(bidRefusal(open, 'poster', at)).toEqual({ status: 403, message: bidMessages.ownTender });
    expect(bidRefusal({ ...open, status: 'In Progress' }, 'geo', at)).toEqual({ status: 409, message: bidMessages.tenderNotOpen });
    expect(bidRefusal({ ...open, deletingAt: 'x' }, 'geo', at)).toEqual({ status: 409, message: bidMessages.tenderNotOpen });
    expect(bidRefusal(open, 'geo', at + 1)).toEqual({ status: 409, message: bidMessages.deadlinePassed });
  });

  it('withdrawRefusal: a Pending bid on an Open tender only, the bid’s state said first', () => {
    expect(withdrawRefusal(open, { status: 'Pending' })).toBeNull();
    expect(withdrawRefusal({ ...open, expiryDate: '2000-01-01T00:00:00.000Z' }, { status: 'Pending' })).toBeNull();
    expect(withdrawRefusal({ ...open, status: 'In Progress' }, { status: 'Rejected' })).toEqual({ status: 409, message: bidMessages.notPending });
    expect(withdrawRefusal({ ...open, status: 'In Progress' }, { status: 'Pending' })).toEqual({ status: 409, message: bidMessages.tenderNotOpen });
    expect(withdrawRefusal({ ...open, deletingAt: 'x' }, { status: 'Pending' })).toEqual({ status: 409, message: bidMessages.tenderNotOpen });
  });

  it('awardRefusal: gone 404, not theirs 403, another bid accepted or not Open 409, bid not Pending 409', () => {
    const pending = { status: 'Pending' };
    expect(awardRefusal(open, pending, 'poster')).toBeNull();
    expect(awardRefusal({ ...open, deletingAt: 'x' }, pending, 'poster')).toEqual({ status: 404, message: tenderMessages.notFound });
    expect(awardRefusal(open, pending, 'other')).toEqual({ status: 403, message: bidMessages.notCreator });
    expect(awardRefusal({ ...open, status: 'In Progress', contractorId: 'geo' }, pending, 'poster')).toEqual({ status: 409, message: bidMessages.otherAccepted });
    expect(awardRefusal({ ...open, status: 'Completed' }, pending, 'poster')).toEqual({ status: 409, message: bidMessages.acceptNotOpen });
    expect(awardRefusal(open, { status: 'Rejected' }, 'poster')).toEqual({ status: 409, message: bidMessages.bidNotPending });
    expect(awardRefusal(open, null, 'poster')).toBeNull();
  });
});

describe('tender rules', () => {
  const awarded = { creatorId: 'poster', status: 'In Progress', contractorId: 'geo' };

  it('seesContact: the contractor once past Open and admins; never the poster, never other geodesists', () => {
    expect(seesContact({ userId: 'geo', role: 'geodesist' }, awarded)).toBe(true);
    expect(seesContact({ userId: 'geo', role: 'geodesist' }, { ...awarded, status: 'Completed' })).toBe(true);
    expect(seesContact({ userId: 'geo', role: 'geodesist' }, { ...awarded, status: 'Open' })).toBe(false);
    expect(seesContact({ userId: 'other', role: 'geodesist' }, awarded)).toBe(false);
    expect(seesContact({ userId: 'admin', role: 'admin' }, { ...awarded, status: 'Open', contractorId: null })).toBe(true);
    expect(seesContact({ userId: 'poster', role: 'tenderPoster' }, awarded)).toBe(false);
    expect(seesContact({ userId: 'poster', role: 'admin' }, awarded)).toBe(false);
  });

  it('editRefusal: not theirs 403, being deleted 409 for an edit only, not Open 409', () => {
    expect(editRefusal(open, 'poster', 'edit')).toBeNull();
    expect(editRefusal(open, 'other', 'delete')).toEqual({ status: 403, message: tenderMessages.deleteForbidden });
    expect(editRefusal({ ...open, deletingAt: 'x' }, 'poster', 'edit')).toEqual({ status: 409, message: tenderMessages.beingDeleted });
    expect(editRefusal({ ...open, deletingAt: 'x' }, 'poster', 'delete')).toBeNull();
    expect(editRefusal({ ...open, status: 'Completed' }, 'poster', 'edit')).toEqual({ status: 409, message: tenderMessages.notEditable });
  });
});

describe('deadlines in a sane range', () => {
  const now = Date.parse('2026-06-01T12:00:00.000Z');

  it('needs a date, in the future: the present instant itself has passed', () => {
    expect(deadlineRefusal('', null, now)).toBe(messages.expiryRequired);
    expect(deadlineRefusal('next Friday', '2026-07-01T00:00:00.000Z', now)).toBe(messages.expiryRequired);
    expect(deadlineRefusal('2026-06-01T12:00:00.000Z', null, now)).toBe(messages.expiryFuture);
    expect(deadlineRefusal('2026-06-01T12:00:00.001Z', null, now)).toBeNull();
  });

  it('lets an edit keep the tender’s passed deadline, and only that one', () => {
    const passed = '2026-05-01T00:00:00.000Z';
    expect(deadlineRefusal(passed, passed, now)).toBeNull();
    expect(deadlineRefusal('2026-05-01', passed, now)).toBeNull();
    expect(deadlineRefusal('2026-05-02T00:00:00.000Z', passed, now)).toBe(messages.expiryFuture);
    expect(deadlineRefusal(passed, null, now)).toBe(messages.expiryFuture);
  });

  it('refuses a new deadline in the year 2100 or later, such as the year 10000, and takes one before', () => {
    expect(deadlineRefusal('+010000-01-01T00:00:00.000Z', null, now)).toBe(tenderFieldMessages.deadlineTooFar);
    expect(deadlineRefusal('2100-01-01', null, now)).toBe(tenderFieldMessages.deadlineTooFar);
    expect(deadlineRefusal('2099-12-31T23:59:59.999Z', null, now)).toBeNull();
  });

  it('answers the create form with that message', () => {
    const result = tenderCreateSchema.safeParse({ title: 'Harbour survey', description: 'Topographic survey of the harbour', expiryDate: '+010000-01-01T00:00:00.000Z', stagedKeys: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(tenderFieldMessages.deadlineTooFar);
  });
});
