import { describe, expect, it } from 'vitest';
import { displayName, hasAccess, homePath, initialApproval, roleFromGroups } from '../../lambdas/domain/roles';
import { formatEuros, platformFeeCents, toCents } from '../../lambdas/domain/money';
import { progressValue, projectCode, querySort } from '../../lambdas/features/tenders/domain/tender';

describe('roleFromGroups', () => {
  it('reads arrays and API Gateway’s "[a b]" string form', () => {
    expect(roleFromGroups(['geodesist'])).toBe('geodesist');
    expect(roleFromGroups('[tenderPoster]')).toBe('tenderPoster');
    expect(roleFromGroups('[geodesist admin]')).toBe('admin');
  });

  it('returns undefined for unknown or missing groups', () => {
    expect(roleFromGroups('[staff]')).toBeUndefined();
    expect(roleFromGroups(undefined)).toBeUndefined();
  });
});

describe('approval and navigation', () => {
  it('makes geodesists wait for approval and approves everyone else', () => {
    expect(initialApproval('geodesist')).toBe('pending');
    expect(initialApproval('tenderPoster')).toBe('approved');
    expect(hasAccess('geodesist', 'rejected')).toBe(false);
    expect(hasAccess('tenderPoster', undefined)).toBe(true);
  });

  it('sends each role home, unknown roles to the geodesist area', () => {
    expect(homePath('admin')).toBe('/admin');
    expect(homePath('tenderPoster')).toBe('/tender-poster');
    expect(homePath(undefined)).toBe('/geodesist');
  });

  it('names a person by name, else by e-mail, else "User"', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: ' ', lastName: '', email: 'ada@example.com' })).toBe('ada');
    expect(displayName({})).toBe('User');
  });
});

describe('tender', () => {
  it('derives the project code from the first 8 characters of the id, upper-cased', () => {
    expect(projectCode('abcdef12-3456-4789-8abc-def123456789')).toBe('ABCDEF12');
  });

  it('gives the progress of each stage', () => {
    expect(progressValue('Open', false)).toBe(10);
    expect(progressValue('In Progress', false)).toBe(50);
    expect(progressValue('In Progress', true)).toBe(70);
    expect(progressValue('Completed', true)).toBe(100);
    expect(progressValue('Finished', false)).toBe(100);
  });

  it('falls back to newest for price sorts', () => {
    expect(querySort('priceHigh')).toBe('newest');
    expect(querySort('expiringSoon')).toBe('expiringSoon');
  });
});

describe('money', () => {
  it('stores cents and shows German format', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(formatEuros(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(platformFeeCents(10000)).toBe(800);
  });
});

describe('who may read a tender (tender-rules canView)', async () => {
  const { canView } = await import('../../lambdas/features/tenders/domain/tender-rules');
  const t = { creatorId: 'poster', contractorId: undefined as string | undefined, status: 'Open' as 'Open' | 'In Progress' | 'Completed' | 'Cancelled' };
  it('lets posters see only their own, geodesists Open ones and those they bid on or contracted, admins all', () => {
    expect(canView({ userId: 'poster', role: 'tenderPoster' }, t)).toBe(true);
    expect(canView({ userId: 'other', role: 'tenderPoster' }, t)).toBe(false);
    expect(canView({ userId: 'g', role: 'geodesist' }, t)).toBe(true);
    const awarded = { ...t, status: 'In Progress' as const, contractorId: 'g' };
    expect(canView({ userId: 'g', role: 'geodesist' }, awarded)).toBe(true);
    expect(canView({ userId: 'h', role: 'geodesist' }, awarded)).toBe(false);
    expect(canView({ userId: 'h', role: 'geodesist' }, awarded, true)).toBe(true);
    expect(canView({ userId: 'a', role: 'admin' }, { ...t, status: 'Completed' })).toBe(true);
  });

  it('keeps a tender cancelled while Open readable to every geodesist, one cancelled after the award to its parties only', () => {
    expect(canView({ userId: 'h', role: 'geodesist' }, { ...t, status: 'Cancelled' })).toBe(true);
    const cancelledAfterAward = { ...t, status: 'Cancelled' as const, contractorId: 'g' };
    expect(canView({ userId: 'g', role: 'geodesist' }, cancelledAfterAward)).toBe(true);
    expect(canView({ userId: 'h', role: 'geodesist' }, cancelledAfterAward)).toBe(false);
    expect(canView({ userId: 'h', role: 'geodesist' }, cancelledAfterAward, true)).toBe(true);
    expect(canView({ userId: 'other', role: 'tenderPoster' }, { ...t, status: 'Cancelled' })).toBe(false);
  });
});
