/**
 * The geodata view of the file preview: fetches the file from the 60-second link,
 * parses it in the browser (tenders/domain/geodata/parse-geodata.ts) and draws it with LazyGeoMap fitted to the
 * layer's extent, beside the extent in WGS84 with the source coordinate system named, the feature count
 * and an attribute table of the first ATTRIBUTE_ROWS features. A file that cannot be drawn gets
 * 'Preview not supported' with the parser's message; a failed fetch gets 'Preview failed'.
 *
 * Loaded through React.lazy by FilePreviewDialog, so the parsers (and, through LazyGeoMap, MapLibre) are
 * their own chunks, fetched only when a geodata file is previewed.
 */
import { useEffect, useState } from 'react';
import { Alert, Flex, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { LazyGeoMap } from '@/components/map/lazy-geo-map';
import { GEODATA_LIMITS, parseGeodata, type GeodataKind, type GeodataLayer } from '@features/tenders/domain/geodata/parse-geodata';
import { megabytes } from '@features/tenders/domain/geodata/limits';
import { catalogue, loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import './geodata-preview.css';

await loadParts('maps');

/** Rows of the attribute table: the first 100 features. */
export const ATTRIBUTE_ROWS = 100;
/** Longest cell text shown in the attribute table, in characters (longer values end in '…'). */
const CELL_CHARS = 120;

const CRS_NAMES: Record<string, string> = { 'EPSG:4326': 'EPSG:4326 (WGS84)', 'EPSG:3301': 'EPSG:3301 (L-EST97)' };

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'unsupported'; message: string } | { status: 'ready'; layer: GeodataLayer };

export interface GeodataPreviewProps {
  filename: string;
  kind: GeodataKind;
  /** The signed 60-second link to the file. */
  url: string;
}

/** Reads the file behind `url`, refusing one larger than the preview limit before reading its body. */
async function download(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(catalogue.t('geodata.fetchFailed', { status: response.status }));
  const length = Number(response.headers.get('content-length'));
  if (length > GEODATA_LIMITS.maxFileBytes) {
    void response.body?.cancel();
    throw new Error(catalogue.t('geodata.tooLarge', { limit: megabytes(GEODATA_LIMITS.maxFileBytes) }));
  }
  return response.arrayBuffer();
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS - 1)}…` : text;
}

const degrees = (value: number) => value.toFixed(6);

export default function GeodataPreview({ filename, kind, url }: GeodataPreviewProps) {
  const t = useT();
  const fmt = useFormat();
  const [state, setState] = useState<State>({ status: 'loading' });
  // Another file: show loading until it is read.
  const [shown, setShown] = useState({ url, kind });
  if (shown.url !== url || shown.kind !== kind) {
    setShown({ url, kind });
    setState({ status: 'loading' });
  }

  useEffect(() => {
    const controller = new AbortController();
    download(url, controller.signal).then(
      (bytes) =>
        parseGeodata(bytes, kind).then(
          (layer) => !controller.signal.aborted && setState({ status: 'ready', layer }),
          (error: unknown) => !controller.signal.aborted && setState({ status: 'unsupported', message: error instanceof Error ? error.message : catalogue.t('geodata.unreadable') }),
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof Error && !(error instanceof TypeError) ? error.message : catalogue.t('geodata.offline') });
      },
    );
    return () => controller.abort();
  }, [url, kind]);

  if (state.status === 'loading') {
    return (
      <Flex justifyContent="center" padding="2rem">
        <Loader size="large" ariaLabel={t('files.loadingPreview')} />
      </Flex>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert variation="error" heading={t('files.previewFailed')}>
        {state.message}
      </Alert>
    );
  }
  if (state.status === 'unsupported') {
    return (
      <Alert variation="warning" heading={t('files.previewNotSupported')} data-testid="geodata-error">
        {t('geodata.downloadToOpen', { message: state.message })}
      </Alert>
    );
  }

  const { layer } = state;
  const rows = layer.features.features.slice(0, ATTRIBUTE_ROWS);
  return (
    <div className="geodata-preview" data-testid="preview-geodata">
      <div className="geodata-preview-main">
        {layer.bbox ? (
          <LazyGeoMap data={layer.features} fitTo={layer.bbox} ariaLabel={t('geodata.mapOf', { filename })} className="geodata-preview-map" />
        ) : (
          <Alert variation="info">{t('geodata.noCoordinates')}</Alert>
        )}
        <dl className="geodata-preview-facts">
          <dt>{t('geodata.features')}</dt>
          <dd data-testid="geodata-feature-count">{fmt.number(layer.featureCount, 0)}</dd>
          <dt>{t('geodata.crs')}</dt>
          <dd data-testid="geodata-crs">{CRS_NAMES[layer.crs] ?? layer.crs}</dd>
          <dt>{t('geodata.extent')}</dt>
          <dd data-testid="geodata-extent">
            {layer.bbox ? (
              <span className="geodata-preview-extent" data-bbox={layer.bbox.join(',')}>
                <span>{t('geodata.west', { value: degrees(layer.bbox[0]) })}</span> <span>{t('geodata.south', { value: degrees(layer.bbox[1]) })}</span>{' '}
                <span>{t('geodata.east', { value: degrees(layer.bbox[2]) })}</span> <span>{t('geodata.north', { value: degrees(layer.bbox[3]) })}</span>
              </span>
            ) : (
              t('geodata.none')
            )}
          </dd>
        </dl>
      </div>
      {layer.notes.map((note) => (
        <Text key={note} fontSize="small" color="font.secondary" data-testid="geodata-note">
          {note}
        </Text>
      ))}
      {layer.columns.length > 0 && rows.length > 0 ? (
        // Scrolls on its own: focusable and named so keyboard users can scroll it too.
        <div className="geodata-preview-table" tabIndex={0} role="region" aria-label={t('geodata.attributesOf', { filename })}>
          <Table size="small" variation="striped" aria-label={t('geodata.attributes')} data-testid="geodata-attributes">
            <TableHead>
              <TableRow>
                <TableCell as="th" scope="col">
                  #
                </TableCell>
                {layer.columns.map((column) => (
                  <TableCell as="th" scope="col" key={column}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((feature, i) => (
                <TableRow key={i}>
                  <TableCell>{i + 1}</TableCell>
                  {layer.columns.map((column) => (
                    <TableCell key={column}>{cellText(feature.properties?.[column])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Text fontSize="small" color="font.tertiary">
          {t('geodata.noAttributes')}
        </Text>
      )}
      {layer.featureCount > rows.length && (
        <Text fontSize="small" color="font.tertiary">
          {t('geodata.firstRows', { shown: rows.length, total: fmt.number(layer.featureCount, 0) })}
        </Text>
      )}
    </div>
  );
}
