import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PLACE_ADDRESS_MAX,
  PLACE_CAPACITY_MAX,
  PLACE_TYPES,
  type Place,
  type PlaceType,
} from '@lineup/contract/places';
import { ANY_TIDE, type TideStates } from '@lineup/contract/conditions';
import { DEFAULT_COUNTRY } from '@lineup/contract/countries';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { LocationPicker } from '#web/components/ui/location-picker.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { placesApi } from '#web/features/places/api/places-api.ts';
import { PlaceTidesFieldset } from '#web/features/places/components/place-tides-fieldset.tsx';
import { placeTexts } from '#web/features/places/place-texts.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface PlaceValues extends Record<string, unknown> {
  name: string;
  type: PlaceType;
  country: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** Empty for no limit. */
  capacity: number | '';
  notes: string;
  active: boolean;
  /** Null: the nearest station within 100 km. */
  tideStationId: string | null;
  tideStates: TideStates;
}

// A school's places are mostly in its own country; until a school has one, the contract's default.
const NEW_PLACE: PlaceValues = {
  name: '',
  type: 'beach',
  country: DEFAULT_COUNTRY,
  address: '',
  latitude: null,
  longitude: null,
  capacity: '',
  notes: '',
  active: true,
  tideStationId: null,
  tideStates: ANY_TIDE,
};

function valuesOf(place: Place | null): PlaceValues {
  if (!place) return NEW_PLACE;
  const { name, type, country, address, latitude, longitude, capacity, notes, active, tideStationId, tideStates } =
    place;
  return {
    name,
    type,
    country,
    address,
    latitude,
    longitude,
    capacity: capacity ?? '',
    notes,
    active,
    tideStationId,
    tideStates,
  };
}

const toInput = (values: PlaceValues) => ({ ...values, capacity: values.capacity === '' ? null : values.capacity });

/**
 * Creates or changes a place: name, type, country, address, the point on the map and its tides
 * (the station and the tide states that suit each level), capacity, notes, active.
 */
export function PlaceFormDialog(props: ResourceFormProps<Place>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: placesApi,
    texts: placeTexts,
    valuesOf,
    toInput,
    testId: 'place-form',
  });
  const { record } = props;
  const { latitude, longitude, tideStationId } = form.values;
  const types = PLACE_TYPES.map((value) => ({ value, label: t(`places.types.${value}`) }));
  return (
    <FormDialog {...dialog}>
      <NameInput label={t('places.fields.name')} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('places.fields.type')}
          required
          data={types}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <CountrySelect required {...form.getInputProps('country')} />
      </SimpleGrid>
      <TextInput label={t('places.fields.address')} maxLength={PLACE_ADDRESS_MAX} {...form.getInputProps('address')} />
      <LocationPicker
        value={{ latitude: form.values.latitude, longitude: form.values.longitude }}
        onChange={({ latitude, longitude }) => form.setValues({ latitude, longitude })}
        errors={{ latitude: form.errors.latitude, longitude: form.errors.longitude }}
      />
      <PlaceTidesFieldset
        saved={record}
        form={{ latitude, longitude, tideStationId }}
        tideStates={form.values.tideStates}
        onStationChange={(id) => form.setFieldValue('tideStationId', id)}
        onStatesChange={(states) => form.setFieldValue('tideStates', states)}
        stationError={form.errors.tideStationId}
      />
      <NumberInput
        label={t('places.fields.capacity')}
        description={t('places.fields.capacityHint')}
        placeholder={t('places.noLimit')}
        min={1}
        max={PLACE_CAPACITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('capacity')}
      />
      <NotesInput label={t('places.fields.notes')} {...form.getInputProps('notes')} />
      <Switch
        label={t('places.fields.active')}
        description={t('places.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
