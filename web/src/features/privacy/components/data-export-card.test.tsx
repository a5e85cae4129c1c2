/**
 * "Your data" in Account: asking for the export shows 'Preparing your file…' and polls
 * `GET /me/data-export` until the file is ready, then offers its link with the time the link expires and
 * stops polling; a refusal shows the server's message.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { renderRoute } from '@/testing/render';
import { EXPORT_POLL_MS } from '../api/get-data-export';
import { DataExportCard } from './data-export-card';

const mocks = vi.hoisted(() => ({ api: vi.fn<(path: string, options: { method?: string }) => unknown>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const URL_READY = 'https://files.test/exports/u-1/e-1.json?X-Amz-Signature=abc';
const LINK_EXPIRES = '2026-07-01T10:15:00.000Z';

const preparing = {
  exportId: 'e-1',
  status: 'preparing',
  requestedAt: '2026-07-01T10:00:00.000Z',
  readyAt: null,
  expiresAt: '2026-07-02T10:00:00.000Z',
  size: null,
  downloadUrl: null,
  linkExpiresAt: null,
};
const ready = { ...preparing, status: 'ready', readyAt: '2026-07-01T10:00:03.000Z', size: 2048, downloadUrl: URL_READY, linkExpiresAt: LINK_EXPIRES };

const gets = () => mocks.api.mock.calls.filter(([path, options]) => path === '/me/data-export' && !options.method).length;

describe('DataExportCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mocks.api.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the data, reads "Preparing your file…" while polling, then links the file with its expiry and stops polling', async () => {
    let worker = 'preparing';
    mocks.api.mockImplementation((path, { method }) => {
      if (path !== '/me/data-export') throw new Error(`unexpected ${path}`);
      if (method === 'POST') return { export: preparing };
      if (gets() === 1) return { export: null };
      return { export: worker === 'ready' ? ready : preparing };
    });
    renderRoute(<DataExportCard />, { path: '/account' });

    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your file…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(mocks.api).toHaveBeenCalledWith('/me/data-export', { method: 'POST' });

    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    expect(gets()).toBe(2);
    expect(screen.getByText('Preparing your file…')).toBeTruthy();

    worker = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    const link = await screen.findByRole('link', { name: /Download your file/ });
    expect(link.getAttribute('href')).toBe(URL_READY);
    expect(link.textContent).toContain('2.00 KB');
    expect(screen.getByTestId('export-ready').textContent).toContain(`The link works until ${formatDate(LINK_EXPIRES, 'HH:mm')}`);
    expect(screen.queryByText('Preparing your file…')).toBeNull();

    // Ready: no more polling until shortly before the link expires.
    const after = gets();
    await act(() => vi.advanceTimersByTimeAsync(10 * EXPORT_POLL_MS));
    expect(gets()).toBe(after);
  });

  it('opens a file a link inside an export points to: asks for a fresh link of that file and follows it', async () => {
    const exportId = `001764300000000-${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mocks.api.mockImplementation((path, options) => {
      const query = (options as { query?: Record<string, string> }).query;
      if (query?.exportId === exportId && query.file === '3') return { export: ready, fileUrl: 'https://files.test/exports/u-1/e/files/3?X-Amz-Signature=f' };
      return { export: ready };
    });
    renderRoute(<DataExportCard />, { path: '/account', url: `/account?exportFile=${encodeURIComponent(`${exportId}/3`)}` });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.test/exports/u-1/e/files/3?X-Amz-Signature=f'));
    vi.unstubAllGlobals();
  });

  it('says so when the export a link points to is no longer kept', async () => {
    const exportId = `001764300000000-${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    mocks.api.mockImplementation((_path, options) => {
      if ((options as { query?: Record<string, string> }).query) throw new ApiRequestError(404, 'This file of your data export is no longer kept; prepare a new export in Account');
      return { export: null };
    });
    renderRoute(<DataExportCard />, { path: '/account', url: `/account?exportFile=${encodeURIComponent(`${exportId}/0`)}` });
    expect((await screen.findByTestId('export-file-error')).textContent).toContain('no longer kept');
  });

  it("shows the server's message when the export cannot be asked for", async () => {
    mocks.api.mockImplementation((_path, { method }) => {
      if (method === 'POST') throw new ApiRequestError(503, 'The service is busy; please try again in a moment.');
      return { export: null };
    });
    renderRoute(<DataExportCard />, { path: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect((await screen.findByTestId('export-error')).textContent).toContain('The service is busy; please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });
});
