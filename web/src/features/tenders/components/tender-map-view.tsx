/**
 * Tenders on a map, the Map view of Browse and the geodesist's Tenders tab: the Open tenders
 * whose site lies in the visible area (`GET /tenders/map`, asked again 300 ms after the map stops moving),
 * filtered by the same search text as the table, clustered where dense. A marker opens a popup with the
 * title, budget, expiry and a link. 'Near me' measures distances from the user's position (the browser
 * asks for permission only on that click) or from a point picked on the map, and lists the nearest
 * tenders with their distance in km. The list under the map names every tender in view (the map's text
 * alternative); when the server says the answer is truncated, the view says so.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Card, Flex, Text } from '@aws-amplify/ui-react';
import type { TenderMapItem } from '@features/tenders/domain/dto';
import type { Bbox, LonLat } from '@features/tenders/domain/site-rules';
import { LazyGeoMap } from '@/components/map/lazy-geo-map';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { catalogue, useT } from '@/i18n/i18n';
import { formatsOf, useFormat, type LengthUnit } from '@/i18n/format';
import { useTenderMap } from '../api/get-tender-map';
import { locationText } from './location-text';

/** Pause after the map stops moving before the area is asked for, in ms. */
export const MAP_MOVE_DEBOUNCE_MS = 300;

/** Distances are shown in km. */
const KM: LengthUnit = 'km';

/** A distance in metres as km with 1 decimal in English ("3.4 km"); the view writes it in the active language. */
export const formatKm = (metres: number) => formatsOf('en').length(metres, 'km');

/** The tenders as map points; each point's `id` and `label` name its tender. */
export function tenderFeatures(items: readonly TenderMapItem[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: items.map((t) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [t.lon, t.lat] }, properties: { id: t.tenderId, label: t.title } })),
  };
}

/** The message for a refused or failed position request (GeolocationPositionError codes). */
export function positionMessage(error: { code: number }): string {
  if (error.code === 1) return catalogue.t('tenderMap.positionRefused');
  return catalogue.t('tenderMap.positionUnavailable');
}

function TenderPopup({ tender, onClose }: { tender: TenderMapItem; onClose: () => void }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <Card variation="elevated" className="tender-map-popup" role="dialog" aria-label={tender.title} data-testid="tender-map-popup">
      <Flex justifyContent="space-between" alignItems="flex-start" gap="0.5rem">
        <strong>{tender.title}</strong>
        <Button size="small" variation="link" onClick={onClose} aria-label={t('tenderMap.close')}>
          ×
        </Button>
      </Flex>
      <dl className="detail-list compact">
        {tender.location && (
          <div>
            <dt>{t('tenderMap.location')}</dt>
            <dd>{locationText(tender.location, t)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tenderMap.budget')}</dt>
          <dd>{tender.budgetCents > 0 ? fmt.money(tender.budgetCents) : t('tenderMap.notSpecified')}</dd>
        </div>
        <div>
          <dt>{t('tenderMap.expires')}</dt>
          <dd>{fmt.date(tender.expiryDate)}</dd>
        </div>
        {tender.distanceMeters !== undefined && (
          <div>
            <dt>{t('tenderMap.distance')}</dt>
            <dd>{fmt.length(tender.distanceMeters, KM)}</dd>
          </div>
        )}
      </dl>
      {tender.hasBid && <Badge variation="info">{t('tenderMap.youBid')}</Badge>}
      <Link to={paths.geodesist.tender.getHref(tender.tenderId)}>{t('tenderMap.viewTender')}</Link>
    </Card>
  );
}

export function TenderMapView({ search }: { search: string }) {
  const t = useT();
  const fmt = useFormat();
  const [view, setView] = useState<Bbox | null>(null);
  const [bbox, setBbox] = useState<Bbox | null>(null);
  const [near, setNear] = useState<LonLat | null>(null);
  const [picking, setPicking] = useState(false);
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (!view) return;
    const timer = setTimeout(() => setBbox(view), MAP_MOVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [view]);

  const query = useTenderMap(bbox ? { bbox, search, near } : null);
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const data = useMemo(() => tenderFeatures(items), [items]);
  const selected = items.find((t) => t.tenderId === selectedId) ?? null;
  const listed = near ? [...items].sort((a, b) => (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity)) : items;

  const locate = () => {
    setPositionError(null);
    setPicking(false);
    if (!('geolocation' in navigator)) {
      setPositionError(t('tenderMap.noGeolocation'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setNear([p.coords.longitude, p.coords.latitude]);
      },
      (e) => {
        setLocating(false);
        setPositionError(positionMessage(e));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="tender-map-view" data-testid="tender-map-view">
      <Flex wrap="wrap" gap="0.5rem" alignItems="center" marginBottom="0.5rem" role="group" aria-label={t('tenderMap.distances')}>
        <Button size="small" onClick={locate} isLoading={locating} loadingText={t('tenderMap.locating')}>
          {t('tenderMap.nearMe')}
        </Button>
        <Button
          size="small"
          variation={picking ? 'primary' : undefined}
          onClick={() => {
            setPositionError(null);
            setPicking((p) => !p);
          }}
        >
          {picking ? t('tenderMap.clickMap') : t('tenderMap.pickPoint')}
        </Button>
        {near && (
          <>
            <Text fontSize="small" data-testid="near-point">
              {t('tenderMap.distancesFrom', { lat: near[1].toFixed(6), lon: near[0].toFixed(6) })}
            </Text>
            <Button size="small" variation="link" onClick={() => setNear(null)}>
              {t('tenderMap.clearPoint')}
            </Button>
          </>
        )}
      </Flex>
      {positionError && (
        <Alert variation="warning" role="alert" marginBottom="0.5rem">
          {positionError}
        </Alert>
      )}
      <LazyGeoMap
        ariaLabel={t('tenderMap.mapLabel')}
        className="geo-map-large"
        data={data}
        cluster
        onViewChange={setView}
        onFeatureClick={(f) => setSelectedId(String(f.properties?.id ?? ''))}
        onMapClick={(lonLat) => {
          if (picking) {
            setNear(lonLat);
            setPicking(false);
          } else setSelectedId(null);
        }}
      >
        {selected && (
          <div className="geo-map-overlay">
            <TenderPopup tender={selected} onClose={() => setSelectedId(null)} />
          </div>
        )}
      </LazyGeoMap>
      {query.isError && (
        <Alert variation="error" role="alert" marginTop="0.5rem">
          {errorMessage(query.error, t('tenderMap.loadFailed'))}
        </Alert>
      )}
      {query.data?.truncated && (
        <Alert variation="info" marginTop="0.5rem" data-testid="map-truncated">
          {t('tenderMap.truncated')}
        </Alert>
      )}
      <section aria-label={near ? t('tenderMap.nearest') : t('tenderMap.inView')} className="tender-map-list">
        <h2 className="subheading">
          {near ? t('tenderMap.nearest') : t('tenderMap.inView')} ({items.length}
          {query.data?.truncated ? '+' : ''})
        </h2>
        {bbox && !query.isPending && items.length === 0 && <Text color="font.tertiary">{t('tenderMap.empty')}</Text>}
        <ol className="tender-map-items">
          {listed.map((item) => (
            <li key={item.tenderId} data-testid="map-tender">
              <Link to={paths.geodesist.tender.getHref(item.tenderId)}>{item.title}</Link>
              {item.location && <span className="muted"> · {locationText(item.location, t)}</span>}
              {item.distanceMeters !== undefined && (
                <span className="map-distance" data-testid="map-distance">
                  {' '}
                  · {fmt.length(item.distanceMeters, KM)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
