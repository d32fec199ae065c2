import 'leaflet/dist/leaflet.css';
import './marker-icon.ts';
import { Box, Text } from '@mantine/core';
import type { LatLngExpression, LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { usePublicConfig, type MapTiles } from '#web/lib/public-config.ts';
import { attributionHtml } from './attribution.ts';

const LEAFLET_CREDIT = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

export interface BaseMapProps {
  /** What the map shows, read aloud. */
  label: string;
  center: LatLngExpression;
  zoom: number;
  /** Shown over the plain background when there are no tiles: what still works. */
  tilesUnavailable: string;
  height?: number;
  children?: ReactNode;
}

/** Names the map for assistive technology and keeps Leaflet's size in step with its box (dialogs grow in). */
function MapSetup({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    map.attributionControl?.setPrefix(LEAFLET_CREDIT);
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, label]);
  return null;
}

/** The configured tiles; `onUnavailable` when the first ones fail (no network, a server down). */
function Tiles({ tiles, onUnavailable }: { tiles: MapTiles; onUnavailable: () => void }) {
  const loaded = useRef(false);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        loaded.current = true;
      },
      tileerror: () => {
        if (!loaded.current) onUnavailable();
      },
    }),
    [onUnavailable],
  );
  return (
    <TileLayer url={tiles.urlTemplate} attribution={attributionHtml(tiles.attribution)} eventHandlers={handlers} />
  );
}

/**
 * A Leaflet map on the configured tiles (MAP_TILE_URL). Without tiles, configured off or failing,
 * it keeps working on a plain background and says so; the children (markers, click handlers) are
 * the same either way.
 */
export function BaseMap({ label, center, zoom, tilesUnavailable, height = 240, children }: BaseMapProps) {
  const config = usePublicConfig();
  const [failed, setFailed] = useState(false);
  const markFailed = useMemo(() => () => setFailed(true), []);
  const tiles = failed ? null : (config.data?.mapTiles ?? null);
  // Until the configuration is known, neither tiles nor the note: no flash of either.
  const showNote = !config.isPending && tiles === null;
  return (
    <Box
      pos="relative"
      h={height}
      // Leaflet's panes and controls stack up to z-index 1000: kept inside the map, under the dialog's dropdowns.
      style={{ isolation: 'isolate', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      bd="1px solid var(--mantine-color-default-border)"
      bg="var(--mantine-color-gray-1)"
    >
      <MapContainer center={center} zoom={zoom} style={{ height: '100%', background: 'transparent' }}>
        <MapSetup label={label} />
        {tiles ? <Tiles tiles={tiles} onUnavailable={markFailed} /> : null}
        {children}
      </MapContainer>
      {showNote ? (
        <Text
          data-testid="map-tiles-unavailable"
          size="sm"
          pos="absolute"
          top={10}
          // Beside Leaflet's zoom buttons, which stay usable.
          left={54}
          right={10}
          px="sm"
          py={6}
          bg="var(--mantine-color-body)"
          // Clicks go through the note to the map underneath.
          style={{ zIndex: 1100, pointerEvents: 'none', borderRadius: 'var(--mantine-radius-sm)', textAlign: 'center' }}
        >
          {tilesUnavailable}
        </Text>
      ) : null}
    </Box>
  );
}
