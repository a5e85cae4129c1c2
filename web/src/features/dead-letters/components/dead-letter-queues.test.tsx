/**
 * The dead-letter page's queues: each queue's count and its kinds with age and first error,
 * an empty queue said so, Retry all posting the queue and saying what moved, and no retry while one moves; in Estonian
 * with its plural rules and words for ages.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { DeadLetterQueues } from './dead-letter-queues';

const mocks = vi.hoisted(() => ({ api: vi.fn<(path: string, options: { method?: string; body?: unknown }) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const listing = (emailMoving = false) => ({
  queues: [
    {
      name: 'email',
      count: 3,
      listed: 3,
      moving: emailMoving,
      kinds: [
        { kind: 'e-mail: bid_received', count: 2, oldestSentAt: minutesAgo(61), firstError: 'MessageRejected: Address not verified: <address>', firstFailedAt: minutesAgo(60) },
        { kind: 'e-mail', count: 1, oldestSentAt: minutesAgo(5), firstError: null, firstFailedAt: null },
      ],
    },
    { name: 'events', count: 0, listed: 0, moving: false, kinds: [] },
  ],
});

describe('DeadLetterQueues', () => {
  beforeEach(() => mocks.api.mockReset());

  it('shows each queue’s count and its kinds with the oldest message’s age and the first error', async () => {
    mocks.api.mockResolvedValue(listing());
    renderRoute(<DeadLetterQueues />);
    const table = await screen.findByRole('table', { name: 'email dead letters by kind' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['e-mail: bid_received', '2', '1 hour ago', 'MessageRejected: Address not verified: <address>'],
      ['e-mail', '1', '5 minutes ago', 'Not recorded'],
    ]);
    expect(screen.getByText('3 messages have failed every retry')).toBeTruthy();
    expect(screen.getByText('Empty: nothing waits here.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry all' })).toHaveLength(1);
  });

  it('retries a queue with Retry all, says how many went back, and reads the queues again', async () => {
    mocks.api.mockImplementation(async (path) => (path === '/admin/dead-letters/retry' ? { queue: 'email', moved: 3 } : listing()));
    renderRoute(<DeadLetterQueues />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry all' }));
    expect((await screen.findByRole('status')).textContent).toBe('3 messages sent back to be tried again.');
    expect(mocks.api).toHaveBeenCalledWith('/admin/dead-letters/retry', { method: 'POST', body: { queue: 'email' } });
    await waitFor(() => expect(mocks.api.mock.calls.filter(([p]) => p === '/admin/dead-letters')).toHaveLength(2));
  });

  it('says a cloud retry has started, and a refused one with the server’s reason', async () => {
    let answer: () => unknown = () => ({ queue: 'email', moved: null });
    mocks.api.mockImplementation(async (path) => (path === '/admin/dead-letters/retry' ? answer() : listing()));
    renderRoute(<DeadLetterQueues />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry all' }));
    expect((await screen.findByRole('status')).textContent).toBe('Retry started: the messages go back to their queue over the next minutes.');
    answer = () => {
      throw new ApiRequestError(409, 'A retry of this queue is still moving messages; wait for it to finish');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Retry all' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Retry failed: A retry of this queue is still moving messages; wait for it to finish'));
  });

  it('offers no retry while one is moving the queue', async () => {
    mocks.api.mockResolvedValue(listing(true));
    renderRoute(<DeadLetterQueues />);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Retry all' })).disabled).toBe(true);
    expect(screen.getByText('A retry is moving these messages now.')).toBeTruthy();
  });
});

describe('DeadLetterQueues in Estonian', () => {
  beforeEach(async () => {
    mocks.api.mockReset();
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says the counts by Estonian plural rules, the ages in Estonian words and the table in Estonian', async () => {
    mocks.api.mockImplementation(async (path) => (path === '/admin/dead-letters/retry' ? { queue: 'email', moved: 1 } : listing()));
    renderRoute(<DeadLetterQueues />);
    const table = await screen.findByRole('table', { name: 'email: edastamata teated liigi järgi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Liik', 'Teateid', 'Vanim', 'Esimene viga']);
    const ages = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
    expect(ages).toEqual(['ühe tunni eest', '5 minuti eest']);
    expect(within(table).getByText('Pole salvestatud')).toBeTruthy();
    expect(screen.getByText('3 teadet jäi pärast kõiki katseid edastamata')).toBeTruthy();
    expect(screen.getByText('Tühi: siin ei oota midagi.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proovi kõiki uuesti' }));
    expect((await screen.findByRole('status')).textContent).toBe('1 teade saadeti uuesti proovimiseks tagasi.');
  });
});
