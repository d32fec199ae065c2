import { NumberInput, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ROOM_CAPACITY_MAX, type Room } from '@lineup/contract/rooms';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { roomsApi } from '#web/features/rooms/api/rooms-api.ts';
import { roomTexts } from '#web/features/rooms/room-texts.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface RoomValues extends Record<string, unknown> {
  name: string;
  placeId: string | null;
  /** Empty when it does not matter. */
  capacity: number | '';
  notes: string;
  active: boolean;
}

function valuesOf(room: Room | null): RoomValues {
  if (!room) return { name: '', placeId: null, capacity: '', notes: '', active: true };
  const { name, placeId, capacity, notes, active } = room;
  return { name, placeId, capacity: capacity ?? '', notes, active };
}

const toInput = (values: RoomValues) => ({ ...values, capacity: values.capacity === '' ? null : values.capacity });

/** Creates or changes a room: name, the place it is at, capacity, notes, active. */
export function RoomFormDialog(props: ResourceFormProps<Room>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: roomsApi,
    texts: roomTexts,
    valuesOf,
    toInput,
    testId: 'room-form',
  });
  return (
    <FormDialog {...dialog}>
      <NameInput label={t('rooms.fields.name')} {...form.getInputProps('name')} />
      <ReferenceSelect
        path="/api/v1/places"
        domain="places"
        label={t('rooms.fields.place')}
        description={t('rooms.fields.placeHint')}
        required
        currentName={props.record?.placeName}
        {...form.getInputProps('placeId')}
      />
      <NumberInput
        label={t('rooms.fields.capacity')}
        description={t('rooms.fields.capacityHint')}
        placeholder={t('rooms.notSet')}
        min={1}
        max={ROOM_CAPACITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('capacity')}
      />
      <NotesInput label={t('rooms.fields.notes')} {...form.getInputProps('notes')} />
      <Switch
        label={t('rooms.fields.active')}
        description={t('rooms.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
