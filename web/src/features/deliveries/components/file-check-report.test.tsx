/**
 * The quality check of a delivered file on the delivery: outcome in words beside its colour, each line's level in
 * words, 'Still checking' while pending, nothing for a file without a check; and the deliveries query reads again
 * while a check is pending.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryFixture } from '@/testing/fixtures';
import { checkPending } from '../api/get-deliveries';
import { FileCheckReport } from './file-check-report';

// The map itself (MapLibre) is not drawn here: a stand-in shows what it was given.
vi.mock('@/components/map/lazy-geo-map', () => ({
  LazyGeoMap: ({ ariaLabel, data }: { ariaLabel: string; data: GeoJSON.FeatureCollection }) => (
    <div role="region" aria-label={ariaLabel}>
      {JSON.stringify((data.features[0]!.geometry as GeoJSON.Point).coordinates)}
    </div>
  ),
}));

const swapped = {
  status: 'red' as const,
  lines: [
    { check: 'format' as const, level: 'green' as const, text: 'The file was read as GeoJSON.' },
    {
      check: 'axes' as const,
      level: 'red' as const,
      text: 'X and Y look swapped: as stored the data lie far outside Estonia; with X and Y exchanged they fall in Estonia, at 58.38° N, 26.72° E.',
      at: [26.72, 58.38] as [number, number],
    },
  ],
};

describe('FileCheckReport', () => {
  it('names the outcome and each line’s level in words, not by colour alone', () => {
    render(<FileCheckReport filename="parcels.geojson" check={swapped} />);
    const report = screen.getByRole('region', { name: 'Quality check of parcels.geojson' });
    expect(within(report).getByText('Check: likely wrong')).toBeTruthy();
    const lines = within(report).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['OK: The file was read as GeoJSON.', `Problem: ${swapped.lines[1]!.text}Show on the map`]);
  });

  it('shows where swapped data would lie on a map when asked', () => {
    render(<FileCheckReport filename="parcels.geojson" check={swapped} />);
    expect(screen.queryByRole('region', { name: 'Where parcels.geojson would lie with X and Y exchanged' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show on the map' }));
    expect(screen.getByRole('region', { name: 'Where parcels.geojson would lie with X and Y exchanged' }).textContent).toBe('[26.72,58.38]');
    expect(screen.getByRole('button', { name: 'Hide the map' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("says 'Still checking' while the report is pending, and 'Could not check' with the reason for an unreadable file", () => {
    const { rerender } = render(<FileCheckReport filename="site.kml" check={{ status: 'pending', lines: [] }} />);
    expect(screen.getByText('Still checking')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/being read/);
    rerender(
      <FileCheckReport filename="site.kml" check={{ status: 'unreadable', lines: [{ check: 'format', level: 'red', text: 'The file could not be checked as KML: it declares a DOCTYPE.' }] }} />,
    );
    expect(screen.getByText('Could not check')).toBeTruthy();
    expect(screen.getByText(/it declares a DOCTYPE/)).toBeTruthy();
  });

  it('shows nothing for a file that is not geodata', () => {
    const { container } = render(<FileCheckReport filename="report.pdf" check={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('checkPending', () => {
  it('keeps reading the deliveries while any file is still being checked', () => {
    const file = deliveryFixture().files[0]!;
    expect(checkPending({ items: [deliveryFixture({ files: [{ ...file, check: { status: 'pending', lines: [] } }] })] })).toBe(true);
    expect(checkPending({ items: [deliveryFixture({ files: [{ ...file, check: swapped }, file] })] })).toBe(false);
  });
});
