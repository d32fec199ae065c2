import { Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '#web/lib/chunk.ts';

export interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

export interface LocationPickerProps {
  value: Coordinates;
  onChange: (value: Coordinates) => void;
  errors?: { latitude?: ReactNode; longitude?: ReactNode };
  /** Where the map looks while no point is set; the Portuguese coast by Lisbon unless told. */
  defaultCenter?: { latitude: number; longitude: number };
  /** The map's zoom while no point is set. */
  defaultZoom?: number;
}

const LISBON_COAST = { latitude: 38.7, longitude: -9.3 };
const MAP_HEIGHT = 240;

// Leaflet and its stylesheet come with the first picker shown, never with the Start page.
const LocationMap = lazy(() =>
  loadChunk(() => import('#web/components/ui/location-map.tsx')).then((module) => ({ default: module.LocationMap })),
);

/** A map that did not load leaves the typed fields, which do the same job. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The number a typed text stands for; '', '-' and the like stand for none yet. */
function numberOf(text: string | number): number | null {
  if (typeof text === 'number') return text;
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

interface CoordinateInputProps {
  label: string;
  limit: number;
  value: number | null;
  error: ReactNode;
  onChange: (value: number | null) => void;
}

/**
 * One coordinate, typed. The field keeps its text while it is on the way to a number ("38.",
 * "-", "38.70"), which the number alone cannot hold; a value from the map replaces it.
 */
function CoordinateInput({ label, limit, value, error, onChange }: CoordinateInputProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  const shown = numberOf(text) === value ? text : (value ?? '');
  return (
    <NumberInput
      label={label}
      min={-limit}
      max={limit}
      decimalScale={6}
      value={shown}
      error={error}
      onChange={(input) => {
        setText(input);
        onChange(numberOf(input));
      }}
    />
  );
}

/**
 * A point on the map: click the map or drag the marker, or type latitude and longitude (the way
 * for keyboards, and for when the map cannot load).
 */
export function LocationPicker({
  value,
  onChange,
  errors,
  defaultCenter = LISBON_COAST,
  defaultZoom = 10,
}: LocationPickerProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <MapBoundary
        fallback={
          <Text size="sm" c="dimmed" role="status">
            {t('location.mapUnavailable')}
          </Text>
        }
      >
        <Suspense fallback={<Skeleton h={MAP_HEIGHT} radius="md" data-testid="map-loading" />}>
          <LocationMap value={value} onChange={onChange} defaultCenter={defaultCenter} defaultZoom={defaultZoom} />
        </Suspense>
      </MapBoundary>
      <Group grow align="flex-start">
        <CoordinateInput
          label={t('location.latitude')}
          limit={90}
          value={value.latitude}
          error={errors?.latitude}
          onChange={(latitude) => onChange({ ...value, latitude })}
        />
        <CoordinateInput
          label={t('location.longitude')}
          limit={180}
          value={value.longitude}
          error={errors?.longitude}
          onChange={(longitude) => onChange({ ...value, longitude })}
        />
      </Group>
    </Stack>
  );
}
