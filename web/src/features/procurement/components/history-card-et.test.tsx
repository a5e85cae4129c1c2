/** The History card in Estonian: the sentences, the cancellation reason's name, plurals, the actor and the time. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { TENDER_ID } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render';
import { HistoryCard } from './history-card';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ session: { userId: 'geo-1' }, role: 'geodesist' }) }));

const entry = (entryId: string, at: string, kind: string, actorRole: string, details: Record<string, string | number> = {}) => ({ entryId, at, kind, actorRole, actorName: null, details });

describe('HistoryCard in Estonian', () => {
  beforeEach(async () => {
    mocks.api.mockReset();
    mocks.api.mockResolvedValue({
      items: [
        entry('e4', '2026-11-20T09:30:00.000Z', 'cancelled', 'tenderPoster', { reason: 'budget_withdrawn' }),
        entry('e3', '2026-11-19T08:00:00.000Z', 'delivered', 'geodesist', { files: 3 }),
        entry('e2', '2026-11-18T12:00:00.000Z', 'bid_received', 'geodesist', { count: 2 }),
        entry('e1', '2026-11-10T07:00:00.000Z', 'published', 'system'),
      ],
      nextCursor: null,
    });
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('tells each entry in Estonian', async () => {
    renderRoute(<HistoryCard tenderId={TENDER_ID} />);
    expect(await screen.findByText('Tühistatud: Eelarve võeti tagasi')).toBeTruthy();
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((li) => li.querySelector('span')!.textContent)).toEqual(['Tühistatud: Eelarve võeti tagasi', 'Tööd üle antud (3 faili)', 'Pakkumine saabunud (seni 2)', 'Avaldatud']);
    expect(lines[0]!.textContent).toMatch(/20\.11\.2026 \d\d:\d\d · Hankija/);
  });
});
