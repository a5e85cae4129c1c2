/** Data fixtures of the web component tests. */
import type { TenderDetail } from '@domain/dto';

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
    ...overrides,
  };
}
