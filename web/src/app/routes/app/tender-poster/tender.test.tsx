import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import PosterTenderRoute from './tender';
import { tenderDetailFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({ api: vi.fn(), userId: 'poster-1' }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ session: { userId: mocks.userId } }) }));
// The panels belong to the bids and deliveries features: stand-ins show which one the page chose.
vi.mock('@/features/bids/components/bids-table', () => ({ BidsTable: ({ view }: { view: string }) => <section data-slot="bids-table" data-view={view} /> }));
vi.mock('@/features/bids/components/accepted-bid-card', () => ({ AcceptedBidCard: () => <section data-slot="accepted-bid-card" /> }));
vi.mock('@/features/deliveries/components/deliveries-section', () => ({ DeliveriesSection: ({ view }: { view: string }) => <section data-slot="deliveries-section" data-view={view} /> }));

/** The tender id of tenderDetailFixture. */
const ID = tenderDetailFixture().tenderId;

const open = () => renderRoute(<PosterTenderRoute />, { path: '/tender-poster/tender/:id', url: `/tender-poster/tender/${ID}` });

describe('poster tender detail', () => {
  beforeEach(() => mocks.api.mockReset());

  it('shows the bids table while Open, the accepted bid card, the deliveries, and no contact section', async () => {
    mocks.api.mockResolvedValueOnce(tenderDetailFixture());
    const { container } = open();
    await waitFor(() => expect(container.querySelector('[data-slot="bids-table"][data-view="poster"]')).toBeTruthy());
    expect(container.querySelector('[data-slot="accepted-bid-card"]')).toBeTruthy();
    expect(container.querySelector('[data-slot="deliveries-section"][data-view="poster"]')).toBeTruthy();
    expect(screen.queryByText('Contact Information')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Tender progress' }).getAttribute('aria-valuenow')).toBe('10');
  });

  it('hides the bids table once In Progress and shows 70 with a delivery', async () => {
    mocks.api.mockResolvedValueOnce(tenderDetailFixture({ status: 'In Progress', contractorId: 'geo-1', deliveryCount: 1 }));
    const { container } = open();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Tender progress' }).getAttribute('aria-valuenow')).toBe('70'));
    expect(container.querySelector('[data-slot="bids-table"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Detailed Status' })).toBeTruthy();
  });
});
