/** The readable difference between two versions of a tender (features/procurement/domain/version-diff.ts). */
import { describe, expect, it } from 'vitest';
import { describeVersionSite, textDifference, versionDifferences } from '../../lambdas/features/procurement/domain/version-diff';
import type { VersionSnapshot } from '../../lambdas/features/tenders/domain/versions';

const v1: VersionSnapshot = {
  title: 'Boundary survey',
  description: 'Survey of the parcel boundary',
  requirements: null,
  reference: null,
  location: 'Tartu',
  budgetCents: 100_000,
  expiryDate: '2099-01-01T00:00:00.000Z',
  site: null,
  attachments: [
    { attachmentId: 'a-1', filename: 'plan.pdf', size: 10 },
    { attachmentId: 'a-2', filename: 'old-points.csv', size: 10 },
  ],
};
const format = { date: (iso: string) => iso.slice(0, 10), money: (cents: number) => `${cents / 100} €` };

describe('versionDifferences', () => {
  it('finds nothing between a version and itself', () => {
    expect(versionDifferences(v1, v1, format)).toEqual([]);
  });

  it('gives texts word by word, dates and money before and after, the site and the files', () => {
    const v2: VersionSnapshot = {
      ...v1,
      description: 'Survey of the parcel boundary and the river bank',
      requirements: 'RTK GNSS',
      budgetCents: 120_000,
      expiryDate: '2099-02-01T00:00:00.000Z',
      site: { type: 'Polygon', centroid: [26.72, 58.38], areaM2: 25_000 },
      attachments: [
        { attachmentId: 'a-1', filename: 'plan.pdf', size: 10 },
        { attachmentId: 'a-3', filename: 'control-points.csv', size: 10 },
      ],
    };
    const diff = versionDifferences(v1, v2, format);
    expect(diff.map((d) => d.field)).toEqual(['description', 'requirements', 'budgetCents', 'expiryDate', 'site', 'attachments']);
    expect(diff[0]).toMatchObject({
      kind: 'text',
      parts: [
        { kind: 'same', text: 'Survey of the parcel boundary ' },
        { kind: 'added', text: 'and the river bank' },
      ],
    });
    expect(diff[1]).toMatchObject({ kind: 'text', parts: [{ kind: 'added', text: 'RTK GNSS' }] });
    expect(diff[2]).toEqual({ field: 'budgetCents', label: 'Budget', kind: 'value', from: '1000 €', to: '1200 €' });
    expect(diff[3]).toEqual({ field: 'expiryDate', label: 'Deadline', kind: 'value', from: '2099-01-01', to: '2099-02-01' });
    expect(diff[4]).toMatchObject({ kind: 'site', change: 'added', from: null, to: 'an area around 58.38000° N, 26.72000° E, 2.5 ha' });
    expect(diff[5]).toEqual({ field: 'attachments', label: 'Files', kind: 'files', added: ['control-points.csv'], removed: ['old-points.csv'] });
  });

  it('says a site was removed or changed', () => {
    const point = { type: 'Point' as const, centroid: [26.7, 58.4] as [number, number], areaM2: null };
    expect(versionDifferences({ ...v1, site: point }, v1, format)[0]).toMatchObject({ change: 'removed', from: 'a point at 58.40000° N, 26.70000° E', to: null });
    expect(versionDifferences({ ...v1, site: point }, { ...v1, site: { ...point, centroid: [26.8, 58.4] } }, format)[0]).toMatchObject({ change: 'changed' });
  });

  it('marks removed words', () => {
    expect(textDifference('a survey of the bank', 'a survey')).toEqual([
      { kind: 'same', text: 'a survey' },
      { kind: 'removed', text: ' of the bank' },
    ]);
    expect(describeVersionSite({ type: 'MultiPolygon', centroid: [26, 58], areaM2: null })).toBe('several areas around 58.00000° N, 26.00000° E');
  });
});
