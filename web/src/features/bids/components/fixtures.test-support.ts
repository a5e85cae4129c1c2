/** Test data of the bids and deliveries components: a tender detail with overrides. */
import type { TenderDetail } from '@domain/dto';

export const TENDER_ID = 'abcdef12-3456-4789-8abc-def012345678';

export function tenderFixture(overrides: Partial<TenderDetail> = {}): TenderDetail {
  return {
    tenderId: TENDER_ID,
    title: 'Topographic survey of a plot',
    projectCode: 'ABCDEF12',
    description: 'Survey of a 5 ha plot with DTM.',
    expiryDate: '2099-01-31T12:00:00.000Z',
    status: 'Open',
    attachmentsCount: 1,
    bidCount: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    hasBid: false,
    bidStatus: null,
    bidAmountCents: null,
    reference: null,
    creatorId: 'poster-1',
    contractorId: null,
    location: 'Not specified',
    budgetCents: 0,
    viewCount: 0,
    updatedAt: '2026-11-01T10:00:00.000Z',
    attachments: [],
    contact: null,
    postedBy: null,
    acceptedBid: null,
    deliveryCount: 0,
    completedAt: null,
    ...overrides,
  };
}
