import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderVersionList } from '@features/procurement/domain/versions';
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
  attachments: [{ attachmentId: 'a-1', filename: 'plan.pdf', size: 10 }],
};
const list: TenderVersionList = {
  current: 3,
  items: [
    {
      version: 3,
      at: '2029-12-05T10:00:00.000Z',
      reason: 'More time',
      changed: ['expiryDate'],
      deadlineMoved: false,
      snapshot: { ...snapshot, description: 'Survey of a 5 ha plot with DTM.', expiryDate: '2030-02-28T22:59:59.000Z' },
    },
    { version: 2, at: '2029-12-03T10:00:00.000Z', reason: 'DTM added', changed: ['description'], deadlineMoved: false, snapshot: { ...snapshot, description: 'Survey of a 5 ha plot with DTM.' } },
    { version: 1, at: '2029-12-01T10:00:00.000Z', reason: null, changed: [], deadlineMoved: false, snapshot },
  ],
};

beforeEach(() => vi.clearAllMocks());

describe('VersionsCard', () => {
  it('lists the versions newest first with their reasons, and the last amendment’s difference', async () => {
    mocks.api.mockResolvedValue(list);
    renderRoute(<VersionsCard tender={tenderDetailFixture({ version: 3 })} />);
    await waitFor(() => expect(screen.getAllByTestId('version-item')).toHaveLength(3));
    expect(screen.getAllByTestId('version-item').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Reason: More time'),
      expect.stringContaining('Reason: DTM added'),
      expect.stringContaining('As first published'),
    ]);
    expect(screen.getByTestId('diff-expiryDate')).toBeTruthy();
    expect(screen.queryByTestId('diff-description')).toBeNull();
  });

  it('shows the word-level difference between any two versions picked', async () => {
    mocks.api.mockResolvedValue(list);
    renderRoute(<VersionsCard tender={tenderDetailFixture({ version: 3 })} />);
    await waitFor(() => expect(screen.getByLabelText('From')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '1' } });
    const description = screen.getByTestId('diff-description');
    expect(within(description).getByText(/with DTM/, { selector: 'ins' })).toBeTruthy();
    expect(screen.getByTestId('diff-expiryDate')).toBeTruthy();
  });

  it('says when the tender was never amended', async () => {
    mocks.api.mockResolvedValue({ current: 1, items: [] });
    renderRoute(<VersionsCard tender={tenderDetailFixture()} />);
    await waitFor(() => expect(screen.getByText('This tender has not been amended.')).toBeTruthy());
  });
});
