import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATE_MAX, TRANSPORT_SEATS_MAX, TRANSPORT_SEATS_MIN, type Transport } from '@lineup/contract/transports';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { transportApi } from '#web/features/transport/api/transport-api.ts';
import { transportTexts } from '#web/features/transport/transport-texts.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface TransportValues extends Record<string, unknown> {
  name: string;
  plate: string;
  /** Empty until typed. */
  seats: number | '';
  notes: string;
  active: boolean;
}

// A minibus is the usual school vehicle: nine seats, the driver's included.
const NEW_TRANSPORT: TransportValues = { name: '', plate: '', seats: 9, notes: '', active: true };

function valuesOf(transport: Transport | null): TransportValues {
  if (!transport) return NEW_TRANSPORT;
  const { name, plate, seats, notes, active } = transport;
  return { name, plate, seats, notes, active };
}

// An empty seats box is left for the contract to refuse as missing; the default driver is none until staff exist.
const toInput = (values: TransportValues) => ({
  ...values,
  seats: values.seats === '' ? undefined : values.seats,
  defaultDriverId: null,
});

/** Creates or changes a vehicle: name, plate, seats, default driver (none until staff exist), notes, active. */
export function TransportFormDialog(props: ResourceFormProps<Transport>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: transportApi,
    texts: transportTexts,
    valuesOf,
    toInput,
    testId: 'transport-form',
  });
  return (
    <FormDialog {...dialog}>
      <NameInput
        label={t('transport.fields.name')}
        description={t('transport.fields.nameHint')}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('transport.fields.plate')}
          description={t('transport.fields.plateHint')}
          maxLength={PLATE_MAX}
          autoCapitalize="characters"
          spellCheck={false}
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.getInputProps('plate')}
        />
        <NumberInput
          label={t('transport.fields.seats')}
          description={t('transport.fields.seatsHint')}
          required
          min={TRANSPORT_SEATS_MIN}
          max={TRANSPORT_SEATS_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('seats')}
        />
      </SimpleGrid>
      <Select
        label={t('transport.fields.defaultDriver')}
        description={t('transport.fields.defaultDriverHint')}
        placeholder={t('transport.none')}
        data={[]}
        value={null}
        disabled
      />
      <NotesInput label={t('transport.fields.notes')} {...form.getInputProps('notes')} />
      <Switch
        label={t('transport.fields.active')}
        description={t('transport.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
