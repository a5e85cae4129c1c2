/** Data fixtures of the web component tests. */
import type { Delivery } from '@features/deliveries/domain/dto';
import type { TenderDetail } from '@features/tenders/domain/dto';

/** An Open tender as `GET /tenders/{id}` answers it, with `overrides` applied. */
export function tenderDetailFixture(overrides: Partial<TenderDetail> = {}): TenderDetail {
  return {
    tenderId: 'abcdef12-3456-4789-8abc-def012345678',
    title: 'Topographic survey of a plot',
    projectCode: 'ABCDEF12',
    description: 'Survey of a 5 ha plot with DTM.',
    expiryDate: '2030-01-31T22:59:59.000Z',
    status: 'Open',
    attachmentsCount: 0,
    bidCount: 1,
    createdAt: '2029-12-01T10:00:00.000Z',
    hasBid: false,
    bidStatus: null,
    bidAmountCents: null,
    reference: null,
    requirements: null,
    creatorId: 'poster-1',
    contractorId: null,
    location: 'Not specified',
    budgetCents: 0,
    viewCount: 2,
    updatedAt: '2029-12-01T10:00:00.000Z',
    attachments: [],
    contact: null,
    postedBy: null,
    acceptedBid: null,
    deliveryCount: 0,
    completedAt: null,
    site: null,
    version: 1,
    editIsAmendment: false,
    ...overrides,
  };
}

/** The tender id of the bids and deliveries component tests. */
export const TENDER_ID = 'abcdef12-3456-4789-8abc-def012345678';

/** An Open tender detail with id TENDER_ID, one attachment and two bids, with overrides. */
export function tenderFixture(overrides: Partial<TenderDetail> = {}): TenderDetail {
  return tenderDetailFixture({
    tenderId: TENDER_ID,
    expiryDate: '2099-01-31T12:00:00.000Z',
    attachmentsCount: 1,
    bidCount: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    viewCount: 0,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
}

/** A Submitted delivery of TENDER_ID by 'Carla Conrad' with one PDF (plan.pdf), with overrides. */
export function deliveryFixture(overrides: Partial<Delivery> = {}): Delivery {
  return {
    deliveryId: 'd-1',
    tenderId: TENDER_ID,
    geodesistId: 'geo-1',
    geodesistName: 'Carla Conrad',
    notes: 'First round',
    status: 'Submitted',
    changeRequest: null,
    submittedAt: '2026-11-10T10:00:00.000Z',
    files: [{ fileId: 'f-1', filename: 'plan.pdf', contentType: 'application/pdf', size: 2048, createdAt: '2026-11-10T10:00:00.000Z', check: null }],
    ...overrides,
  };
}
