/** The deliverables in Estonian: texts from the catalogue's `work` part, dates and euros in the Estonian formats. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { deliveryFixture, TENDER_ID, tenderFixture } from '@/testing/fixtures';
import { AcceptDeliverablesDialog } from './accept-deliverables-dialog';
import { DeliveriesSection } from './deliveries-section';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const inProgress = tenderFixture({
  status: 'In Progress',
  contractorId: 'geo-1',
  acceptedBid: { bidId: 'b-1', bidderId: 'geo-1', bidderName: 'Conrad GmbH', amountCents: 123450, comment: null, acceptedAt: '2026-11-05T10:00:00.000Z' },
});

describe('the deliverables in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('sums the bid, fee and total in euros the Estonian way and confirms in Estonian', async () => {
    mocks.api.mockResolvedValue({ tender: { ...inProgress, status: 'Completed' }, bidCents: 123450, feeCents: 9876, totalCents: 133326 });
    renderRoute(<AcceptDeliverablesDialog tenderId={TENDER_ID} bidCents={123450} open onClose={vi.fn()} />);
    expect(screen.getByText('Võta tööd vastu')).toBeTruthy();
    expect(screen.getByText('Platvormi tasu (8 %)')).toBeTruthy();
    expect(screen.getByTestId('summary-bid').textContent?.replace(/\s/g, ' ')).toBe('1 234,50 €');
    fireEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Tööd vastu võetud', { description: 'Projekt on edukalt lõpetatud.' }));
  });

  it('lists the deliveries with Estonian headings and dates', async () => {
    mocks.api.mockResolvedValue({
      items: [deliveryFixture({ status: 'Changes Requested', notes: '', changeRequest: { comment: 'Lisa kõrgused', requestedAt: '2026-11-11T10:00:00.000Z' } })],
    });
    renderRoute(<DeliveriesSection tender={{ ...inProgress, deliveryCount: 1 }} view="poster" />);
    expect(await screen.findByRole('heading', { name: 'Üleantavad tööd (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Üleandmine 1' })).toBeTruthy();
    expect(screen.getByText('Märkusi pole lisatud')).toBeTruthy();
    expect(screen.getByText('Muudatusi küsiti 11.11.2026')).toBeTruthy();
    expect(screen.getByText(/^Esitatud 10\.11\.2026 \d\d:\d\d, esitaja Carla Conrad$/)).toBeTruthy();
  });
});
