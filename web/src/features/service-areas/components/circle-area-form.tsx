/**
 * 'Point and radius' of Where I work: latitude and longitude in decimal degrees (typed, or set by a click on the map
 * through `point`) and a radius in km. Checked with the server's `circleAreaSchema` (profiles domain), so the same
 * message shows as the API gives (a radius of 0 or over the limit, a point outside Estonia); a comma or a dot may
 * separate the decimals. A valid area goes to `onAdd`; the form then empties.
 */
import { useEffect } from 'react';
import { zodResolver } from '@/i18n/zod-resolver';
import { useForm } from 'react-hook-form';
import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import * as z from 'zod/mini';
import { type CircleArea, circleAreaSchema } from '@features/profiles/domain/service-areas';
import { catalogue, useT } from '@/i18n/i18n';

/** The typed texts of the form. */
export interface CircleAreaInput {
  latitude: string;
  longitude: string;
  radiusKm: string;
}

/** A typed number (a comma or a dot before the decimals, spaces dropped), or NaN. */
const typedNumber = (text: string): number => {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
};

/** What each coordinate field says when it holds no number (in the active language when the form is checked). */
const notANumber = { latitude: () => catalogue.t('areas.latitudeNaN'), longitude: () => catalogue.t('areas.longitudeNaN') } as const;

/** The texts to a Circle area, then the server's own rules (circleAreaSchema). */
const circleInputSchema = z.pipe(
  z.pipe(
    z.object({ latitude: z.string(), longitude: z.string(), radiusKm: z.string() }),
    z.transform((input: CircleAreaInput, ctx) => {
      const [lat, lon] = [typedNumber(input.latitude), typedNumber(input.longitude)];
      for (const [field, value] of [['latitude', lat] as const, ['longitude', lon] as const]) {
        if (Number.isNaN(value)) ctx.issues.push({ code: 'custom', message: notANumber[field](), path: [field], input });
      }
      return { type: 'Circle' as const, center: [lon, lat], radiusKm: typedNumber(input.radiusKm) };
    }),
  ),
  circleAreaSchema,
);

/** The decimal degrees a map click fills in: 6 decimals (about 0.1 m). */
const degrees = (d: number) => d.toFixed(6);

export interface CircleAreaFormProps {
  /** The last point clicked on the map ([lon, lat]), filled into the fields. */
  point: [number, number] | null;
  onAdd(area: CircleArea): void;
  /** Adding is off (at the limit of areas). */
  disabled: boolean;
}

export function CircleAreaForm({ point, onAdd, disabled }: CircleAreaFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<CircleAreaInput, unknown, CircleArea>({ resolver: zodResolver(circleInputSchema) as never, defaultValues: { latitude: '', longitude: '', radiusKm: '' } });

  useEffect(() => {
    if (!point) return;
    setValue('latitude', degrees(point[1]));
    setValue('longitude', degrees(point[0]));
  }, [point, setValue]);

  // The centre's rule (inside Estonia) speaks of both fields: its message shows below them.
  const centreError = (errors as { center?: { message?: string } }).center?.message;
  const onValid = (area: CircleArea) => {
    onAdd(area);
    reset();
  };
  return (
    <form aria-label={t('areas.circleForm')} noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <Flex direction="column" gap="0.5rem">
        <Flex gap="0.5rem" wrap="wrap" alignItems="flex-start">
          <TextField label={t('areas.latitude')} size="small" inputMode="decimal" hasError={!!errors.latitude} errorMessage={errors.latitude?.message} {...register('latitude')} />
          <TextField label={t('areas.longitude')} size="small" inputMode="decimal" hasError={!!errors.longitude} errorMessage={errors.longitude?.message} {...register('longitude')} />
          <TextField label={t('areas.radius')} size="small" inputMode="decimal" hasError={!!errors.radiusKm} errorMessage={errors.radiusKm?.message} {...register('radiusKm')} />
        </Flex>
        {centreError && (
          <Text color="font.error" role="alert">
            {centreError}
          </Text>
        )}
        <Flex>
          <Button type="submit" size="small" isDisabled={disabled}>
            {t('areas.addArea')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
