/** The amendment rules (features/tenders/domain/versions.ts): when an edit is an amendment, what changed, the deadline rule, confirmations. */
import { describe, expect, it } from 'vitest';
import {
  AMENDMENT_NOTICE_DAYS,
  changedFields,
  deadlineAfterAmendment,
  isAmendment,
  needsConfirmation,
  shortens,
  versionOf,
  type VersionSnapshot,
} from '../../lambdas/features/tenders/domain/versions';

const snapshot: VersionSnapshot = {
  title: 'Boundary survey',
  description: 'Survey of a parcel boundary',
  requirements: null,
  reference: null,
  location: 'Tartu',
  budgetCents: 0,
  expiryDate: '2099-01-01T00:00:00.000Z',
  site: null,
  attachments: [{ attachmentId: 'a-1', filename: 'plan.pdf', size: 10 }],
};

describe('amendment rules', () => {
  it('counts an edit as an amendment once a bid or a question exists', () => {
    expect(isAmendment({ bidCount: 0 })).toBe(false);
    expect(isAmendment({ bidCount: 0, questionCount: 0 })).toBe(false);
    expect(isAmendment({ bidCount: 1 })).toBe(true);
    expect(isAmendment({ bidCount: 0, questionCount: 1 })).toBe(true);
  });

  it('reads a tender without a version as version 1', () => {
    expect(versionOf({})).toBe(1);
    expect(versionOf({ version: 4 })).toBe(4);
  });

  it('names the changed fields in order, files and site included', () => {
    expect(changedFields(snapshot, snapshot)).toEqual([]);
    const after = {
      ...snapshot,
      expiryDate: '2099-02-01T00:00:00.000Z',
      description: 'x',
      site: { type: 'Point' as const, centroid: [26.7, 58.4] as [number, number], areaM2: null },
      attachments: [],
    };
    expect(changedFields(snapshot, after)).toEqual(['description', 'expiryDate', 'site', 'attachments']);
  });

  it(`moves a deadline closer than ${AMENDMENT_NOTICE_DAYS} days to exactly that far, and leaves a later one`, () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    expect(deadlineAfterAmendment('2026-03-02T12:00:00.000Z', now)).toEqual({ expiryDate: '2026-03-03T12:00:00.000Z', moved: true });
    expect(deadlineAfterAmendment('2026-03-03T12:00:00.000Z', now)).toEqual({ expiryDate: '2026-03-03T12:00:00.000Z', moved: false });
    expect(deadlineAfterAmendment('2026-04-01T00:00:00.000Z', now).moved).toBe(false);
  });

  it('tells a shorter deadline from a later one', () => {
    expect(shortens('2099-01-01T00:00:00.000Z', '2098-12-31T00:00:00.000Z')).toBe(true);
    expect(shortens('2099-01-01T00:00:00.000Z', '2099-01-02T00:00:00.000Z')).toBe(false);
  });

  it('asks a bid to be confirmed while it predates the last change of terms', () => {
    expect(needsConfirmation(undefined, {})).toBe(false);
    expect(needsConfirmation(undefined, { termsVersion: 2 })).toBe(true);
    expect(needsConfirmation(2, { termsVersion: 2 })).toBe(false);
    expect(needsConfirmation(2, { termsVersion: 3 })).toBe(true);
  });
});
