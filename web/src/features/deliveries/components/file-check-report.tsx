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

type FileCheck = NonNullable<DeliveryFile['check']>;

/** The outcome in words and the badge's colour, by status. */
export const CHECK_STATUS_TEXT: Record<FileCheck['status'], { label: string; variation: 'info' | 'success' | 'warning' | 'error' }> = {
  pending: { label: 'Still checking', variation: 'info' },
  green: { label: 'Check passed', variation: 'success' },
  amber: { label: 'Check: look at this', variation: 'warning' },
  red: { label: 'Check: likely wrong', variation: 'error' },
  unreadable: { label: 'Could not check', variation: 'error' },
};

/** A line's level in words, read before its sentence. */
export const CHECK_LEVEL_TEXT: Record<FileCheck['lines'][number]['level'], string> = { green: 'OK', amber: 'Look at this', red: 'Problem' };

/** Degrees around a swapped file's corrected place that its map shows (about 5 km). */
const AROUND = 0.05;

/** A map of where swapped data would lie, once asked for. */
function SwappedPlace({ filename, at }: { filename: string; at: [number, number] }) {
  const [open, setOpen] = useState(false);
  const fitTo: Bbox = [at[0] - AROUND, at[1] - AROUND, at[0] + AROUND, at[1] + AROUND];
  const data: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: at } }] };
  return (
    <>
      <Button size="small" variation="link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide the map' : 'Show on the map'}
      </Button>
      {open && <LazyGeoMap className="file-check-map" data={data} fitTo={fitTo} ariaLabel={`Where ${filename} would lie with X and Y exchanged`} />}
    </>
  );
}

export function FileCheckReport({ filename, check }: { filename: string; check: DeliveryFile['check'] }) {
  if (!check) return null;
  const status = CHECK_STATUS_TEXT[check.status];
  return (
    <section className="file-check" aria-label={`Quality check of ${filename}`} data-testid="file-check" data-status={check.status}>
      <Flex direction="column" gap="0.25rem">
        <Flex alignItems="center" gap="0.5rem">
          <Badge size="small" variation={status.variation}>
            {status.label}
          </Badge>
          {check.status === 'pending' && (
            <Text fontSize="small" color="font.tertiary" role="status">
              The file is being read; its report appears here in a moment.
            </Text>
          )}
        </Flex>
        {check.lines.length > 0 && (
          <ul className="file-check-lines">
            {check.lines.map((line, i) => (
              <li key={`${line.check}-${i}`} data-level={line.level}>
                <Text as="span" fontSize="small">
                  <strong>{CHECK_LEVEL_TEXT[line.level]}:</strong> {line.text}
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
