import { PLACE_SORTS } from '@lineup/contract/places';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { placesApi } from '#web/features/places/api/places-api.ts';
import { usePlaceColumns } from '#web/features/places/components/place-columns.tsx';
import { PlaceFilters } from '#web/features/places/components/place-filters.tsx';
import { PlaceFormDialog } from '#web/features/places/components/place-form-dialog.tsx';
import { placeTexts } from '#web/features/places/place-texts.ts';

const placeLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** /place: the school's places; every member reads them, `manage_settings` changes them. */
function PlacesList() {
  const columns = usePlaceColumns();
  return (
    <ResourceListScreen
      entity="place"
      api={placesApi}
      sorts={PLACE_SORTS}
      filterKeys={['type', 'country', 'active']}
      filters={PlaceFilters}
      columns={columns}
      form={PlaceFormDialog}
      texts={placeTexts}
      testId="places"
    />
  );
}

export default function PlacesScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, places: placeLocales }}>
      <PlacesList />
    </ScreenTexts>
  );
}
