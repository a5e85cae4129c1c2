import { describe, expect, it } from 'vitest';
import { isClosed, isHistory, isPastDeadline, progressValue, projectCode, querySort, TENDER_STATUSES, type TenderStatus } from '../../lambdas/features/tenders/domain/tender';
import { editRefusal } from '../../lambdas/features/tenders/domain/tender-rules';

describe('projectCode', () => {
  it('keeps exactly the first 8 characters, upper-cased', () => {
    expect(projectCode('abcdef12-3456-4789-8abc-def123456789')).toBe('ABCDEF12');
    expect(projectCode('abcdefgh')).toBe('ABCDEFGH');
    expect(projectCode('abcdefghi')).toBe('ABCDEFGH');
  });

  it('gives the whole id when it is shorter than 8 characters', () => {
    expect(projectCode('ab1')).toBe('AB1');
    expect(projectCode('')).toBe('');
  });
});

describe('editRefusal (poster edit and delete)', () => {
  it('is allowed only while the tender is Open', () => {
    const editable = TENDER_STATUSES.filter((status) => editRefusal({ creatorId: 'poster', status }, 'poster', 'edit') === null);
    expect(editable).toEqual(['Open']);
  });
});

describe('isClosed (completed) and isHistory (history group)', () => {
  it('isClosed holds Completed and Finished, not Open, In Progress or Cancelled', () => {
    const closed: Record<TenderStatus, boolean> = { Open: false, 'In Progress': false, Completed: true, Finished: true, Cancelled: false };
    for (const status of TENDER_STATUSES) expect(isClosed(status), status).toBe(closed[status]);
  });

  it('isHistory holds Completed, Finished and Cancelled, not Open or In Progress', () => {
    const history: Record<TenderStatus, boolean> = { Open: false, 'In Progress': false, Completed: true, Finished: true, Cancelled: true };
    for (const status of TENDER_STATUSES) expect(isHistory(status), status).toBe(history[status]);
  });

  it('a Cancelled tender made no progress', () => {
    expect(progressValue('Cancelled', true)).toBe(0);
  });
});

describe('progressValue (3-stage indicator)', () => {
  it('shows 10 for Open, whether or not there are deliveries', () => {
    expect(progressValue('Open', false)).toBe(10);
    expect(progressValue('Open', true)).toBe(10);
  });

  it('shows 50 In Progress before the first delivery and 70 after it', () => {
    expect(progressValue('In Progress', false)).toBe(50);
    expect(progressValue('In Progress', true)).toBe(70);
  });

  it('shows 100 for Completed and for Finished, which counts as Completed (part 2, 4)', () => {
    expect(progressValue('Completed', false)).toBe(100);
    expect(progressValue('Finished', true)).toBe(100);
    expect(progressValue('Finished', false)).toBe(100);
  });
});

describe('querySort', () => {
  it('keeps oldest and expiringSoon, turns newest, the price sorts and no sort into newest', () => {
    expect(querySort('oldest')).toBe('oldest');
    expect(querySort('expiringSoon')).toBe('expiringSoon');
    expect(querySort('newest')).toBe('newest');
    expect(querySort('priceHigh')).toBe('newest');
    expect(querySort('priceLow')).toBe('newest');
    expect(querySort(undefined)).toBe('newest');
  });
});

describe('isPastDeadline', () => {
  it('compares with the current time when no time is given', () => {
    expect(isPastDeadline(new Date(Date.now() + 60_000).toISOString())).toBe(false);
    expect(isPastDeadline(new Date(Date.now() - 60_000).toISOString())).toBe(true);
  });

  it('counts an empty date as closed', () => {
    expect(isPastDeadline('', 0)).toBe(true);
  });
});
