/**
 * "Your data" in Account (GDPR articles 15 and 20): 'Download my data' asks the server for a
 * file of everything it holds about the user; while a worker prepares it the card reads 'Preparing your
 * file…' and polls; once ready it offers the download link with the time it expires (and when the file
 * itself is removed). A failed preparation may be asked for again; errors show the server's message.
 * A link inside an export (`/account?exportFile=<exportId>/<n>`) opens that file: the card asks for a fresh
 * download link and follows it, or says the export is no longer kept.
 */
import { Button, Flex, Link, Text } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { formatBytes } from '@domain/files';
import { EXPORT_FILE_PARAM, EXPORT_KEPT_MS, parseExportFile } from '@features/privacy/domain/privacy';
import { Card } from '@/components/ui/card';
import { LoadingLine, RetryAlert } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useDataExport, useDataExportFile } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

const KEPT_HOURS = EXPORT_KEPT_MS / 3_600_000;

/** Opens the export file a link inside an export asked for (the page's `exportFile` parameter), if any. */
function OpenExportFile() {
  const t = useT();
  const [params] = useSearchParams();
  const wanted = parseExportFile(params.get(EXPORT_FILE_PARAM));
  const opening = useDataExportFile(wanted);
  const url = opening.data?.fileUrl;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  if (!wanted) return null;
  if (opening.isError)
    return (
      <RetryAlert heading={t('export.fileCannotOpen')} role="alert" data-testid="export-file-error">
        <Text color="inherit">{errorMessage(opening.error)}</Text>
      </RetryAlert>
    );
  return (
    <div role="status" data-testid="export-file-opening">
      <LoadingLine text={t('export.opening')} />
    </div>
  );
}

export function DataExportCard() {
  const t = useT();
  const fmt = useFormat();
  const state = useDataExport();
  const ask = useRequestDataExport();
  const current = state.data?.export ?? null;
  const preparing = current?.status === 'preparing';

  let body;
  if (state.isPending) body = <LoadingLine text={t('export.loading')} />;
  else if (state.isError && !state.data)
    body = (
      <RetryAlert heading={t('export.loadFailed')} onRetry={() => void state.refetch()} role="alert">
        <Text color="inherit">{errorMessage(state.error)}</Text>
      </RetryAlert>
    );
  else
    body = (
      <Flex direction="column" alignItems="flex-start" gap="0.75rem">
        <OpenExportFile />
        {preparing && (
          <div role="status" data-testid="export-preparing">
            <LoadingLine text={t('export.preparing')} />
          </div>
        )}
        {current?.status === 'ready' && current.downloadUrl && (
          <div data-testid="export-ready">
            <Link href={current.downloadUrl} download data-testid="export-download">
              {current.size != null ? t('export.downloadWithSize', { size: formatBytes(current.size) }) : t('export.download')}
            </Link>
            <Text color="font.tertiary" fontSize="small">
              {t('export.prepared', { readyAt: fmt.dateTime(current.readyAt), linkTime: formatDate(current.linkExpiresAt, 'HH:mm'), removedAt: fmt.dateTime(current.expiresAt) })}
            </Text>
          </div>
        )}
        {current?.status === 'failed' && (
          <RetryAlert heading={t('export.failedTitle')} role="alert">
            <Text color="inherit">{t('export.failedText')}</Text>
          </RetryAlert>
        )}
        {ask.isError && (
          <RetryAlert heading={t('export.askFailed')} role="alert" data-testid="export-error">
            <Text color="inherit">{errorMessage(ask.error)}</Text>
          </RetryAlert>
        )}
        {!preparing && (
          <Button variation="primary" isLoading={ask.isPending} loadingText={t('export.asking')} aria-busy={ask.isPending || undefined} onClick={() => ask.mutate()}>
            {current?.status === 'ready' ? t('export.prepareNew') : t('export.downloadMyData')}
          </Button>
        )}
      </Flex>
    );

  return (
    <Card title={t('export.title')} description={t('export.description', { hours: KEPT_HOURS })}>
      {body}
    </Card>
  );
}
