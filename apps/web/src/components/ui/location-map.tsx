import { latLng, type LatLng, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from '#web/components/ui/map/base-map.tsx';
import type { Coordinates } from '#web/components/ui/location-picker.tsx';

/** Zoom on a chosen point: close enough to tell one beach's peak from the next. */
const POINT_ZOOM = 14;

export interface LocationMapProps {
  value: Coordinates;
  onChange: (value: Coordinates) => void;
  defaultCenter: { latitude: number; longitude: number };
  defaultZoom: number;
}

/** Six decimals, as the typed fields show: about 10 cm. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function coordinatesOf(point: LatLng): Coordinates {
  const wrapped = point.wrap();
  return { latitude: round(wrapped.lat), longitude: round(wrapped.lng) };
}

/** The typed point, when both halves are there and on the globe. */
function pointOf({ latitude, longitude }: Coordinates): LatLng | null {
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return latLng(latitude, longitude);
}

function PickOnClick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng) });
  return null;
}

/** A point typed outside the view brings the map to it; a click inside the view leaves it still. */
function FollowPoint({ point }: { point: LatLng }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains(point)) map.panTo(point);
  }, [map, point]);
  return null;
}

/** The map half of the location picker, loaded with Leaflet only when a picker shows. */
export function LocationMap({ value, onChange, defaultCenter, defaultZoom }: LocationMapProps) {
  const { t } = useTranslation();
  const { latitude, longitude } = value;
  // One LatLng per point, so that the marker and the view move only when the point does.
  const point = useMemo(() => pointOf({ latitude, longitude }), [latitude, longitude]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({ dragend: (event) => onChange(coordinatesOf((event.target as LeafletMarker).getLatLng())) }),
    [onChange],
  );
  return (
    <BaseMap
      label={t('location.map')}
      tilesUnavailable={t('location.tilesUnavailable')}
      center={point ?? [defaultCenter.latitude, defaultCenter.longitude]}
      zoom={point ? POINT_ZOOM : defaultZoom}
    >
      <PickOnClick onPick={(picked) => onChange(coordinatesOf(picked))} />
      {point ? (
        <>
          <Marker
            position={point}
            draggable
            title={t('location.marker')}
            alt={t('location.marker')}
            eventHandlers={handlers}
          />
          <FollowPoint point={point} />
        </>
      ) : null}
    </BaseMap>
  );
}
