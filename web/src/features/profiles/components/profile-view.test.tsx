import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '@features/profiles/domain/profiles';
import type { GeoMapProps } from '@/components/map/geo-map';
import { renderRoute } from '@/testing/render';
import { BidderSummary } from './bidder-summary';
import { ProfileView } from './profile-view';

const mocks = vi.hoisted(() => ({ api: vi.fn(), lastMap: null as GeoMapProps | null }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
// MapLibre needs WebGL: the map is a stand-in that records what it is given.
vi.mock('@/components/map/geo-map', () => ({
  default: (props: GeoMapProps) => {
    mocks.lastMap = props;
    return <div data-testid="geo-map" aria-label={props.ariaLabel} />;
  },
}));

const ratings = {
  count: 2,
  average: 4.3,
  criteria: [
    { criterion: 'quality' as const, average: 5 },
    { criterion: 'schedule' as const, average: 3.5 },
    { criterion: 'communication' as const, average: 4.5 },
  ],
};
const profile: PublicProfile = {
  userId: 'u-1',
  role: 'geodesist',
  name: 'Mõõdik OÜ',
  company: 'Mõõdik OÜ',
  qualifications: [{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }],
  areas: [],
  completedProjects: 3,
  ratings,
};

beforeEach(() => vi.clearAllMocks());

describe('ProfileView', () => {
  it('shows the company, qualifications, completed projects and the summary per criterion, asking through the tender', async () => {
    mocks.api.mockResolvedValue(profile);
    renderRoute(<ProfileView userId="u-1" tenderId="t-1" />);
    expect(await screen.findByRole('heading', { name: 'Mõõdik OÜ' })).toBeTruthy();
    expect(screen.getByText('Cadastral surveying: licence EE-0042')).toBeTruthy();
    expect(screen.getByTestId('rating-summary').textContent).toContain('★ 4.3 (2 ratings) · 3 completed projects');
    expect(screen.getByText('Keeping to the schedule: 3.5')).toBeTruthy();
    expect(mocks.api).toHaveBeenCalledWith('/profiles/u-1', expect.objectContaining({ query: { tenderId: 't-1' } }));
    expect(screen.getByText('All of Estonia.')).toBeTruthy();
  });

  it('lists every service area and draws each on the map, a circle as its polygon', async () => {
    const drawn = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [24.7, 59.4],
          [24.8, 59.4],
          [24.8, 59.45],
          [24.7, 59.4],
        ],
      ],
    };
    mocks.api.mockResolvedValue({ ...profile, areas: [{ type: 'Circle', center: [26.72, 58.38], radiusKm: 30 }, drawn] });
    renderRoute(<ProfileView userId="u-1" tenderId="t-1" />);
    const list = await screen.findByRole('list', { name: 'Areas of work' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Within 30 km of 58.380000, 26.720000', expect.stringMatching(/^Drawn area, \d+,\d\d km²$/)]);
    await waitFor(() => expect(mocks.lastMap?.data?.features.map((f) => f.geometry.type)).toEqual(['Polygon', 'Polygon']));
    expect((mocks.lastMap!.data!.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]).toHaveLength(65);
  });
});

describe('BidderSummary', () => {
  it('shows only the average, count and completed projects of a sealed bid', async () => {
    mocks.api.mockResolvedValue({ completedProjects: 1, ratings: { count: 0, average: null, criteria: [] } });
    renderRoute(<BidderSummary tenderId="t-1" bidId="b-1" />);
    expect((await screen.findByTestId('rating-summary')).textContent).toBe('No ratings yet · 1 completed project');
  });
});
