import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_QUANTITY_MAX } from '@lineup/contract/equipment';
import {
  WORK_KINDS,
  WORK_PRIORITIES,
  WORK_STATUSES,
  type Work,
  type WorkKind,
  type WorkPriority,
  type WorkStatus,
} from '@lineup/contract/works';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { workApi } from '#web/features/works/api/works-api.ts';
import { workTexts } from '#web/features/works/works-texts.ts';

const TWO = { base: 1, sm: 2 } as const;

/** The form's values: what the fields hold before the contract reads them. */
export interface WorkValues extends Record<string, unknown> {
  title: string;
  description: string;
  kind: WorkKind;
  equipmentId: string | null;
  /** Empty until typed. */
  equipmentQuantity: number | '';
  transportId: string | null;
  assigneeId: string | null;
  /** YYYY-MM-DD, or empty. */
  dueOn: string;
  priority: WorkPriority;
  status: WorkStatus;
  /** Cents; empty when not known. */
  costCents: number | '';
  supplierId: string | null;
}

const NEW_WORK: WorkValues = {
  title: '',
  description: '',
  kind: 'task',
  equipmentId: null,
  equipmentQuantity: '',
  transportId: null,
  assigneeId: null,
  dueOn: '',
  priority: 'medium',
  status: 'open',
  costCents: '',
  supplierId: null,
};

export function valuesOf(work: Work | null): WorkValues {
  if (!work) return NEW_WORK;
  return {
    title: work.title,
    description: work.description,
    kind: work.kind,
    equipmentId: work.equipmentId,
    equipmentQuantity: work.equipmentQuantity ?? '',
    transportId: work.transportId,
    assigneeId: work.assigneeId,
    dueOn: work.dueOn ?? '',
    priority: work.priority,
    status: work.status,
    costCents: work.costCents ?? '',
    supplierId: work.supplierId,
  };
}

/** Empty boxes are none; units are sent with equipment only, so the contract refuses what is missing. */
export const toInput = (values: WorkValues) => ({
  ...values,
  equipmentQuantity: values.equipmentId === null || values.equipmentQuantity === '' ? null : values.equipmentQuantity,
  dueOn: values.dueOn === '' ? null : values.dueOn,
  costCents: values.costCents === '' ? null : values.costCents,
});

/**
 * Creates or changes a work: its title and kind, what it is on (equipment and how many units, or
 * a vehicle, each chosen by name), who does it, when it is due, its priority and status, what it
 * cost and from whom, and what is to be done.
 */
export function WorkFormDialog(props: ResourceFormProps<Work>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: workApi,
    texts: workTexts,
    valuesOf,
    toInput,
    testId: 'work-form',
  });
  const cost = form.getInputProps('costCents');
  const kinds = WORK_KINDS.map((value) => ({ value, label: t(`works.kinds.${value}`) }));
  const priorities = WORK_PRIORITIES.map((value) => ({ value, label: t(`works.priorities.${value}`) }));
  const statuses = WORK_STATUSES.map((value) => ({ value, label: t(`works.statuses.${value}`) }));
  const onEquipment = form.values.equipmentId !== null;
  return (
    <FormDialog {...dialog}>
      <NameInput
        label={t('works.fields.title')}
        description={t('works.fields.titleHint')}
        {...form.getInputProps('title')}
      />
      <Select
        label={t('works.fields.kind')}
        required
        data={kinds}
        allowDeselect={false}
        {...form.getInputProps('kind')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ReferenceSelect
          path="/api/v1/equipment"
          domain="equipment"
          label={t('works.fields.equipment')}
          placeholder={t('works.none')}
          clearable
          currentName={props.record?.equipmentName}
          {...form.getInputProps('equipmentId')}
          // A work is on equipment or a vehicle: choosing equipment drops the vehicle, and starts at one unit.
          onChange={(equipmentId) =>
            form.setValues({
              equipmentId,
              transportId: equipmentId === null ? form.values.transportId : null,
              equipmentQuantity: equipmentId === null ? '' : form.values.equipmentQuantity || 1,
            })
          }
        />
        <NumberInput
          label={t('works.fields.quantity')}
          description={onEquipment ? undefined : t('works.fields.quantityHint')}
          required={onEquipment}
          disabled={!onEquipment}
          min={1}
          max={EQUIPMENT_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('equipmentQuantity')}
        />
        <ReferenceSelect
          path="/api/v1/transports"
          domain="transports"
          label={t('works.fields.vehicle')}
          placeholder={t('works.none')}
          clearable
          currentName={props.record?.transportName}
          {...form.getInputProps('transportId')}
          onChange={(transportId) =>
            form.setValues({
              transportId,
              ...(transportId === null ? {} : { equipmentId: null, equipmentQuantity: '' }),
            })
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={TWO} spacing="md">
        <ReferenceSelect
          path="/api/v1/staff"
          domain="staff"
          listFilter={{ active: 'true' }}
          label={t('works.fields.assignee')}
          description={t('works.fields.assigneeHint')}
          placeholder={t('works.nobody')}
          clearable
          currentName={props.record?.assigneeName}
          {...form.getInputProps('assigneeId')}
        />
        <TextInput type="date" label={t('works.fields.dueOn')} {...form.getInputProps('dueOn')} />
        <Select
          label={t('works.fields.priority')}
          required
          data={priorities}
          allowDeselect={false}
          {...form.getInputProps('priority')}
        />
        <Select
          label={t('works.fields.status')}
          required
          data={statuses}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <MoneyInput
          label={t('works.fields.cost')}
          value={form.values.costCents}
          onChange={(cents) => form.setFieldValue('costCents', cents)}
          error={cost.error as string | undefined}
          onBlur={cost.onBlur as () => void}
        />
        <ReferenceSelect
          path="/api/v1/suppliers"
          domain="suppliers"
          label={t('works.fields.supplier')}
          placeholder={t('works.none')}
          clearable
          currentName={props.record?.supplierName}
          {...form.getInputProps('supplierId')}
        />
      </SimpleGrid>
      <NotesInput label={t('works.fields.description')} {...form.getInputProps('description')} />
    </FormDialog>
  );
}
