/**
 * The open-data actions: the tender card's 'Open data (OCDS)' saves the tender's release package as
 * `ocds-<project code>.json`, and says a refusal; the admins' 'Export OCDS' reads every page of GET /admin/ocds and
 * saves one package of every release, reading past a page without a package, and saves nothing (saying so) when no
 * tender has a release: an OCDS package holds at least one.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { OpenDataCard } from './open-data-card';
import { OcdsExportButton } from './ocds-export-button';

const mocks = vi.hoisted(() => ({ api: vi.fn<(path: string, options: { query?: Record<string, string> }) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const TENDER_ID = '7f3c2a10-4b5e-4c6d-8e9f-0a1b2c3d4e5f';
const frame = { uri: 'https://api.test/admin/ocds', version: '1.1', publishedDate: '2026-11-28T10:00:00.000Z', publisher: { name: 'GeoTender' }, extensions: [] };
const release = (n: number) => ({ ocid: `ocds-geotender-${n}`, id: `${n}-2026`, date: '2026-11-01T00:00:00.000Z', tag: ['tender'], tender: { id: String(n), status: 'active' } });

/** What the page saved: each Blob handed to createObjectURL, as text, and the file names clicked. */
let saved: Blob[];
let names: string[];

beforeEach(() => {
  mocks.api.mockReset();
  saved = [];
  names = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:ocds';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Open data (OCDS) on the tender page', () => {
  it('saves the tender’s release package as ocds-<project code>.json', async () => {
    mocks.api.mockImplementation(async () => ({ ...frame, uri: `https://api.test/tenders/${TENDER_ID}/ocds`, releases: [release(1)] }));
    renderRoute(<OpenDataCard tender={{ tenderId: TENDER_ID, projectCode: '7F3C2A10' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open data (OCDS)' }));
    await waitFor(() => expect(names).toEqual(['ocds-7F3C2A10.json']));
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/ocds`, {});
    expect(JSON.parse(await saved[0]!.text())).toMatchObject({ version: '1.1', releases: [{ ocid: 'ocds-geotender-1' }] });
  });

  it('says why when the server refuses', async () => {
    mocks.api.mockImplementation(async () => {
      throw new ApiRequestError(403, 'You do not have access to this tender');
    });
    renderRoute(<OpenDataCard tender={{ tenderId: TENDER_ID, projectCode: '7F3C2A10' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open data (OCDS)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have access to this tender');
    expect(names).toEqual([]);
  });
});

describe('Export OCDS for admins', () => {
  it('reads every page and saves one release package of every release', async () => {
    mocks.api.mockImplementation(async (_path, options) =>
      options.query?.cursor === 'page-2' ? { package: { ...frame, releases: [release(3)] }, nextCursor: null } : { package: { ...frame, releases: [release(1), release(2)] }, nextCursor: 'page-2' },
    );
    renderRoute(<OcdsExportButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export OCDS' }));
    expect((await screen.findByText('3 releases saved')).getAttribute('role')).toBe('status');
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^ocds-export-\d{4}-\d{2}-\d{2}\.json$/);
    const pkg = JSON.parse(await saved[0]!.text());
    expect(pkg.releases.map((r: { ocid: string }) => r.ocid)).toEqual(['ocds-geotender-1', 'ocds-geotender-2', 'ocds-geotender-3']);
    expect(pkg).not.toHaveProperty('nextCursor');
    expect(mocks.api.mock.calls.map(([, o]) => o.query?.cursor ?? null)).toEqual([null, 'page-2']);
  });

  it('counts one release in the singular', async () => {
    mocks.api.mockImplementation(async () => ({ package: { ...frame, releases: [release(1)] }, nextCursor: null }));
    renderRoute(<OcdsExportButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export OCDS' }));
    expect(await screen.findByText('1 release saved')).toBeTruthy();
  });

  it('reads past a page without a package (its tenders deleted meanwhile) and saves the releases of the others', async () => {
    mocks.api.mockImplementation(async (_path, options) =>
      options.query?.cursor === 'page-2' ? { package: { ...frame, releases: [release(3)] }, nextCursor: null } : { package: null, nextCursor: 'page-2' },
    );
    renderRoute(<OcdsExportButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export OCDS' }));
    expect(await screen.findByText('1 release saved')).toBeTruthy();
    const pkg = JSON.parse(await saved[0]!.text());
    expect(pkg).toMatchObject({ version: '1.1', publisher: { name: 'GeoTender' }, releases: [{ ocid: 'ocds-geotender-3' }] });
  });

  it('saves no file when no tender has a release, and says there is nothing to export', async () => {
    mocks.api.mockImplementation(async () => ({ package: null, nextCursor: null }));
    renderRoute(<OcdsExportButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export OCDS' }));
    expect((await screen.findByText('No tenders to export yet')).getAttribute('role')).toBe('status');
    expect(names).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('says why when the export is refused, and saves nothing', async () => {
    mocks.api.mockImplementation(async () => {
      throw new ApiRequestError(400, 'Invalid cursor');
    });
    renderRoute(<OcdsExportButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export OCDS' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid cursor');
    expect(names).toEqual([]);
  });
});
