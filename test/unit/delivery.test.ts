import { describe, expect, it } from 'vitest';
import { completionAmounts, deliveryMessages, geodesistNameOf, inRounds, latestSubmitted, MAX_DELIVERIES_PER_TENDER, type DeliveryLike } from '../../lambdas/features/deliveries/domain/delivery';
import { platformFeeCents } from '../../lambdas/domain/money';
import { deliverRefusal } from '../../lambdas/features/deliveries/domain/delivery-rules';

const d = (deliveryId: string, submittedAt: string, status: DeliveryLike['status'] = 'Submitted'): DeliveryLike => ({ deliveryId, submittedAt, status });

describe('rounds', () => {
  it('orders deliveries oldest first, ties by id, without changing the input', () => {
    const input = [d('b', '2026-03-02T00:00:00Z'), d('c', '2026-03-01T00:00:00Z'), d('a', '2026-03-02T00:00:00Z')];
    expect(inRounds(input).map((x) => x.deliveryId)).toEqual(['c', 'a', 'b']);
    expect(input.map((x) => x.deliveryId)).toEqual(['b', 'c', 'a']);
  });

  it('finds the latest Submitted delivery, and none when every round was returned or accepted', () => {
    const rounds = [d('1', '2026-03-01T00:00:00Z'), d('2', '2026-03-03T00:00:00Z', 'Changes Requested'), d('3', '2026-03-02T00:00:00Z')];
    expect(latestSubmitted(rounds)?.deliveryId).toBe('3');
    expect(latestSubmitted([d('1', '2026-03-01T00:00:00Z', 'Changes Requested'), d('2', '2026-03-02T00:00:00Z', 'Accepted')])).toBeUndefined();
  });

  it('caps deliveries per tender so accepting them fits one DynamoDB transaction (100 items)', () => {
    expect(MAX_DELIVERIES_PER_TENDER + 1).toBeLessThanOrEqual(100);
  });
});

describe('deliverRefusal (part 2, deliver page)', () => {
  const me = 'geo-1';
  it('lets the contractor deliver while the tender is In Progress', () => {
    expect(deliverRefusal({ status: 'In Progress', contractorId: me }, me)).toBeNull();
  });

  it('tells anyone else "You are not authorized to deliver this tender" (403)', () => {
    expect(deliverRefusal({ status: 'In Progress', contractorId: 'geo-2' }, me)).toEqual({ status: 403, message: 'You are not authorized to deliver this tender' });
    expect(deliverRefusal({ status: 'Completed', contractorId: 'geo-2' }, me)?.status).toBe(403);
  });

  it('answers 409 for an Open tender and for the contractor of a Completed or Finished one', () => {
    expect(deliverRefusal({ status: 'Open' }, me)).toEqual({ status: 409, message: deliveryMessages.notInProgress });
    expect(deliverRefusal({ status: 'Completed', contractorId: me }, me)).toEqual({ status: 409, message: deliveryMessages.completed });
    expect(deliverRefusal({ status: 'Finished', contractorId: me }, me)).toEqual({ status: 409, message: deliveryMessages.completed });
  });

  it('refuses the delivery after MAX_DELIVERIES_PER_TENDER (409), a missing count counting as none', () => {
    expect(deliverRefusal({ status: 'In Progress', contractorId: me, deliveryCount: MAX_DELIVERIES_PER_TENDER - 1 }, me)).toBeNull();
    expect(deliverRefusal({ status: 'In Progress', contractorId: me, deliveryCount: MAX_DELIVERIES_PER_TENDER }, me)).toEqual({ status: 409, message: deliveryMessages.tooManyDeliveries });
    expect(deliverRefusal({ status: 'In Progress', contractorId: me, deliveryCount: undefined }, me)).toBeNull();
  });
});

describe('geodesistNameOf', () => {
  it('uses the name, else the company, else "Unknown"', () => {
    expect(geodesistNameOf({ firstName: 'Gerda', lastName: 'Vermesser', company: 'Vermessung Süd' })).toBe('Gerda Vermesser');
    expect(geodesistNameOf({ firstName: ' ', lastName: '', company: 'Vermessung Süd' })).toBe('Vermessung Süd');
    expect(geodesistNameOf({ firstName: null, lastName: null, company: null })).toBe('Unknown');
    expect(geodesistNameOf(undefined)).toBe('Deleted user');
  });

  it('trims the names and the company', () => {
    expect(geodesistNameOf({ firstName: ' Gerda ', lastName: ' Vermesser ', company: null })).toBe('Gerda Vermesser');
    expect(geodesistNameOf({ firstName: null, lastName: null, company: '  Vermessung Süd ' })).toBe('Vermessung Süd');
  });
});

describe('completion amounts (part 2, 1 and 9: 8 % fee on top)', () => {
  it('adds 8 % of the bid, in integer cents', () => {
    expect(completionAmounts(250_000)).toEqual({ bidCents: 250_000, feeCents: 20_000, totalCents: 270_000 });
    expect(completionAmounts(0)).toEqual({ bidCents: 0, feeCents: 0, totalCents: 0 });
    expect(completionAmounts(1_000_000_000)).toEqual({ bidCents: 1_000_000_000, feeCents: 80_000_000, totalCents: 1_080_000_000 });
  });

  it('rounds the fee to the nearest cent: 0.48 down, 0.52 up', () => {
    expect(platformFeeCents(123_456)).toBe(9_876); // 9876.48
    expect(platformFeeCents(99_999)).toBe(8_000); // 7999.92
    expect(platformFeeCents(6)).toBe(0); // 0.48
    expect(platformFeeCents(19)).toBe(2); // 1.52
    expect(platformFeeCents(1)).toBe(0); // 0.08
  });

  it('never meets an exact half cent, so half-up and banker’s rounding agree (8 % of whole cents is a multiple of 0.04)', () => {
    const halves: number[] = [];
    const differing: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents++) {
      if ((cents * 8) % 100 === 50) halves.push(cents);
      // half-up on integers: floor((8 * cents + 50) / 100)
      if (platformFeeCents(cents) !== Math.floor((cents * 8 + 50) / 100)) differing.push(cents);
    }
    expect(halves).toEqual([]);
    expect(differing).toEqual([]);
  });
});
