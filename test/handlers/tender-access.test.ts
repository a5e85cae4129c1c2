import './env';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BidItem } from '../../lambdas/features/bids/data/bids';
import { useTable } from '../../lambdas/table/entities';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { ConflictError, ForbiddenError, NotFoundError, throwIfRefused } from '../../lambdas/kernel/errors';
import type { Auth } from '../../lambdas/api/http-handler';
import { acceptedBidFor, contactFor, loadVisibleTender, postedByFor } from '../../lambdas/features/tenders/tender-access';
import { tenderMessages } from '../../lambdas/features/tenders/domain/tender';
import { canView, editRefusal } from '../../lambdas/features/tenders/domain/tender-rules';
import { bidRefusal } from '../../lambdas/features/bids/domain/bid-rules';

/** The handlers' use of the rules: throw the refusal, if any. */
const assertBiddable = (tender: TenderItem, bidderId: string, now?: number) => throwIfRefused(bidRefusal(tender, bidderId, now));
const assertEditable = (auth: Auth, tender: TenderItem, action: 'edit' | 'delete') => throwIfRefused(editRefusal(tender, auth.userId, action));
import { attachment, attachmentItem, ddb, ids, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

const otherGeodesist = '66666666-6666-4666-8666-666666666666';
const bidId = 'bbbbbbbb-0000-4000-8000-000000000001';
const as = (role: Auth['role'], userId: string): Auth => ({ userId, role, email: undefined, profile: undefined });
const admin = as('admin', ids.admin);
const poster = as('tenderPoster', ids.poster);
const geodesist = as('geodesist', ids.geodesist);
const awarded = (overrides: Partial<TenderItem> = {}) => tender({ status: 'In Progress', contractorId: ids.geodesist, ...overrides });

function bid(overrides: Partial<BidItem> = {}): BidItem {
  return {
    tenderId: ids.tender,
    bidderId: ids.geodesist,
    bidId,
    amountCents: 125_000,
    status: 'Accepted',
    comment: 'Within two weeks',
    acceptedAt: '2026-03-05T00:00:00.000Z',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}
function storeBid(b: BidItem): void {
  useTable();
  const item = BidEntity.create(b).params().Item;
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}
function storeTender(t: TenderItem): void {
  ddb.on(QueryCommand).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
}
/** What `fn` threw: its class, status code and message. */
function thrown(fn: () => unknown): { type: string; status: number; message: string } | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    return { type: (e as Error).constructor.name, status: (e as { statusCode: number }).statusCode, message: (e as Error).message };
  }
}
const posterProfile = (overrides: Partial<Profile> = {}) =>
  profile({ userId: ids.poster, role: 'tenderPoster', firstName: 'Paula', lastName: 'Poster', company: 'Poster Bau GmbH', email: 'paula@example.com', phone: '+49 30 555', ...overrides });

beforeEach(resetMocks);

describe('canView (who may read a tender)', () => {
  it('lets admins see every tender', () => {
    expect(canView(admin, awarded({ creatorId: ids.otherPoster, contractorId: otherGeodesist, status: 'Finished' }))).toBe(true);
  });

  it('lets a poster see only their own tenders, Open or not', () => {
    expect(canView(poster, tender())).toBe(true);
    expect(canView(poster, awarded())).toBe(true);
    expect(canView(poster, tender({ creatorId: ids.otherPoster }))).toBe(false);
    expect(canView(poster, tender({ creatorId: ids.otherPoster }), true)).toBe(false);
  });

  it('lets a geodesist see Open tenders, tenders they bid on and tenders they are contractor of, nothing else', () => {
    expect(canView(geodesist, tender())).toBe(true);
    expect(canView(geodesist, awarded())).toBe(true);
    expect(canView(geodesist, awarded({ contractorId: otherGeodesist }), true)).toBe(true);
    expect(canView(geodesist, awarded({ contractorId: otherGeodesist }))).toBe(false);
    expect(canView(geodesist, awarded({ contractorId: otherGeodesist }), false)).toBe(false);
    expect(canView(geodesist, tender({ status: 'Completed' }))).toBe(false);
  });
});

describe('assertBiddable', () => {
  const now = Date.parse('2026-06-01T12:00:00.000Z');

  it("accepts a bid on someone else's Open tender up to and including the deadline instant", () => {
    expect(thrown(() => assertBiddable(tender({ expiryDate: '2026-06-01T12:00:00.000Z' }), ids.geodesist, now))).toBeUndefined();
  });

  it("answers 403 on the bidder's own tender", () => {
    expect(thrown(() => assertBiddable(tender(), ids.poster, now))).toEqual({ type: 'ForbiddenError', status: 403, message: 'You cannot bid on your own tender' });
  });

  it('answers 409 when the tender is no longer Open or is being deleted', () => {
    const notOpen = { type: 'ConflictError', status: 409, message: 'This tender is no longer open for bids' };
    expect(thrown(() => assertBiddable(awarded(), ids.geodesist, now))).toEqual(notOpen);
    expect(thrown(() => assertBiddable(tender({ deletingAt: '2026-05-31T00:00:00.000Z' }), ids.geodesist, now))).toEqual(notOpen);
  });

  it('answers 409 a millisecond after the deadline', () => {
    expect(thrown(() => assertBiddable(tender({ expiryDate: '2026-06-01T12:00:00.000Z' }), ids.geodesist, now + 1))).toEqual({
      type: 'ConflictError',
      status: 409,
      message: 'The deadline for bids on this tender has passed',
    });
  });

  it('checks the deadline against the current time by default', () => {
    expect(thrown(() => assertBiddable(tender({ expiryDate: '2020-01-01T00:00:00.000Z' }), ids.geodesist))).toMatchObject({ status: 409 });
    expect(thrown(() => assertBiddable(tender({ expiryDate: '2099-01-01T00:00:00.000Z' }), ids.geodesist))).toBeUndefined();
  });
});

describe('assertEditable', () => {
  it('lets the poster edit and delete their own Open tender', () => {
    expect(thrown(() => assertEditable(poster, tender(), 'edit'))).toBeUndefined();
    expect(thrown(() => assertEditable(poster, tender(), 'delete'))).toBeUndefined();
  });

  it("answers 403 with the spec's message for someone else's tender", () => {
    const other = as('tenderPoster', ids.otherPoster);
    expect(thrown(() => assertEditable(other, tender(), 'edit'))).toEqual({ type: 'ForbiddenError', status: 403, message: "You don't have permission to edit this tender." });
    expect(thrown(() => assertEditable(other, tender(), 'delete'))).toEqual({ type: 'ForbiddenError', status: 403, message: "You don't have permission to delete this tender." });
  });

  it('answers 409 for a tender past Open', () => {
    expect(thrown(() => assertEditable(poster, awarded(), 'edit'))).toEqual({ type: 'ConflictError', status: 409, message: 'Only an Open tender can be edited' });
    expect(thrown(() => assertEditable(poster, awarded(), 'delete'))).toEqual({ type: 'ConflictError', status: 409, message: 'Only an Open tender can be deleted' });
  });

  it('refuses to edit a tender being deleted, but lets its delete be retried', () => {
    const deleting = tender({ deletingAt: '2026-05-31T00:00:00.000Z' });
    expect(thrown(() => assertEditable(poster, deleting, 'edit'))).toEqual({ type: 'ConflictError', status: 409, message: 'This tender is being deleted' });
    expect(thrown(() => assertEditable(poster, deleting, 'delete'))).toBeUndefined();
  });
});

describe('loadVisibleTender', () => {
  it('answers 404 for an unknown tender', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const error = await loadVisibleTender(admin, ids.tender).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(tenderMessages.notFound);
    expect(tenderMessages.notFound).toBe('Tender not found');
  });

  it('answers 403 for a tender the caller may not see', async () => {
    storeTender(awarded({ contractorId: otherGeodesist }));
    const error = await loadVisibleTender(geodesist, ids.tender).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as Error).message).toBe('You do not have access to this tender');
  });

  it('gives a geodesist who bid on a closed tender the tender, its files and their own bid', async () => {
    storeTender(awarded({ contractorId: otherGeodesist }));
    storeBid(bid({ status: 'Rejected' }));
    const result = await loadVisibleTender(geodesist, ids.tender);
    expect(result.tender).toMatchObject({ tenderId: ids.tender, status: 'In Progress' });
    expect(result.attachments).toHaveLength(1);
    expect(result.ownBid).toMatchObject({ bidId, bidderId: ids.geodesist, status: 'Rejected' });
  });

  it('gives no ownBid field to a geodesist without a bid, and reads no bid for other roles', async () => {
    storeTender(tender());
    const forGeodesist = await loadVisibleTender(geodesist, ids.tender);
    expect('ownBid' in forGeodesist).toBe(false);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);

    ddb.resetHistory();
    const forPoster = await loadVisibleTender(poster, ids.tender);
    expect('ownBid' in forPoster).toBe(false);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe("contactFor (the poster's contact details)", () => {
  beforeEach(() => storeProfiles(posterProfile()));
  const contact = { postedBy: 'Poster Bau GmbH', contactPerson: 'Paula Poster', contactEmail: 'paula@example.com', contactPhone: '+49 30 555' };

  it("shows the contractor of a tender past Open the poster's details", async () => {
    await expect(contactFor(geodesist, awarded())).resolves.toEqual(contact);
  });

  it("shows admins the poster's details, Open or not", async () => {
    await expect(contactFor(admin, tender())).resolves.toEqual(contact);
  });

  it('shows nothing to other geodesists, to the contractor while the tender is Open, or to the poster', async () => {
    await expect(contactFor(geodesist, awarded({ contractorId: otherGeodesist }))).resolves.toBeNull();
    await expect(contactFor(geodesist, tender({ contractorId: ids.geodesist }))).resolves.toBeNull();
    await expect(contactFor(geodesist, tender())).resolves.toBeNull();
    await expect(contactFor(as('tenderPoster', ids.otherPoster), awarded({ contractorId: ids.otherPoster }))).resolves.toBeNull();
    await expect(contactFor(poster, awarded())).resolves.toBeNull();
    await expect(contactFor(as('admin', ids.poster), awarded())).resolves.toBeNull();
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('names the poster when there is no company, and gives no e-mail when none is stored', async () => {
    storeProfiles(posterProfile({ company: null, email: '', phone: null }));
    await expect(contactFor(admin, tender())).resolves.toEqual({ postedBy: 'Paula Poster', contactPerson: 'Paula Poster', contactEmail: null, contactPhone: null });
  });

  it("answers empty details when the poster's profile is gone", async () => {
    ddb.on(GetCommand).resolves({});
    await expect(contactFor(admin, tender())).resolves.toEqual({ postedBy: null, contactPerson: null, contactEmail: null, contactPhone: null });
  });
});

describe('postedByFor', () => {
  it('gives admins the company, else the name, else "Unknown", and "Deleted user" once the poster erased their account', async () => {
    storeProfiles(posterProfile());
    await expect(postedByFor(admin, tender())).resolves.toBe('Poster Bau GmbH');
    storeProfiles(posterProfile({ company: null }));
    await expect(postedByFor(admin, tender())).resolves.toBe('Paula Poster');
    storeProfiles(posterProfile({ company: null, firstName: ' ', lastName: '' }));
    await expect(postedByFor(admin, tender())).resolves.toBe('Unknown');
    ddb.on(GetCommand).resolves({});
    await expect(postedByFor(admin, tender())).resolves.toBe('Deleted user');
  });

  it('gives everyone else null', async () => {
    storeProfiles(posterProfile());
    await expect(postedByFor(poster, tender())).resolves.toBeNull();
    await expect(postedByFor(geodesist, tender())).resolves.toBeNull();
  });
});

describe('acceptedBidFor (the Accepted Bid card)', () => {
  const card = { bidId, bidderId: ids.geodesist, bidderName: 'Geo Vermessung', amountCents: 125_000, comment: 'Within two weeks', acceptedAt: '2026-03-05T00:00:00.000Z' };
  beforeEach(() => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', company: 'Geo Vermessung' }));
    storeBid(bid());
  });

  it('shows the accepted bid to the poster, the contractor and admins once the tender is past Open', async () => {
    await expect(acceptedBidFor(poster, awarded())).resolves.toEqual(card);
    await expect(acceptedBidFor(geodesist, awarded())).resolves.toEqual(card);
    await expect(acceptedBidFor(admin, awarded({ creatorId: ids.otherPoster }))).resolves.toEqual(card);
  });

  it('shows nothing while the tender is Open, without a contractor, or to anyone else', async () => {
    await expect(acceptedBidFor(poster, tender({ contractorId: ids.geodesist }))).resolves.toBeNull();
    await expect(acceptedBidFor(poster, tender({ status: 'In Progress' }))).resolves.toBeNull();
    await expect(acceptedBidFor(as('geodesist', otherGeodesist), awarded())).resolves.toBeNull();
    await expect(acceptedBidFor(as('tenderPoster', ids.otherPoster), awarded())).resolves.toBeNull();
  });

  it("shows nothing when the contractor's bid is gone", async () => {
    ddb.on(GetCommand).resolves({});
    await expect(acceptedBidFor(admin, awarded())).resolves.toBeNull();
  });

  it('falls back to the name, "Unknown", no comment and the last update time', async () => {
    storeBid(bid({ comment: undefined, acceptedAt: undefined }));
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', company: null }));
    await expect(acceptedBidFor(admin, awarded())).resolves.toEqual({ ...card, bidderName: 'Gerd Geo', comment: null, acceptedAt: '2026-03-02T00:00:00.000Z' });
  });
});

describe('tenderMessages', () => {
  it('words each refusal as the spec does', () => {
    expect(tenderMessages).toEqual({
      notFound: 'Tender not found',
      forbidden: 'You do not have access to this tender',
      editForbidden: "You don't have permission to edit this tender.",
      deleteForbidden: "You don't have permission to delete this tender.",
      notEditable: 'Only an Open tender can be edited',
      notDeletable: 'Only an Open tender can be deleted',
      beingDeleted: 'This tender is being deleted',
      changedMeanwhile: 'The tender was changed meanwhile; please reload and try again',
    });
    expect(new ConflictError(tenderMessages.changedMeanwhile).statusCode).toBe(409);
  });
});
