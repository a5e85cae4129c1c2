/**
 * Account → 'Where I work' (a geodesist's service areas and saved searches; docs/decisions/web/service-areas-screens.md).
 * No area means all of Estonia: every new tender is announced. Areas are drawn on the map with the site editor's
 * polygon tool or given as a point and a radius (a map click or typed degrees); saved searches are words and an
 * optional budget floor. The limits and messages are the server's (profiles domain, service-areas.ts): Add is off at
 * MAX_SERVICE_AREAS / MAX_SAVED_SEARCHES with the rule's message, a drawn area is checked with `serviceAreaSchema`
 * before it is listed. One Save sends the whole `{ areas, searches }` with `PUT /profiles/me/service-areas`; a
 * refusal shows the server's message beside the button and keeps the edits.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import {
  MAX_SAVED_SEARCHES,
  MAX_SERVICE_AREAS,
  type SavedSearch,
  type ServiceAlerts,
  type ServiceArea,
  serviceAlertsSchema,
  serviceAreaMessages,
  serviceAreaSchema,
} from '@features/profiles/domain/service-areas';
import { GeoMapSkeleton } from '@/components/map/lazy-geo-map';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useSaveServiceAlerts, useServiceAlerts } from '../api/service-areas';
import { CircleAreaForm } from './circle-area-form';
import { describeArea } from '@/lib/service-areas';
import { SavedSearchForm } from './saved-search-form';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

const ServiceAreasMap = lazy(() => import('./service-areas-map'));

export function ServiceAreasCard() {
  const t = useT();
  const saved = useServiceAlerts();
  return (
    <Card title={t('areas.title')} description={t('areas.description')}>
      {saved.isError ? <Text color="font.error">{errorMessage(saved.error)}</Text> : !saved.data ? <Text>{t('areas.loading')}</Text> : <ServiceAreasEditor saved={saved.data} />}
    </Card>
  );
}

function ServiceAreasEditor({ saved }: { saved: ServiceAlerts }) {
  const t = useT();
  const fmt = useFormat();
  /** ' · budget at least 5.000,00 €' of a saved search, or nothing without a floor. */
  const floorText = (s: SavedSearch) => (s.budgetFloorCents ? t('areas.budgetAtLeast', { amount: fmt.money(s.budgetFloorCents) }) : '');
  const save = useSaveServiceAlerts();
  const [areas, setAreas] = useState<ServiceArea[]>(saved.areas);
  const [searches, setSearches] = useState<SavedSearch[]>(saved.searches);
  const [drawing, setDrawing] = useState(false);
  const [point, setPoint] = useState<[number, number] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const areasFull = areas.length >= MAX_SERVICE_AREAS;
  const searchesFull = searches.length >= MAX_SAVED_SEARCHES;
  const changed = JSON.stringify({ areas, searches }) !== JSON.stringify({ areas: saved.areas, searches: saved.searches });

  const addArea = (area: ServiceArea) => {
    setProblem(null);
    setAreas((list) => [...list, area]);
  };
  const onPolygon = (polygon: GeoJSON.Polygon) => {
    setDrawing(false);
    const checked = serviceAreaSchema.safeParse(polygon);
    if (checked.success) addArea(polygon as ServiceArea);
    else setProblem(checked.error.issues[0]?.message ?? serviceAreaMessages.polygonOnly);
  };
  const onSave = () => {
    const body = { areas, searches };
    const checked = serviceAlertsSchema.safeParse(body);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
    setProblem(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        setAreas(answer.areas);
        setSearches(answer.searches);
        toast.success(t('areas.saved'));
      },
    });
  };

  const message = problem ?? (save.isError ? errorMessage(save.error) : null);
  return (
    <Flex direction="column" gap="0.75rem" data-testid="service-areas">
      <Text fontWeight="bold">{t('areas.serviceAreas')}</Text>
      {areas.length === 0 ? (
        <Text data-testid="all-of-estonia">
          <strong>{t('areas.allOfEstonia')}</strong> {t('areas.allOfEstoniaText')}
        </Text>
      ) : (
        <ul className="file-list" aria-label={t('areas.serviceAreas')}>
          {areas.map((area, i) => (
            <li key={i} className="file-item" data-testid="service-area">
              <span className="file-meta">{describeArea(area)}</span>
              <Button size="small" aria-label={t('areas.remove', { area: describeArea(area) })} onClick={() => setAreas(areas.filter((_, j) => j !== i))}>
                {t('areas.removeButton')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={<GeoMapSkeleton className="geo-map-small" label={t('areas.map')} />}>
        <ServiceAreasMap areas={areas} drawing={drawing} onPolygon={onPolygon} onPoint={setPoint} />
      </Suspense>
      <Flex gap="0.5rem" alignItems="center" wrap="wrap">
        <Button size="small" isDisabled={areasFull} aria-pressed={drawing} onClick={() => setDrawing(!drawing)}>
          {drawing ? t('areas.stopDrawing') : t('areas.draw')}
        </Button>
        <Text color="font.secondary" fontSize="small">
          {drawing ? t('areas.drawingHint') : t('areas.pointHint')}
        </Text>
      </Flex>
      <CircleAreaForm point={point} onAdd={addArea} disabled={areasFull} />
      {areasFull && <Text color="font.secondary">{t('areas.removeOne', { problem: serviceAreaMessages.tooManyAreas })}</Text>}

      <Text fontWeight="bold">{t('areas.savedSearches')}</Text>
      {searches.length === 0 ? (
        <Text color="font.secondary">{t('areas.noSearches')}</Text>
      ) : (
        <ul className="file-list" aria-label={t('areas.savedSearches')}>
          {searches.map((s, i) => (
            <li key={i} className="file-item" data-testid="saved-search">
              <span className="file-meta">
                “{s.words}”{floorText(s)}
              </span>
              <Button size="small" aria-label={t('areas.removeSearch', { words: s.words })} onClick={() => setSearches(searches.filter((_, j) => j !== i))}>
                {t('areas.removeButton')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SavedSearchForm onAdd={(s) => setSearches((list) => [...list, s])} disabled={searchesFull} />
      {searchesFull && <Text color="font.secondary">{t('areas.removeOne', { problem: serviceAreaMessages.tooManySearches })}</Text>}

      {message && (
        <Text color="font.error" role="alert" data-testid="service-areas-error">
          {message}
        </Text>
      )}
      <Flex gap="0.75rem" alignItems="center">
        <Button variation="primary" isLoading={save.isPending} loadingText={t('areas.saving')} onClick={onSave}>
          {t('areas.save')}
        </Button>
        {changed && <Text color="font.secondary">{t('areas.unsaved')}</Text>}
      </Flex>
    </Flex>
  );
}
