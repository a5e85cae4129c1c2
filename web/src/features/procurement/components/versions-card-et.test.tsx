/** The Versions card in Estonian: texts from the catalogue's `work` part, dates in the Estonian format. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderVersionList } from '@features/procurement/domain/versions';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture } from '@/testing/fixtures';
import { VersionsCard } from './versions-card';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const snapshot = {
  title: 'Topographic survey of a plot',
  description: 'Survey of a 5 ha plot.',
  requirements: null,
  reference: null,
  location: 'Tartu',
  budgetCents: 0,
  expiryDate: '2030-01-31T22:59:59.000Z',
  site: null,
  attachments: [],
};
const list: TenderVersionList = {
  current: 2,
  items: [
    {
      version: 2,
      at: '2029-12-05T10:00:00.000Z',
      reason: 'Rohkem aega',
      changed: ['expiryDate', 'budgetCents'],
      deadlineMoved: false,
      snapshot: { ...snapshot, expiryDate: '2030-02-28T22:59:59.000Z', budgetCents: 123450 },
    },
    { version: 1, at: '2029-12-01T10:00:00.000Z', reason: null, changed: [], deadlineMoved: false, snapshot },
  ],
};

describe('VersionsCard in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('lists the versions with Estonian texts and dates', async () => {
    mocks.api.mockResolvedValue(list);
    renderRoute(<VersionsCard tender={tenderDetailFixture({ version: 2 })} />);
    await waitFor(() => expect(screen.getAllByTestId('version-item')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Versioonid' })).toBeTruthy();
    const [newest, first] = screen.getAllByTestId('version-item').map((li) => li.textContent ?? '');
    expect(newest).toContain('Versioon 2');
    expect(newest).toMatch(/05\.12\.2029 \d\d:\d\d/);
    expect(newest).toContain('Põhjus: Rohkem aega');
    expect(newest).toContain('Muudetud: tähtaeg, eelarve');
    expect(first).toContain('Esmakordselt avaldatud kujul');
    expect(screen.getByTestId('diff-budgetCents').textContent?.replace(/\s/g, ' ')).toContain('1 234,50 €');
  });
});
