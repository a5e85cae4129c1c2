/**
 * Open data as OCDS 1.1 (docs/decisions/procurement/open-data.md): `GET /tenders/{tenderId}/ocds`, the release
 * package of one tender, and `GET /admin/ocds`, the admins' export a page at a time, which `exportAllOcds` reads to
 * its end and joins into one release package. Each is saved as a JSON file (saveJson).
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

/** The release package of one tender; throws ApiRequestError (403/404) when the caller may not read it. */
export const getTenderOcds = (tenderId: string) => request(apiClient().GET('/tenders/{tenderId}/ocds', { params: { path: { tenderId } } }));

/** One page of the admins' export: a release package and the cursor of the next page (null at the end). */
export const getOcdsExportPage = (cursor?: string) => request(apiClient().GET('/admin/ocds', { params: { query: cursor ? { cursor } : {} } }));

type ExportPage = Awaited<ReturnType<typeof getOcdsExportPage>>;
export type OcdsPackage = Omit<ExportPage, 'nextCursor' | 'releases'> & { releases: ExportPage['releases'] };

/**
 * Every page of the admins' export, read one after another, as one release package (the first page's frame with
 * every page's releases). `onProgress` hears the number of releases read so far after each page.
 */
export async function exportAllOcds(onProgress?: (releases: number) => void): Promise<OcdsPackage> {
  const { nextCursor, ...first } = await getOcdsExportPage();
  const releases = [...first.releases];
  let next = nextCursor;
  onProgress?.(releases.length);
  while (next) {
    const page = await getOcdsExportPage(next);
    releases.push(...page.releases);
    next = page.nextCursor;
    onProgress?.(releases.length);
  }
  return { ...first, releases };
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

/** Downloads every tender's release as one package, `ocds-export-<yyyy-mm-dd>.json`. */
export const useExportOcds = (onProgress?: (releases: number) => void) =>
  useMutation({
    mutationFn: async () => {
      const pkg = await exportAllOcds(onProgress);
      saveJson(pkg, `ocds-export-${new Date().toISOString().slice(0, 10)}.json`);
      return pkg.releases.length;
    },
  });
