import { beforeAll, describe, expect, it } from 'vitest';
import { cancelDeadlineTimerItems, deadlineTimerItems, noticeDueAt } from '../../lambdas/features/tenders/deadline-timers';
import { deadlineNoticeTexts, noticeStillDue } from '../../lambdas/features/notifications/deadline-listeners';
import type { TenderItem } from '../../lambdas/features/tenders/public';

const tender = {
  tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
  title: 'Levelling of the benchmarks',
  creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02',
  expiryDate: '2026-12-10T21:59:59.000Z',
  questionDeadline: '2026-12-07T21:59:59.000Z',
};

describe('the deadline timers of a tender', () => {
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'geotender-test';
  });

  it('are due 24 hours before each deadline, keyed by the tender and the deadline', () => {
    expect(noticeDueAt(tender.expiryDate)).toBe('2026-12-09T21:59:59.000Z');
    const items = deadlineTimerItems(tender, '2026-12-01T10:00:00.000Z');
    expect(items.map((i) => [i.Put?.Item?.key, i.Put?.Item?.dueAt])).toEqual([
      [`${tender.tenderId}:deadline`, '2026-12-09T21:59:59.000Z'],
      [`${tender.tenderId}:questions`, '2026-12-06T21:59:59.000Z'],
    ]);
    expect(JSON.parse(items[1]!.Put!.Item!.payload as string)).toMatchObject({ which: 'questions', deadline: tender.questionDeadline });
  });

  it('are deleted instead when less than 24 hours remain, or there is no question deadline', () => {
    const items = deadlineTimerItems({ ...tender, questionDeadline: null }, '2026-12-09T22:00:00.000Z');
    expect(items.map((i) => (i.Delete ? 'delete' : 'put'))).toEqual(['delete', 'delete']);
    expect(deadlineTimerItems(tender, '2026-12-07T00:00:00.000Z').map((i) => (i.Delete ? 'delete' : 'put'))).toEqual(['put', 'delete']);
    expect(cancelDeadlineTimerItems(tender.tenderId).every((i) => i.Delete)).toBe(true);
  });
});

describe('a deadline notice when it fires', () => {
  const stored = { ...tender, status: 'Open', bidCount: 2 } as unknown as TenderItem;
  it('is sent only while the tender is Open with the deadline the timer was set for', () => {
    expect(noticeStillDue({ which: 'deadline', deadline: tender.expiryDate }, stored)).toBe(true);
    expect(noticeStillDue({ which: 'questions', deadline: tender.questionDeadline }, stored)).toBe(true);
    expect(noticeStillDue({ which: 'deadline', deadline: '2026-12-08T21:59:59.000Z' }, stored)).toBe(false);
    expect(noticeStillDue({ which: 'deadline', deadline: tender.expiryDate }, { ...stored, status: 'In Progress' })).toBe(false);
    expect(noticeStillDue({ which: 'deadline', deadline: tender.expiryDate }, { ...stored, deletingAt: '2026-12-01T00:00:00.000Z' })).toBe(false);
    expect(noticeStillDue({ which: 'deadline', deadline: tender.expiryDate }, undefined)).toBe(false);
  });

  it('tells the poster the count of bids, and the geodesists the time in Tallinn', () => {
    const texts = deadlineNoticeTexts({ which: 'deadline', deadline: tender.expiryDate }, stored);
    expect(texts.poster).toBe('Bidding on your tender "Levelling of the benchmarks" closes in 24 hours, on 10 December 2026 at 23:59. It has 2 bids so far.');
    expect(texts.geodesists).toBe('Bidding on "Levelling of the benchmarks" closes in 24 hours, on 10 December 2026 at 23:59.');
    expect(deadlineNoticeTexts({ which: 'questions', deadline: tender.questionDeadline }, stored)).toEqual({
      geodesists: 'Questions about "Levelling of the benchmarks" can be asked for 24 more hours, until 7 December 2026 at 23:59.',
    });
  });
});
