import { describe, expect, it } from 'vitest';
import { erasureRefusal, privacyMessages, type TenderFacts } from '../../lambdas/features/privacy/domain/privacy';
import { scrubbedAuditEntry } from '../../lambdas/features/privacy/data/anonymise';

const me = 'u-me';
const tender = (over: Partial<TenderFacts>): TenderFacts => ({ tenderId: 'abcdef12-0000-4000-8000-000000000000', title: 'Parcel 7', status: 'Open', creatorId: 'u-poster', bidCount: 0, ...over });

describe('erasureRefusal (an open contract blocks the erasure)', () => {
  it('refuses the contractor of an In Progress tender, naming it with its project code', () => {
    expect(erasureRefusal(me, [tender({ status: 'In Progress', contractorId: me })])).toBe(privacyMessages.contractorOpen('“Parcel 7” (ABCDEF12)'));
  });

  it('refuses the poster of a tender In Progress', () => {
    expect(erasureRefusal(me, [tender({ creatorId: me, status: 'In Progress', contractorId: 'u-c' })])).toMatch(/^Your tender “Parcel 7” \(ABCDEF12\) is In Progress/);
  });

  it('lets everything else go: a finished contract, an Open tender with or without bids (deleted as the poster’s own delete), another poster’s tender, a lost bid', () => {
    expect(
      erasureRefusal(me, [
        tender({ status: 'Completed', contractorId: me }),
        tender({ creatorId: me, status: 'Completed', contractorId: 'u-c' }),
        tender({ creatorId: me, bidCount: 0 }),
        tender({ creatorId: me, bidCount: 3 }),
        tender({ status: 'In Progress', contractorId: 'u-other', bidCount: 3 }),
      ]),
    ).toBeNull();
  });
});

describe('erasureRefusal and cancelled tenders', () => {
  it('lets a Cancelled tender go, though an In Progress one blocks: the poster’s, the contractor’s and a bidder’s alike', () => {
    expect(erasureRefusal(me, [tender({ creatorId: me, status: 'In Progress', contractorId: 'u-c' })])).not.toBeNull();
    expect(
      erasureRefusal(me, [tender({ creatorId: me, status: 'Cancelled', contractorId: 'u-c' }), tender({ status: 'Cancelled', contractorId: me }), tender({ status: 'Cancelled', bidCount: 2 })]),
    ).toBeNull();
  });
});

describe('scrubbedAuditEntry', () => {
  it('names the target Deleted user and drops the values of personal fields, keeping the others', () => {
    const entry = {
      targetUserId: me,
      auditId: '1',
      actorId: 'u-admin',
      actorName: 'Alma Admin',
      action: 'edit',
      targetName: 'Gerd Geo',
      changes: [
        { field: 'email', from: 'gerd@example.com', to: 'g@example.com' },
        { field: 'phone', from: '+372 5555 1234' },
        { field: 'role', from: 'geodesist', to: 'tenderPoster' },
      ],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(scrubbedAuditEntry(entry)).toEqual({ ...entry, targetName: 'Deleted user', changes: [{ field: 'email' }, { field: 'phone' }, { field: 'role', from: 'geodesist', to: 'tenderPoster' }] });
  });
});
