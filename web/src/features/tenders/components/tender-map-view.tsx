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
import { formatEuros } from '@domain/money';
import type { Bbox, LonLat } from '@features/tenders/domain/site-rules';
import { LazyGeoMap } from '@/components/map/lazy-geo-map';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useTenderMap } from '../api/get-tender-map';

/** Pause after the map stops moving before the area is asked for, in ms. */
export const MAP_MOVE_DEBOUNCE_MS = 300;

/** A distance in metres as km with 1 decimal ("3.4 km"). */
export const formatKm = (metres: number) => `${(metres / 1000).toFixed(1)} km`;

/** The tenders as map points; each point's `id` and `label` name its tender. */
export function tenderFeatures(items: readonly TenderMapItem[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: items.map((t) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [t.lon, t.lat] }, properties: { id: t.tenderId, label: t.title } })),
  };
}

/** The message for a refused or failed position request (GeolocationPositionError codes). */
export function positionMessage(error: { code: number }): string {
  if (error.code === 1) return 'Your position was not shared. Pick a point on the map instead.';
  return 'Your position is not available right now. Pick a point on the map instead.';
}

function TenderPopup({ tender, onClose }: { tender: TenderMapItem; onClose: () => void }) {
  return (
    <Card variation="elevated" className="tender-map-popup" role="dialog" aria-label={tender.title} data-testid="tender-map-popup">
      <Flex justifyContent="space-between" alignItems="flex-start" gap="0.5rem">
        <strong>{tender.title}</strong>
        <Button size="small" variation="link" onClick={onClose} aria-label="Close">
          ×
        </Button>
      </Flex>
      <dl className="detail-list compact">
        {tender.location && (
          <div>
            <dt>Location</dt>
            <dd>{tender.location}</dd>
          </div>
        )}
        <div>
          <dt>Budget</dt>
          <dd>{tender.budgetCents > 0 ? formatEuros(tender.budgetCents) : 'Not specified'}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{formatDate(tender.expiryDate, 'MMM d, yyyy')}</dd>
        </div>
        {tender.distanceMeters !== undefined && (
          <div>
            <dt>Distance</dt>
            <dd>{formatKm(tender.distanceMeters)}</dd>
          </div>
        )}
      </dl>
      {tender.hasBid && <Badge variation="info">You bid on this tender</Badge>}
      <Link to={paths.geodesist.tender.getHref(tender.tenderId)}>View tender</Link>
    </Card>
  );
}

export function TenderMapView({ search }: { search: string }) {
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
      setPositionError('This browser cannot share its position. Pick a point on the map instead.');
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
      <Flex wrap="wrap" gap="0.5rem" alignItems="center" marginBottom="0.5rem" role="group" aria-label="Distances">
        <Button size="small" onClick={locate} isLoading={locating} loadingText="Finding your position...">
          Near me
        </Button>
        <Button
          size="small"
          variation={picking ? 'primary' : undefined}
          onClick={() => {
            setPositionError(null);
            setPicking((p) => !p);
          }}
        >
          {picking ? 'Click the map...' : 'Pick a point'}
        </Button>
        {near && (
          <>
            <Text fontSize="small" data-testid="near-point">
              Distances from {near[1].toFixed(6)}, {near[0].toFixed(6)}
            </Text>
            <Button size="small" variation="link" onClick={() => setNear(null)}>
              Clear point
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
        ariaLabel="Map of open tenders"
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
          {errorMessage(query.error, 'Failed to load the tenders of this area. Please try again.')}
        </Alert>
      )}
      {query.data?.truncated && (
        <Alert variation="info" marginTop="0.5rem" data-testid="map-truncated">
          The list is truncated: more tenders lie in this area than are shown. Zoom in or narrow the search.
        </Alert>
      )}
      <section aria-label={near ? 'Nearest tenders' : 'Tenders in view'} className="tender-map-list">
        <h2 className="subheading">
          {near ? 'Nearest tenders' : 'Tenders in view'} ({items.length}
          {query.data?.truncated ? '+' : ''})
        </h2>
        {bbox && !query.isPending && items.length === 0 && <Text color="font.tertiary">No open tenders with a site in this area.</Text>}
        <ol className="tender-map-items">
          {listed.map((t) => (
            <li key={t.tenderId} data-testid="map-tender">
              <Link to={paths.geodesist.tender.getHref(t.tenderId)}>{t.title}</Link>
              {t.location && <span className="muted"> · {t.location}</span>}
              {t.distanceMeters !== undefined && (
                <span className="map-distance" data-testid="map-distance">
                  {' '}
                  · {formatKm(t.distanceMeters)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
