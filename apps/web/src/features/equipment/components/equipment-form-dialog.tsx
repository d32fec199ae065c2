import { Autocomplete, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BOARD_CONSTRUCTIONS,
  BOARD_VOLUME_MAX_LITRES,
  BOARD_VOLUME_MIN_LITRES,
  BRAND_MAX,
  COMMON_WETSUIT_THICKNESSES,
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CONDITIONS,
  EQUIPMENT_QUANTITY_MAX,
  MODEL_MAX,
  type Equipment,
} from '@lineup/contract/equipment';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { isRefusedFor, useWarningConfirm } from '#web/lib/forms/warning-confirm.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { intlLocale, useFormat } from '#web/lib/format.ts';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { equipmentApi } from '#web/features/equipment/api/equipment-api.ts';
import { BoardLengthInput } from '#web/features/equipment/components/board-length-input.tsx';
import { StorageRoomSelect } from '#web/features/equipment/components/storage-room-select.tsx';
import { wetsuitSizeOptions } from '#web/lib/wetsuit-size-options.ts';
import { toInput, valuesOf } from '#web/features/equipment/equipment-form-values.ts';
import { equipmentTexts } from '#web/features/equipment/equipment-texts.ts';
import { clock } from '@lineup/contract/clock';

const TWO = { base: 1, sm: 2 } as const;

/** The reader's decimal mark (60,5 L in Portuguese). */
const decimalMark = (language: string) =>
  new Intl.NumberFormat(intlLocale(language)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * Creates or changes equipment: what it is, its size in its category's terms (a board's length in
 * feet and inches, volume and construction; a wetsuit's size and thickness), how many are owned
 * and out of use, condition, the purchase, and where it is kept.
 */
export function EquipmentFormDialog(props: ResourceFormProps<Equipment>) {
  const { t } = useTranslation();
  const format = useFormat();
  const warning = useWarningConfirm();
  const { form, dialog } = useResourceForm(props, {
    api: equipmentApi,
    texts: equipmentTexts,
    valuesOf,
    toInput,
    testId: 'equipment-form',
    // Fewer than upcoming lessons book asks "Go ahead?" with the lessons, then records it.
    overrule: {
      applies: isRefusedFor(['equipment_below_bookings']),
      ask: warning.ask,
      input: (input) => ({ ...input, override: true }),
    },
  });
  const { category } = form.values;
  const price = form.getInputProps('purchasePriceCents');
  const length = form.getInputProps('boardLengthInches');
  const today = clock.today(format.timeZone);
  const categories = EQUIPMENT_CATEGORIES.map((value) => ({ value, label: t(`equipment.categories.${value}`) }));
  const conditions = EQUIPMENT_CONDITIONS.map((value) => ({ value, label: t(`equipment.conditions.${value}`) }));
  const constructions = BOARD_CONSTRUCTIONS.map((value) => ({ value, label: t(`equipment.constructions.${value}`) }));
  return (
    <FormDialog {...dialog}>
      {warning.dialog}
      <NameInput
        label={t('equipment.fields.name')}
        description={t('equipment.fields.nameHint')}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={TWO} spacing="md">
        <Select
          label={t('equipment.fields.category')}
          required
          data={categories}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <Select
          label={t('equipment.fields.condition')}
          required
          data={conditions}
          allowDeselect={false}
          {...form.getInputProps('condition')}
        />
        <TextInput label={t('equipment.fields.brand')} maxLength={BRAND_MAX} {...form.getInputProps('brand')} />
        <TextInput label={t('equipment.fields.model')} maxLength={MODEL_MAX} {...form.getInputProps('model')} />
      </SimpleGrid>
      {category === 'board' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <BoardLengthInput
            label={t('equipment.fields.boardLength')}
            description={t('equipment.fields.boardLengthHint')}
            placeholder={'7\'6"'}
            required
            value={form.values.boardLengthInches}
            onChange={(typed) => form.setFieldValue('boardLengthInches', typed)}
            onBlur={length.onBlur as () => void}
            error={length.error as string | undefined}
          />
          <NumberInput
            label={t('equipment.fields.boardVolume')}
            min={BOARD_VOLUME_MIN_LITRES}
            max={BOARD_VOLUME_MAX_LITRES}
            decimalScale={1}
            decimalSeparator={decimalMark(format.language)}
            allowNegative={false}
            suffix=" L"
            inputMode="decimal"
            {...form.getInputProps('boardVolumeLitres')}
          />
          <Select
            label={t('equipment.fields.boardConstruction')}
            required
            data={constructions}
            {...form.getInputProps('boardConstruction')}
          />
        </SimpleGrid>
      ) : null}
      {category === 'wetsuit' ? (
        <SimpleGrid cols={TWO} spacing="md">
          <Select
            label={t('equipment.fields.wetsuitSize')}
            required
            data={wetsuitSizeOptions(t)}
            {...form.getInputProps('wetsuitSize')}
          />
          <Autocomplete
            label={t('equipment.fields.wetsuitThickness')}
            description={t('equipment.fields.wetsuitThicknessHint')}
            placeholder="4/3"
            data={[...COMMON_WETSUIT_THICKNESSES]}
            rightSection="mm"
            {...form.getInputProps('wetsuitThickness')}
          />
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={TWO} spacing="md">
        <NumberInput
          label={t('equipment.fields.quantity')}
          required
          min={1}
          max={EQUIPMENT_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('quantity')}
        />
        <NumberInput
          label={t('equipment.fields.outOfUse')}
          description={t('equipment.fields.outOfUseHint')}
          min={0}
          max={form.values.quantity === '' ? EQUIPMENT_QUANTITY_MAX : form.values.quantity}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('outOfUse')}
        />
        <TextInput
          type="date"
          label={t('equipment.fields.purchaseDate')}
          max={today}
          {...form.getInputProps('purchaseDate')}
        />
        <MoneyInput
          label={t('equipment.fields.purchasePrice')}
          value={form.values.purchasePriceCents}
          onChange={(cents) => form.setFieldValue('purchasePriceCents', cents)}
          error={price.error as string | undefined}
          onBlur={price.onBlur as () => void}
        />
      </SimpleGrid>
      <ReferenceSelect
        path="/api/v1/suppliers"
        domain="suppliers"
        label={t('equipment.fields.supplier')}
        placeholder={t('equipment.none')}
        clearable
        currentName={props.record?.supplierName}
        {...form.getInputProps('supplierId')}
      />
      <SimpleGrid cols={TWO} spacing="md">
        <ReferenceSelect
          path="/api/v1/places"
          domain="places"
          label={t('equipment.fields.storagePlace')}
          placeholder={t('equipment.none')}
          clearable
          currentName={props.record?.storagePlaceName}
          {...form.getInputProps('storagePlaceId')}
          // Another place has other rooms.
          onChange={(placeId) => form.setValues({ storagePlaceId: placeId, storageRoomId: null })}
        />
        <StorageRoomSelect
          label={t('equipment.fields.storageRoom')}
          description={form.values.storagePlaceId ? undefined : t('equipment.fields.storageRoomHint')}
          placeholder={t('equipment.none')}
          placeId={form.values.storagePlaceId}
          currentName={props.record?.storageRoomName}
          {...form.getInputProps('storageRoomId')}
        />
      </SimpleGrid>
      <NotesInput label={t('equipment.fields.notes')} {...form.getInputProps('notes')} />
      <Switch
        label={t('equipment.fields.active')}
        description={t('equipment.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
