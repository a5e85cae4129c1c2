import { describe, expect, it } from 'vitest';
import { toBidRow } from '../../lambdas/features/bids/bid-rows';
import type { BidItem } from '../../lambdas/features/bids/data/bids';
import type { Profile } from '../../lambdas/features/account/domain/dto';

const bid: BidItem = {
  tenderId: 't-1',
  bidderId: 'u-anna',
  bidId: 'b-1',
  amountCents: 125_000,
  comment: 'Two days on site',
  status: 'Pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

const anna: Profile = {
  userId: 'u-anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Arro',
  company: 'Arro Geo',
  phone: null,
  role: 'geodesist',
  approvalStatus: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const open = { status: 'Open' } as const;

describe('toBidRow (the bid table of GET /tenders/{tenderId}/bids)', () => {
  it('shows a named bid with the bidder’s id, name and company, and the bid’s own fields', () => {
    expect(toBidRow(bid, open, 1, anna)).toEqual({
      bidId: 'b-1',
      amountCents: 125_000,
      comment: 'Two days on site',
      status: 'Pending',
      isContractor: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      label: 'Anna Arro',
      anonymized: false,
      bidderId: 'u-anna',
      bidderName: 'Anna Arro',
      bidderCompany: 'Arro Geo',
      predatesAmendment: false,
    });
  });

  it('flags a Pending bid placed before the tender’s last change of terms, until its bidder confirms it', () => {
    const amended = { status: 'Open', termsVersion: 3 } as const;
    expect(toBidRow(bid, amended, 1, 'anonymous').predatesAmendment).toBe(true);
    expect(toBidRow({ ...bid, tenderVersion: 2 }, amended, 1, 'anonymous').predatesAmendment).toBe(true);
    expect(toBidRow({ ...bid, tenderVersion: 3 }, amended, 1, 'anonymous').predatesAmendment).toBe(false);
    expect(toBidRow(bid, { ...amended, status: 'In Progress' }, 1, anna).predatesAmendment).toBe(false);
  });

  it('shows an anonymized bid as "Geodesist #n" without id, name or company', () => {
    const row = toBidRow(bid, open, 3, 'anonymous');
    expect(row).toMatchObject({ label: 'Geodesist #3', anonymized: true, bidderId: null, bidderName: null, bidderCompany: null, bidId: 'b-1', amountCents: 125_000 });
  });

  it('names the bidder by the names given, without a gap for a missing one', () => {
    expect(toBidRow(bid, open, 1, { ...anna, firstName: '' }).bidderName).toBe('Arro');
    expect(toBidRow(bid, open, 1, { ...anna, lastName: '' }).bidderName).toBe('Anna');
    expect(toBidRow(bid, open, 1, { ...anna, firstName: '', lastName: '' })).toMatchObject({ bidderName: null, label: 'Arro Geo' });
  });

  it('gives no company for a bidder without one', () => {
    expect(toBidRow(bid, open, 1, { ...anna, company: null }).bidderCompany).toBeNull();
    expect(toBidRow(bid, open, 1, { ...anna, company: '' }).bidderCompany).toBeNull();
  });

  it('keeps the bidder’s id but no name or company when the profile is gone', () => {
    expect(toBidRow(bid, open, 1, undefined)).toMatchObject({ label: 'Deleted user', anonymized: false, bidderId: 'u-anna', bidderName: null, bidderCompany: null });
  });

  it('marks the bid of the tender’s contractor, and no other', () => {
    const awarded = { status: 'In Progress', contractorId: 'u-anna' } as const;
    expect(toBidRow({ ...bid, status: 'Accepted' }, awarded, 1, anna).isContractor).toBe(true);
    expect(toBidRow({ ...bid, bidderId: 'u-other', bidId: 'b-2' }, awarded, 2, anna).isContractor).toBe(false);
    expect(toBidRow(bid, open, 1, anna).isContractor).toBe(false);
  });

  it('shows a Pending bid on an awarded tender as Rejected, and a missing comment as null', () => {
    const { comment: _omitted, ...withoutComment } = bid;
    const row = toBidRow(withoutComment, { status: 'In Progress', contractorId: 'u-other' } as const, 2, anna);
    expect(row.status).toBe('Rejected');
    expect(row.comment).toBeNull();
  });
});
