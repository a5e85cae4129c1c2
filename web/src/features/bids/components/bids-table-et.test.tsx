/** The bids table in Estonian: headings, Estonian euros and dates, the accept dialog and toast, the admin's marks. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BidPage, BidRow } from '@features/bids/domain/dto';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { TENDER_ID, tenderFixture } from '@/testing/fixtures';
import { BidsTable } from './bids-table';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

function row(overrides: Partial<BidRow>): BidRow {
  return {
    bidId: 'bid-1',
    label: 'Geodesist #1',
    anonymized: true,
    bidderId: null,
    bidderName: null,
    bidderCompany: null,
    amountCents: 123450,
    comment: null,
    status: 'Pending',
    isContractor: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    predatesAmendment: false,
    ...overrides,
  };
}

const page = (items: BidRow[], nextCursor: string | null = null): BidPage => ({ items, nextCursor, anonymized: items.some((i) => i.anonymized) });

describe('the bids table in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("shows the poster's table with Estonian headings, euros, dates and the amendment mark", async () => {
    mocks.api.mockResolvedValue(page([row({ predatesAmendment: true })], 'c2'));
    renderRoute(<BidsTable tender={tenderFixture({ bidCount: 1 })} view="poster" />);
    const [first] = await screen.findAllByTestId('bid-row');
    expect(screen.getByRole('heading', { name: 'Esitatud pakkumised (1)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Esitatud pakkumised' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Geodeet', 'Hind', 'Esitatud', 'Kommentaarid', 'Toimingud']);
    expect(first!.textContent).toMatch(/1\s234,50\s€/);
    expect(first!.textContent).toMatch(/02\.11\.2026 \d\d:00/);
    expect(within(first!).getByTestId('predates-amendment').textContent).toBe('Enne viimast muudatust');
    expect(screen.getByRole('button', { name: 'Järgmine' })).toBeTruthy();
    expect(screen.getByText('Lehekülg 1')).toBeTruthy();
  });

  it('accepts through the Estonian dialog and toasts in Estonian', async () => {
    mocks.api.mockImplementation(async (_path: string, o: { method?: string } = {}) =>
      o.method === 'POST' ? { tender: tenderFixture({ status: 'In Progress' }), bid: row({ status: 'Accepted' }) } : page([row({})]),
    );
    renderRoute(<BidsTable tender={tenderFixture()} view="poster" />, { path: '/tender-poster/tender/:id', url: `/tender-poster/tender/${TENDER_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Võta vastu pakkumine: Geodesist #1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Kas võtad vastu pakkumise Geodesist #1 summas 1\s234,50\s€\?/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Võta pakkumine vastu' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Võtsid pakkumise vastu. Hange on nüüd töös.'));
  });

  it("marks the contractor and a bid without comments in the admin's table, and says so without bids", async () => {
    mocks.api.mockResolvedValue(page([row({ anonymized: false, bidderName: 'Greta Winkler', status: 'Accepted', isContractor: true })]));
    const { unmount } = renderRoute(<BidsTable tender={tenderFixture({ status: 'In Progress' })} view="admin" />);
    const [accepted] = await screen.findAllByTestId('bid-row');
    expect(accepted!.textContent).toContain('Töövõtja');
    expect(accepted!.textContent).toContain('Kommentaare pole lisatud');
    expect(screen.getByRole('table', { name: 'Pakkumised' })).toBeTruthy();
    unmount();
    mocks.api.mockResolvedValue(page([]));
    renderRoute(<BidsTable tender={tenderFixture()} view="admin" />);
    expect(await screen.findByText('Sellele hankele pole veel ühtegi pakkumist esitatud.')).toBeTruthy();
  });
});
