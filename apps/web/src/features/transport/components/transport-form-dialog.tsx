import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATE_MAX, TRANSPORT_SEATS_MAX, TRANSPORT_SEATS_MIN, type Transport } from '@lineup/contract/transports';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { isRefusedFor, useWarningConfirm } from '#web/lib/forms/warning-confirm.tsx';
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
  defaultDriverId: string | null;
  notes: string;
  active: boolean;
}

// A minibus is the usual school vehicle: nine seats, the driver's included.
const NEW_TRANSPORT: TransportValues = {
  name: '',
  plate: '',
  seats: 9,
  defaultDriverId: null,
  notes: '',
  active: true,
};

/** Who may be a vehicle's default driver: the school's active staff with the driver function. */
const DRIVERS = { function: 'driver', active: 'true' } as const;

function valuesOf(transport: Transport | null): TransportValues {
  if (!transport) return NEW_TRANSPORT;
  const { name, plate, seats, defaultDriverId, notes, active } = transport;
  return { name, plate, seats, defaultDriverId, notes, active };
}

// An empty seats box is left for the contract to refuse as missing.
const toInput = (values: TransportValues) => ({
  ...values,
  seats: values.seats === '' ? undefined : values.seats,
});

/** Creates or changes a vehicle: name, plate, seats, default driver (one of the staff who drive), notes, active. */
export function TransportFormDialog(props: ResourceFormProps<Transport>) {
  const { t } = useTranslation();
  const warning = useWarningConfirm();
  const { form, dialog } = useResourceForm(props, {
    api: transportApi,
    texts: transportTexts,
    valuesOf,
    toInput,
    testId: 'transport-form',
    // Fewer than upcoming lessons book asks "Go ahead?" with the lessons, then records it.
    overrule: {
      applies: isRefusedFor(['seats_below_bookings']),
      ask: warning.ask,
      input: (input) => ({ ...input, override: true }),
    },
  });
  return (
    <FormDialog {...dialog}>
      {warning.dialog}
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
      <ReferenceSelect
        path="/api/v1/staff"
        domain="staff"
        listFilter={DRIVERS}
        label={t('transport.fields.defaultDriver')}
        description={t('transport.fields.defaultDriverHint')}
        placeholder={t('transport.none')}
        clearable
        currentName={props.record?.defaultDriverName}
        {...form.getInputProps('defaultDriverId')}
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
