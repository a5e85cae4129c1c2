/** Test data of the bids and deliveries components: a tender detail with overrides. */
import type { TenderDetail } from '@domain/dto';
import { tenderDetailFixture } from '@/testing/fixtures';

export const TENDER_ID = 'abcdef12-3456-4789-8abc-def012345678';

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
