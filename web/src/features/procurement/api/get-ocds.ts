/**
 * Open data as OCDS 1.1 (docs/decisions/procurement/open-data.md): `GET /tenders/{tenderId}/ocds`, the release
 * package of one tender, and `GET /admin/ocds`, the admins' export a page at a time, which `exportAllOcds` reads to
 * its end and joins into one release package (none when no page has a release: an OCDS package holds at least one).
 * Each is saved as a JSON file (saveJson).
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

/** The release package of one tender; throws ApiRequestError (403/404) when the caller may not read it. */
export const getTenderOcds = (tenderId: string) => request(apiClient().GET('/tenders/{tenderId}/ocds', { params: { path: { tenderId } } }));

/** One page of the admins' export: its release package (null when the page has no release) and the cursor of the next page (null at the end). */
export const getOcdsExportPage = (cursor?: string) => request(apiClient().GET('/admin/ocds', { params: { query: cursor ? { cursor } : {} } }));

type ExportPage = Awaited<ReturnType<typeof getOcdsExportPage>>;
export type OcdsPackage = NonNullable<ExportPage['package']>;

/**
 * Every page of the admins' export, read one after another, as one release package (the frame of the first page
 * that has a package, with every page's releases), or null when no page has a release (nothing to publish).
 * `onProgress` hears the number of releases read so far after each page.
 */
export async function exportAllOcds(onProgress?: (releases: number) => void): Promise<OcdsPackage | null> {
  let frame: OcdsPackage | null = null;
  const releases: OcdsPackage['releases'][number][] = [];
  let next: string | null | undefined;
  do {
    const page = await getOcdsExportPage(next ?? undefined);
    if (page.package) {
      frame ??= page.package;
      releases.push(...page.package.releases);
    }
    next = page.nextCursor;
    onProgress?.(releases.length);
  } while (next);
  return frame ? { ...frame, releases } : null;
}

/** Saves `value` as pretty-printed JSON in a file named `fileName` (a Blob behind an object URL and an anchor click). */
export function saveJson(value: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a tender's release package as `ocds-<project code>.json`. */
export const useDownloadTenderOcds = () =>
  useMutation({
    mutationFn: async ({ tenderId, projectCode }: { tenderId: string; projectCode: string }) => {
      saveJson(await getTenderOcds(tenderId), `ocds-${projectCode}.json`);
    },
  });

/**
 * Downloads every tender's release as one package, `ocds-export-<yyyy-mm-dd>.json`; resolves with the number of
 * releases saved, 0 when there is no tender to publish (then no file is saved: an empty package is not valid OCDS).
 */
export const useExportOcds = (onProgress?: (releases: number) => void) =>
  useMutation({
    mutationFn: async () => {
      const pkg = await exportAllOcds(onProgress);
      if (!pkg) return 0;
      saveJson(pkg, `ocds-export-${new Date().toISOString().slice(0, 10)}.json`);
      return pkg.releases.length;
    },
  });
