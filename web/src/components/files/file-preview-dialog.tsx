/**
 * Preview of one file (part 2, 8 "Files"): images and PDF inline through a short-lived inline link;
 * geodata (KML, KMZ, GPX, GeoJSON, zipped shapefiles, DXF) fetched from that link, parsed in
 * the browser and drawn on a map by GeodataPreview, its own lazy chunk; 'Preview not supported' for
 * other types and for geodata that cannot be drawn; 'Preview failed' with 'Could not generate signed
 * URL' and a retry when no link could be had; 'Preview unavailable' when the link came but the browser
 * could not show the file; a Download button fetches a fresh attachment link ('Download failed' toast on
 * error). Used for attachments and deliverables: the caller passes how to get a signed link.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Flex, Image, Loader, Text } from '@aws-amplify/ui-react';
import { Dialog } from '@/components/ui/dialog';
import { DownloadIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/list-states';
import { useLatest } from '@/hooks/use-latest';
import { startDownload } from '@/lib/download';
import { geodataKind } from '@features/tenders/domain/geodata/kind';
import { signedUrlFailure, toastDownloadFailed } from './file-messages';
import { useT } from '@/i18n/i18n';
import { previewKind } from './preview-kind';

// The parsers and the map load only when a geodata file is previewed.
const GeodataPreview = lazy(() => import('./geodata-preview'));

export interface PreviewFile {
  filename: string;
  contentType: string;
}

export interface FilePreviewDialogProps {
  /** The file to preview; null closes the dialog. */
  file: PreviewFile | null;
  /** A signed URL (60 s) for the file, inline for the preview or attachment for a download. */
  getUrl: (disposition: 'inline' | 'attachment') => Promise<string>;
  onClose: () => void;
}

type PreviewState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string } | { status: 'unavailable' };

/** The preview dialog of `file` (null: closed); asks `getUrl` for an inline link when the type can be shown. */
export function FilePreviewDialog({ file, getUrl, onClose }: FilePreviewDialogProps) {
  const t = useT();
  const kind = file ? previewKind(file) : 'none';
  const [state, setState] = useState<PreviewState>({ status: !file || kind === 'none' ? 'idle' : 'loading' });
  const [downloading, setDownloading] = useState(false);
  // Bumped by 'Try again' to ask for a new link.
  const [attempt, setAttempt] = useState(0);
  // Callers pass an inline closure: read the latest one without asking for a new link on every render.
  const getUrlRef = useLatest(getUrl);

  // Another file (or none): start over before the link for it is asked for.
  const [shown, setShown] = useState({ file, kind });
  if (shown.file !== file || shown.kind !== kind) {
    setShown({ file, kind });
    setState({ status: !file || kind === 'none' ? 'idle' : 'loading' });
  }

  useEffect(() => {
    if (!file || kind === 'none') return;
    let cancelled = false;
    getUrlRef.current('inline').then(
      (url) => !cancelled && setState({ status: 'ready', url }),
      (error: unknown) => !cancelled && setState({ status: 'failed', message: signedUrlFailure(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [file, kind, getUrlRef, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const unavailable = () => setState({ status: 'unavailable' });

  const download = async () => {
    setDownloading(true);
    try {
      startDownload(await getUrl('attachment'));
    } catch (error) {
      toastDownloadFailed(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog
      open={!!file}
      onClose={onClose}
      title={file?.filename ?? t('files.preview')}
      size="lg"
      footer={
        <>
          <Button variation="link" onClick={onClose}>
            {t('files.close')}
          </Button>
          <Button variation="primary" onClick={() => void download()} isLoading={downloading} loadingText={t('files.downloading')}>
            <DownloadIcon size={16} /> {t('files.download')}
          </Button>
        </>
      }
    >
      {file && (
        <div className="file-preview" data-testid="file-preview">
          {kind === 'none' && (
            <Alert variation="info" heading={t('files.previewNotSupported')}>
              {t('files.notSupportedText')}
            </Alert>
          )}
          {kind !== 'none' && state.status === 'loading' && (
            <Flex justifyContent="center" padding="2rem">
              <Loader size="large" ariaLabel={t('files.loadingPreview')} />
            </Flex>
          )}
          {state.status === 'failed' && (
            <RetryAlert heading={t('files.previewFailed')} onRetry={retry}>
              <Text color="inherit">{state.message}</Text>
            </RetryAlert>
          )}
          {state.status === 'unavailable' && (
            <Alert variation="warning" heading={t('files.previewUnavailable')}>
              {t('files.unavailableText')}
            </Alert>
          )}
          {state.status === 'ready' && kind === 'image' && <Image src={state.url} alt={file.filename} maxWidth="100%" data-testid="preview-image" onError={unavailable} />}
          {state.status === 'ready' && kind === 'pdf' && <iframe src={state.url} title={t('files.pdfTitle', { filename: file.filename })} className="file-preview-frame" data-testid="preview-pdf" />}
          {state.status === 'ready' && kind === 'geodata' && (
            <Suspense
              fallback={
                <Flex justifyContent="center" padding="2rem">
                  <Loader size="large" ariaLabel={t('files.loadingPreview')} />
                </Flex>
              }
            >
              <GeodataPreview filename={file.filename} kind={geodataKind(file)!} url={state.url} />
            </Suspense>
          )}
          {(kind === 'image' || kind === 'pdf') && state.status === 'ready' && (
            <Text fontSize="small" color="font.tertiary">
              {t('files.linkValid')}
            </Text>
          )}
        </div>
      )}
    </Dialog>
  );
}
