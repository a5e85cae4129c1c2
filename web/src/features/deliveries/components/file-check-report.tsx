/**
 * The quality check of a delivered geodata file (docs/decisions/server/deliverable-check.md), shown under the file on
 * the delivery for the poster (beside the accept button), the contractor and admins: a badge naming the outcome in
 * words and colour (never colour alone), then each line of the report with its level in words. 'Still checking'
 * while the worker has not stored the report (the deliveries query refetches until it has). Files that are not
 * geodata have no check and show nothing. A line about swapped axes says in words where the data would lie with X
 * and Y exchanged, and 'Show on the map' draws that place (the map loads only then).
 */
import { useState } from 'react';
import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { LazyGeoMap, type Bbox } from '@/components/map/lazy-geo-map';
import type { DeliveryFile } from '@features/deliveries/domain/dto';
import type { MessageKey } from '@domain/i18n/catalogue';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

type FileCheck = NonNullable<DeliveryFile['check']>;

/** The outcome in words (a catalogue key) and the badge's colour, by status. */
export const CHECK_STATUS_TEXT: Record<FileCheck['status'], { label: MessageKey; variation: 'info' | 'success' | 'warning' | 'error' }> = {
  pending: { label: 'check.pending', variation: 'info' },
  green: { label: 'check.green', variation: 'success' },
  amber: { label: 'check.amber', variation: 'warning' },
  red: { label: 'check.red', variation: 'error' },
  unreadable: { label: 'check.unreadable', variation: 'error' },
};

/** A line's level in words (a catalogue key), read before its sentence. */
export const CHECK_LEVEL_TEXT: Record<FileCheck['lines'][number]['level'], MessageKey> = { green: 'check.level.green', amber: 'check.level.amber', red: 'check.level.red' };

/** Degrees around a swapped file's corrected place that its map shows (about 5 km). */
const AROUND = 0.05;

/** A map of where swapped data would lie, once asked for. */
function SwappedPlace({ filename, at }: { filename: string; at: [number, number] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const fitTo: Bbox = [at[0] - AROUND, at[1] - AROUND, at[0] + AROUND, at[1] + AROUND];
  const data: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: at } }] };
  return (
    <>
      <Button size="small" variation="link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('check.hideMap') : t('check.showMap')}
      </Button>
      {open && <LazyGeoMap className="file-check-map" data={data} fitTo={fitTo} ariaLabel={t('check.mapLabel', { filename })} />}
    </>
  );
}

export function FileCheckReport({ filename, check }: { filename: string; check: DeliveryFile['check'] }) {
  const t = useT();
  if (!check) return null;
  const status = CHECK_STATUS_TEXT[check.status];
  return (
    <section className="file-check" aria-label={t('check.label', { filename })} data-testid="file-check" data-status={check.status}>
      <Flex direction="column" gap="0.25rem">
        <Flex alignItems="center" gap="0.5rem">
          <Badge size="small" variation={status.variation}>
            {t(status.label)}
          </Badge>
          {check.status === 'pending' && (
            <Text fontSize="small" color="font.tertiary" role="status">
              {t('check.reading')}
            </Text>
          )}
        </Flex>
        {check.lines.length > 0 && (
          <ul className="file-check-lines">
            {check.lines.map((line, i) => (
              <li key={`${line.check}-${i}`} data-level={line.level}>
                <Text as="span" fontSize="small">
                  <strong>{t(CHECK_LEVEL_TEXT[line.level])}:</strong> {line.text}
                </Text>
                {line.at && <SwappedPlace filename={filename} at={line.at} />}
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </section>
  );
}
