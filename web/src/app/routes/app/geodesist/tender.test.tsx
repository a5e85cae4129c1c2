import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import GeodesistTenderRoute from './tender';
import { tenderDetailFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({ api: vi.fn(), userId: 'geo-1' }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ session: { userId: mocks.userId, role: 'geodesist' } }) }));
// The panels belong to the bids and deliveries features: stand-ins show which one the page chose.
vi.mock('@/features/bids/components/bid-panel', () => ({ BidPanel: () => <section data-slot="bid-panel" /> }));
vi.mock('@/features/deliveries/components/contractor-panel', () => ({ ContractorPanel: () => <section data-slot="contractor-panel" /> }));

/** The tender id of tenderDetailFixture. */
const ID = tenderDetailFixture().tenderId;

const open = () =>
  renderRoute(<GeodesistTenderRoute />, {
    path: '/geodesist/tender/:id',
    url: `/geodesist/tender/${ID}`,
  });

describe('geodesist tender detail', () => {
  beforeEach(() => mocks.api.mockReset());

  it("gives a non-contractor the bid panel on an Open tender, '2 views' and the contact notice", async () => {
    mocks.api.mockResolvedValueOnce(tenderDetailFixture());
    const { container } = open();
    await waitFor(() => expect(container.querySelector('[data-slot="bid-panel"]')).toBeTruthy());
    expect(container.querySelector('[data-slot="contractor-panel"]')).toBeNull();
    expect(screen.getByTestId('view-count').textContent).toContain('2 views');
    expect(screen.getByTestId('contact-notice')).toBeTruthy();
  });

  it('keeps a losing bidder’s bid panel once the tender is past Open, and says the details went to the contractor', async () => {
    mocks.api.mockResolvedValueOnce(tenderDetailFixture({ status: 'Completed', contractorId: 'geo-9' }));
    const { container } = open();
    await waitFor(() => expect(container.querySelector('[data-slot="bid-panel"]')).toBeTruthy());
    expect(container.querySelector('[data-slot="contractor-panel"]')).toBeNull();
    expect(screen.getByTestId('contact-notice').textContent).toContain('shared with the geodesist whose bid was accepted');
  });

  it('sends the contractor of an In Progress tender to the deliver page', async () => {
    mocks.api.mockResolvedValueOnce(tenderDetailFixture({ status: 'In Progress', contractorId: 'geo-1' }));
    open();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/geodesist/tender/${ID}/deliver`));
  });

  it('gives the contractor of a Completed tender the contractor panel and the contact details', async () => {
    mocks.api.mockResolvedValueOnce(
      tenderDetailFixture({ status: 'Completed', contractorId: 'geo-1', contact: { postedBy: 'Vermessung Nord GmbH', contactPerson: null, contactEmail: 'p@example.com', contactPhone: null } }),
    );
    const { container } = open();
    await waitFor(() => expect(container.querySelector('[data-slot="contractor-panel"]')).toBeTruthy());
    expect(container.querySelector('[data-slot="bid-panel"]')).toBeNull();
    expect(screen.getByText('Vermessung Nord GmbH')).toBeTruthy();
    expect(screen.getByText('Contact not available')).toBeTruthy();
    expect(screen.getByText('Phone not available')).toBeTruthy();
  });
});
