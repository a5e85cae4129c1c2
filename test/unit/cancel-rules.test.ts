import { describe, expect, it } from 'vitest';
import { cancelRefusal } from '../../lambdas/features/procurement/domain/cancel-rules';
import { cancelMessages, cancelRequestSchema, MAX_CANCEL_TEXT } from '../../lambdas/features/procurement/domain/cancellation';
import { bidRefusal, withdrawRefusal, awardRefusal } from '../../lambdas/features/bids/domain/bid-rules';
import { editRefusal } from '../../lambdas/features/tenders/domain/tender-rules';
import { deliverRefusal } from '../../lambdas/features/deliveries/domain/delivery-rules';
import { effectiveBidStatus } from '../../lambdas/features/tenders/domain/tender-bids';

const poster = { userId: 'poster-1', role: 'tenderPoster' as const };
const admin = { userId: 'admin-1', role: 'admin' as const };

describe('cancelRefusal (who may cancel a tender, and when)', () => {
  it('lets the poster cancel an Open tender and an In Progress one before any delivery', () => {
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'Open' }, poster)).toBeNull();
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'In Progress', deliveryCount: 0 }, poster)).toBeNull();
  });

  it('refuses the poster after a delivery (409) and anyone else’s tender (403)', () => {
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'In Progress', deliveryCount: 1 }, poster)).toEqual({ status: 409, message: cancelMessages.delivered });
    expect(cancelRefusal({ creatorId: 'poster-2', status: 'Open' }, poster)).toEqual({ status: 403, message: cancelMessages.notYours });
  });

  it('lets an admin cancel any time before completion, never twice', () => {
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'In Progress', deliveryCount: 3 }, admin)).toBeNull();
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'Completed' }, admin)?.message).toBe(cancelMessages.finished);
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'Finished' }, admin)?.message).toBe(cancelMessages.finished);
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'Cancelled' }, admin)?.message).toBe(cancelMessages.alreadyCancelled);
    expect(cancelRefusal({ creatorId: 'poster-1', status: 'Open', deletingAt: '2026-01-01T00:00:00.000Z' }, admin)?.message).toBe(cancelMessages.beingDeleted);
  });
});

describe('a Cancelled tender takes no bid, withdrawal, award, edit or delivery', () => {
  const cancelled = { creatorId: 'poster-1', status: 'Cancelled', expiryDate: '2099-01-01T00:00:00.000Z', contractorId: 'geo-1' };
  it('refuses each with 409', () => {
    expect(bidRefusal(cancelled, 'geo-2')?.status).toBe(409);
    expect(withdrawRefusal(cancelled, { status: 'Pending' })?.status).toBe(409);
    expect(awardRefusal({ ...cancelled, contractorId: null }, { status: 'Pending' }, 'poster-1')?.status).toBe(409);
    expect(editRefusal(cancelled, 'poster-1', 'edit')?.status).toBe(409);
    expect(deliverRefusal(cancelled, 'geo-1')?.status).toBe(409);
  });

  it('reads its Pending and Accepted bids as Cancelled, a Rejected one as Rejected', () => {
    expect(effectiveBidStatus('Pending', 'Cancelled')).toBe('Cancelled');
    expect(effectiveBidStatus('Accepted', 'Cancelled')).toBe('Cancelled');
    expect(effectiveBidStatus('Rejected', 'Cancelled')).toBe('Rejected');
  });
});

describe('cancelRequestSchema', () => {
  it('takes a known reason, trims the text and requires it for Other', () => {
    expect(cancelRequestSchema.parse({ reason: 'no_longer_needed' })).toEqual({ reason: 'no_longer_needed', text: null });
    expect(cancelRequestSchema.parse({ reason: 'other', text: ' Merged with another survey ' }).text).toBe('Merged with another survey');
    expect(cancelRequestSchema.safeParse({ reason: 'other' }).success).toBe(false);
    expect(cancelRequestSchema.safeParse({ reason: 'unknown' }).success).toBe(false);
    expect(cancelRequestSchema.safeParse({ reason: 'no_longer_needed', text: 'x'.repeat(MAX_CANCEL_TEXT + 1) }).success).toBe(false);
  });
});
