import { useEffect } from 'react';
import { NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PLACE_ADDRESS_MAX,
  PLACE_CAPACITY_MAX,
  PLACE_NAME_MAX,
  PLACE_NOTES_MAX,
  PLACE_TYPES,
  placeInputSchema,
  type Place,
  type PlaceType,
} from '@lineup/contract/places';
import { DEFAULT_COUNTRY } from '@lineup/contract/countries';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { LocationPicker } from '#web/components/ui/location-picker.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { usePlaceMutations } from '#web/features/places/hooks/use-place-mutations.ts';

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
};

function valuesOf(place: Place | null): PlaceValues {
  if (!place) return NEW_PLACE;
  const { name, type, country, address, latitude, longitude, capacity, notes, active } = place;
  return { name, type, country, address, latitude, longitude, capacity: capacity ?? '', notes, active };
}

const toInput = (values: PlaceValues) => ({ ...values, capacity: values.capacity === '' ? null : values.capacity });

interface PlaceFormDialogProps {
  readonly opened: boolean;
  /** The place to change, or null for a new one. */
  readonly place: Place | null;
  readonly schoolId: string;
  readonly onClose: () => void;
}

/** Creates or changes a place: name, type, country, address, the point on the map, capacity, notes, active. */
export function PlaceFormDialog({ opened, place, schoolId, onClose }: PlaceFormDialogProps) {
  const { t } = useTranslation();
  const { form, formError, onSubmit, onServerError, reset } = useContractForm({
    schema: placeInputSchema,
    initialValues: valuesOf(place),
    toInput,
  });
  const { save } = usePlaceMutations(schoolId);
  // Each opening starts from the place it opens (or a blank one).
  useEffect(() => {
    if (opened) reset(valuesOf(place));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening resets the fields
  }, [opened, place]);
  const submit = onSubmit((input) =>
    save.mutate(
      { id: place?.id ?? null, input },
      {
        onSuccess: (saved) => {
          showSuccess(t(place ? 'places.saved' : 'places.created', { name: saved.name }));
          onClose();
        },
        onError: onServerError,
      },
    ),
  );
  const types = PLACE_TYPES.map((value) => ({ value, label: t(`places.types.${value}`) }));
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={place ? t('places.editTitle', { name: place.name }) : t('places.newTitle')}
      submitLabel={place ? t('form.save') : t('form.create')}
      onSubmit={submit}
      pending={save.isPending}
      formError={formError}
      testId="place-form"
    >
      <TextInput
        label={t('places.fields.name')}
        required
        maxLength={PLACE_NAME_MAX}
        data-autofocus
        {...form.getInputProps('name')}
      />
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
      <Textarea
        label={t('places.fields.notes')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={PLACE_NOTES_MAX}
        {...form.getInputProps('notes')}
      />
      <Switch
        label={t('places.fields.active')}
        description={t('places.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
