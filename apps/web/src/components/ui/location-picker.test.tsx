import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { latLng, Map as LeafletMap, Marker, TileLayer } from 'leaflet';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapTiles } from '@lineup/contract/public-config';
import { LocationPicker, type Coordinates } from '#web/components/ui/location-picker.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { json, mockApi } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

// Leaflet's own hook for every new instance: the tests reach the map, marker and tiles the picker made.
const made = { maps: [] as LeafletMap[], markers: [] as Marker[], tiles: [] as TileLayer[] };
LeafletMap.addInitHook(function (this: LeafletMap) {
  made.maps.push(this);
});
Marker.addInitHook(function (this: Marker) {
  made.markers.push(this);
});
TileLayer.addInitHook(function (this: TileLayer) {
  made.tiles.push(this);
});

const OSM: MapTiles = {
  urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© [OpenStreetMap](https://www.openstreetmap.org/copyright) contributors',
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  made.maps.length = 0;
  made.markers.length = 0;
  made.tiles.length = 0;
});

/** The picker in a form that keeps its value, as a real one does. */
function renderPicker(initial: Coordinates, mapTiles: MapTiles | null = OSM) {
  mockApi({
    'GET /api/v1/public-config': () =>
      json(200, { googleClientId: null, contactPhone: '1', contactEmail: 'a@b.c', mapTiles }),
  });
  const onChange = vi.fn<(value: Coordinates) => void>();
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <LocationPicker
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithRouter(<Form />);
  return onChange;
}

async function theMap(): Promise<LeafletMap> {
  await screen.findByRole('region', { name: 'Map: click to place the point, or drag the marker' });
  const map = made.maps.at(-1);
  if (!map) throw new Error('no map');
  return map;
}

const EMPTY: Coordinates = { latitude: null, longitude: null };

describe('location picker', () => {
  it('takes typed coordinates, from the keyboard alone, and moves the marker to them', async () => {
    const onChange = renderPicker(EMPTY);
    await theMap();
    expect(made.markers).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Latitude'), '38.6796');
    await userEvent.type(screen.getByLabelText('Longitude'), '-9.3279');
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 38.6796, longitude: -9.3279 });
    await waitFor(() => expect(made.markers.at(-1)?.getLatLng()).toEqual(latLng(38.6796, -9.3279)));
    await userEvent.clear(screen.getByLabelText('Latitude'));
    // A trailing zero on the way to another digit stays in the field.
    await userEvent.type(screen.getByLabelText('Latitude'), '38.980');
    expect(screen.getByLabelText('Latitude')).toHaveValue('38.980');
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 38.98, longitude: -9.3279 });
    await waitFor(() => expect(made.markers.at(-1)?.getLatLng()).toEqual(latLng(38.98, -9.3279)));
  });

  it('starts on the Portuguese coast with no point, and a click places the point', async () => {
    const onChange = renderPicker(EMPTY);
    const map = await theMap();
    expect(map.getCenter()).toEqual(latLng(38.7, -9.3));
    expect(map.getZoom()).toBe(10);
    act(() => {
      map.fire('click', { latlng: latLng(38.69123456, -9.4212346) });
    });
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 38.691235, longitude: -9.421235 });
    expect(screen.getByLabelText('Latitude')).toHaveValue('38.691235');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-9.421235');
    const marker = made.markers.at(-1);
    expect(marker?.getLatLng()).toEqual(latLng(38.691235, -9.421235));
    expect(marker?.getElement()).toHaveAttribute('title', 'Chosen point');
  });

  it('moves the point where the marker is dropped', async () => {
    const onChange = renderPicker({ latitude: 38.6796, longitude: -9.3279 });
    await theMap();
    const marker = made.markers.at(-1);
    if (!marker) throw new Error('no marker');
    expect(marker.options.draggable).toBe(true);
    act(() => {
      marker.setLatLng([38.9636, -9.4175]);
      marker.fire('dragend');
    });
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 38.9636, longitude: -9.4175 });
    expect(screen.getByLabelText('Latitude')).toHaveValue('38.9636');
  });

  it('uses the marker image from the bundle, not a path Leaflet guesses', async () => {
    renderPicker({ latitude: 38.6796, longitude: -9.3279 });
    await theMap();
    const image = made.markers.at(-1)?.getElement();
    expect(image?.getAttribute('src')).toMatch(/marker-icon\.png$/);
    expect(image?.getAttribute('src')).not.toMatch(/^https?:/);
  });

  it('draws the configured tiles with their attribution as a link', async () => {
    renderPicker(EMPTY);
    await theMap();
    await waitFor(() => expect(made.tiles).toHaveLength(1));
    expect(made.tiles[0]?.options.attribution).toBe(
      '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
    );
    expect(screen.queryByTestId('map-tiles-unavailable')).toBeNull();
  });

  it('without tiles configured, says so over a plain map that still places the point', async () => {
    const onChange = renderPicker(EMPTY, null);
    const map = await theMap();
    expect(await screen.findByTestId('map-tiles-unavailable')).toHaveTextContent(
      'Map tiles unavailable — type the coordinates or click to place the point',
    );
    expect(made.tiles).toHaveLength(0);
    act(() => {
      map.fire('click', { latlng: latLng(38.7, -9.4) });
    });
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 38.7, longitude: -9.4 });
  });

  it('when the tiles fail to load (no network), drops them and says so', async () => {
    renderPicker(EMPTY);
    await theMap();
    await waitFor(() => expect(made.tiles).toHaveLength(1));
    const tiles = made.tiles[0];
    act(() => {
      tiles?.fire('tileerror', { tile: document.createElement('img'), coords: { x: 0, y: 0, z: 10 } });
    });
    expect(await screen.findByTestId('map-tiles-unavailable')).toBeInTheDocument();
    expect(tiles && made.maps.at(-1)?.hasLayer(tiles)).toBe(false);
  });

  it('keeps the tiles when one fails after others loaded', async () => {
    renderPicker(EMPTY);
    await theMap();
    await waitFor(() => expect(made.tiles).toHaveLength(1));
    act(() => {
      made.tiles[0]?.fire('tileload');
      made.tiles[0]?.fire('tileerror');
    });
    expect(screen.queryByTestId('map-tiles-unavailable')).toBeNull();
  });

  it('says the map is unavailable when the configuration cannot be read, and still works', async () => {
    mockApi({});
    const onChange = vi.fn<(value: Coordinates) => void>();
    renderWithRouter(
      <LocationPicker value={EMPTY} onChange={onChange} defaultCenter={{ latitude: 41.15, longitude: -8.68 }} />,
    );
    const map = await theMap();
    expect(map.getCenter()).toEqual(latLng(41.15, -8.68));
    expect(await screen.findByTestId('map-tiles-unavailable')).toBeInTheDocument();
  });

  it('shows its texts in the reader’s language', async () => {
    await i18n.changeLanguage('pt');
    try {
      renderPicker(EMPTY, null);
      await screen.findByRole('region', { name: 'Mapa: clique para marcar o ponto ou arraste o marcador' });
      expect(await screen.findByTestId('map-tiles-unavailable')).toHaveTextContent(/^Fundo do mapa indisponível/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
