/**
 * "Enter coordinates" of the site editor: the poster types the site's point in L-EST97
 * (EPSG:3301: X northing and Y easting in metres, as Estonian maps and the site card write them) or in
 * WGS84 (latitude and longitude in decimal degrees) and sets it with "Set point", without a mouse. Each
 * number may use a comma or a dot as decimal separator and spaces between digit groups. The point is
 * checked with the server's `siteSchema` (`@domain/site`), so the same message appears as the API gives
 * (e.g. outside Estonia). Not a <form>: it sits inside the tender's form, so Enter in a field sets the
 * point instead of submitting the tender.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Radio, RadioGroupField, Text, TextField } from '@aws-amplify/ui-react';
import { fromLest97, type LonLat, type SiteGeometry, siteSchema, toLest97 } from '@features/tenders/domain/site';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@domain/i18n/catalogue';

export type CoordinateSystem = 'lest97' | 'wgs84';

export interface SiteCoordinatesFormProps {
  /** The current site; when it is a Point the fields show its coordinates. */
  value: SiteGeometry | null;
  /** Called with a Point that passed `siteSchema` (WGS84, [lon, lat]). */
  onSetPoint(point: SiteGeometry): void;
  disabled?: boolean;
}

/** The two fields of each coordinate system: label, the name and an example for the messages, and the unit (catalogue keys but the example). */
const FIELDS: Record<CoordinateSystem, readonly { label: MessageKey; name: MessageKey; example: string; unit: MessageKey }[]> = {
  lest97: [
    { label: 'coordinates.northingLabel', name: 'coordinates.northing', example: '6588000,00', unit: 'coordinates.metres' },
    { label: 'coordinates.eastingLabel', name: 'coordinates.easting', example: '542000,00', unit: 'coordinates.metres' },
  ],
  wgs84: [
    { label: 'coordinates.latitude', name: 'coordinates.latitude', example: '59.437', unit: 'coordinates.degrees' },
    { label: 'coordinates.longitude', name: 'coordinates.longitude', example: '24.745', unit: 'coordinates.degrees' },
  ],
};

/**
 * A typed coordinate as a number: digits with an optional sign and one decimal separator (comma or dot);
 * spaces (also no-break and thin spaces) between digit groups are dropped. Returns null for anything else
 * (letters, two separators, an empty field).
 */
export function parseCoordinate(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return null;
  const n = Number(compact.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** Degrees kept of a point converted from L-EST97: 9 decimals (about 0.1 mm), so X/Y come back to the centimetre. */
const roundDeg9 = (v: number) => Math.round(v * 1e9) / 1e9;

/** The two field texts of a point in a coordinate system: L-EST97 X, Y to the centimetre (decimal comma), WGS84 latitude, longitude as stored. */
export function pointFields([lon, lat]: LonLat, system: CoordinateSystem): [string, string] {
  if (system === 'wgs84') return [String(lat), String(lon)];
  const [easting, northing] = toLest97([lon, lat]);
  return [northing.toFixed(2).replace('.', ','), easting.toFixed(2).replace('.', ',')];
}

/**
 * The WGS84 [lon, lat] of the two typed numbers: L-EST97 (first X northing, then Y easting; `fromLest97`
 * takes [easting, northing]) or WGS84 (latitude, longitude).
 */
export function toLonLat([first, second]: [number, number], system: CoordinateSystem): LonLat {
  if (system === 'wgs84') return [second, first];
  const [lon, lat] = fromLest97([second, first]);
  return [roundDeg9(lon), roundDeg9(lat)];
}

export default function SiteCoordinatesForm({ value, onSetPoint, disabled }: SiteCoordinatesFormProps) {
  const t = useT();
  const id = useId();
  const [system, setSystem] = useState<CoordinateSystem>('lest97');
  const [texts, setTexts] = useState<[string, string]>(['', '']);
  const [fieldErrors, setFieldErrors] = useState<[string | null, string | null]>([null, null]);
  const [pointError, setPointError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const firstField = useRef<HTMLInputElement>(null);

  const point = value?.type === 'Point' ? value.coordinates : null;
  const pointKey = point ? point.join(',') : '';

  // The fields follow the site when it is a point (set here, clicked on the map or uploaded); pointKey
  // stands for the point's values.
  const [shown, setShown] = useState<{ pointKey: string; system: CoordinateSystem } | null>(null);
  if (shown?.pointKey !== pointKey || shown.system !== system) {
    setShown({ pointKey, system });
    if (point) setTexts(pointFields(point, system));
  }

  useEffect(() => firstField.current?.focus(), []);

  const fields = FIELDS[system];
  const pointErrorId = `${id}-point-error`;

  const changeSystem = (next: CoordinateSystem) => {
    setSystem(next);
    setFieldErrors([null, null]);
    setPointError(null);
    setStatus('');
    if (!point) setTexts(['', '']);
  };

  const setPoint = () => {
    setStatus('');
    const numbers = texts.map(parseCoordinate) as [number | null, number | null];
    const errors = numbers.map((n, i) => {
      if (n !== null) return null;
      const f = fields[i]!;
      const values = { name: t(f.name), unit: t(f.unit), example: f.example };
      return texts[i]!.trim() === '' ? t('coordinates.empty', values) : t('coordinates.notNumber', values);
    }) as [string | null, string | null];
    setFieldErrors(errors);
    setPointError(null);
    if (errors[0] || errors[1]) return;
    const site = { type: 'Point' as const, coordinates: toLonLat(numbers as [number, number], system) };
    const parsed = siteSchema.safeParse(site);
    if (!parsed.success) {
      let message = parsed.error.issues[0]?.message ?? t('coordinates.invalid');
      // A swapped X and Y is the usual mistake in L-EST97: say so when the swapped pair would be in Estonia.
      if (system === 'lest97' && siteSchema.safeParse({ type: 'Point', coordinates: toLonLat([numbers[1]!, numbers[0]!], system) }).success) {
        message += t('coordinates.swapped');
      }
      setPointError(message);
      return;
    }
    onSetPoint(parsed.data);
    setStatus(t('coordinates.set'));
  };

  return (
    <div className="site-coordinates" role="group" aria-labelledby={`${id}-title`} data-testid="site-coordinates">
      <Text as="h3" id={`${id}-title`} fontSize="medium" fontWeight="bold" margin="0.5rem 0">
        {t('coordinates.title')}
      </Text>
      <RadioGroupField legend={t('coordinates.system')} name={`${id}-system`} value={system} direction="row" onChange={(e) => changeSystem(e.target.value as CoordinateSystem)} isDisabled={disabled}>
        <Radio value="lest97">{t('coordinates.lest97')}</Radio>
        <Radio value="wgs84">{t('coordinates.wgs84')}</Radio>
      </RadioGroupField>
      <Flex wrap="wrap" gap="0.75rem" alignItems="flex-start" marginTop="0.5rem">
        {fields.map((f, i) => (
          <TextField
            key={`${system}-${i}`}
            ref={i === 0 ? firstField : undefined}
            label={t(f.label)}
            inputMode="decimal"
            autoComplete="off"
            size="small"
            value={texts[i]}
            isDisabled={disabled}
            hasError={Boolean(fieldErrors[i]) || Boolean(pointError)}
            errorMessage={fieldErrors[i] ?? undefined}
            {...(pointError && !fieldErrors[i] ? { 'aria-describedby': pointErrorId } : {})}
            onChange={(e) => {
              const next: [string, string] = [...texts];
              next[i] = e.target.value;
              setTexts(next);
            }}
            onKeyDown={(e) => {
              // Enter sets the point; it must not submit the tender's form around the editor.
              if (e.key === 'Enter') {
                e.preventDefault();
                setPoint();
              }
            }}
          />
        ))}
      </Flex>
      {pointError && (
        <Text id={pointErrorId} role="alert" color="font.error" fontSize="small" marginTop="0.25rem" data-testid="site-coordinates-error">
          {pointError}
        </Text>
      )}
      <Flex gap="0.5rem" alignItems="center" marginTop="0.5rem">
        <Button size="small" type="button" onClick={setPoint} isDisabled={disabled}>
          {t('coordinates.setPoint')}
        </Button>
        <Text fontSize="small" color="font.tertiary" aria-live="polite">
          {status}
        </Text>
      </Flex>
    </div>
  );
}
