import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconRuler2, IconScubaMask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVENT_CAPACITY_MAX, type Event } from '@lineup/contract/events';
import { WETSUIT_SIZES, type WetsuitSize } from '@lineup/contract/equipment';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { useFormat } from '#web/lib/format.ts';
import { eventChanges } from '#web/features/lessons/api/lessons-api.ts';
import {
  useParticipantChange,
  useRemoval,
  type LessonSectionProps,
} from '#web/features/lessons/components/participant-changes.ts';
import { ADD_FIELD_STYLE, AddRow, ParticipantSection } from '#web/features/lessons/components/participant-section.tsx';

/**
 * The wetsuit sizes the event's customers (not cancelled) need, from their records, smallest
 * first: "K10 × 1, M × 2", and how many have none on record; empty when none has one.
 */
function useCustomerSizes(event: Event): string {
  const { t } = useTranslation();
  const counts = new Map<WetsuitSize, number>();
  let unknown = 0;
  for (const customer of event.customers) {
    if (customer.attendance === 'cancelled') continue;
    if (customer.wetsuitSize) counts.set(customer.wetsuitSize, (counts.get(customer.wetsuitSize) ?? 0) + 1);
    else unknown += 1;
  }
  if (counts.size === 0) return '';
  const known = WETSUIT_SIZES.filter((size) => counts.has(size)).map((size) => `${size} × ${counts.get(size)}`);
  return [...known, ...(unknown > 0 ? [t('lessons.view.equipment.sizesUnknown', { count: unknown })] : [])].join(', ');
}

/** Boards, wetsuits and the rest booked for the event, so many units each; wetsuits to fit the customers in one go. */
export function LessonEquipment({ event, schoolId, plans }: LessonSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [equipmentId, setEquipmentId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | ''>(1);
  const nameOf = (changed: Event, id: string) => changed.equipment.find((item) => item.equipmentId === id)?.name ?? '';
  const set = useParticipantChange(schoolId, eventChanges.setEquipment, (changed, _eventId, id, count) =>
    t('lessons.view.equipment.set', { name: nameOf(changed, id), count, units: format.number(count) }),
  );
  const remove = useParticipantChange(schoolId, eventChanges.removeEquipment, (_changed, _eventId, id) =>
    t('lessons.view.equipment.removed', { name: nameOf(event, id) }),
  );
  const removal = useRemoval(remove, plans, event.id);
  const sizes = useCustomerSizes(event);
  const fit = useParticipantChange(schoolId, eventChanges.fitWetsuits, () =>
    t('lessons.view.equipment.fitted', { sizes }),
  );
  return (
    <ParticipantSection
      id="lesson-equipment"
      title={t('lessons.view.equipment.title')}
      icon={<IconScubaMask size={20} aria-hidden />}
      empty={t('lessons.view.equipment.empty')}
      rows={event.equipment.map((item) => ({
        key: item.equipmentId,
        name: item.name,
        details: t('lessons.view.equipment.units', { count: item.quantity, units: format.number(item.quantity) }),
        ...removal(item.equipmentId, item.name),
      }))}
      add={
        plans ? (
          <Stack gap="sm">
            {sizes ? (
              <Group gap="sm" justify="space-between" wrap="wrap" data-testid="wetsuit-sizes">
                <Text size="sm" style={{ flex: '1 1 200px' }}>
                  {t('lessons.view.equipment.sizes', { sizes })}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconRuler2 size={16} aria-hidden />}
                  loading={fit.pending}
                  onClick={() => fit.run(event.id)}
                >
                  {t('lessons.view.equipment.fit')}
                </Button>
              </Group>
            ) : null}
            <AddRow
              ready={!(equipmentId === null || quantity === '')}
              pending={set.pending}
              onAdd={() => {
                if (equipmentId && quantity !== '') set.run(event.id, equipmentId, quantity);
                setEquipmentId(null);
              }}
            >
              <ReferenceSelect
                path="/api/v1/equipment"
                domain="equipment"
                label={t('lessons.view.equipment.pick')}
                value={equipmentId}
                onChange={setEquipmentId}
                style={ADD_FIELD_STYLE}
              />
              <NumberInput
                label={t('lessons.view.equipment.quantity')}
                min={1}
                max={EVENT_CAPACITY_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={quantity}
                onChange={(value) => setQuantity(typeof value === 'number' ? value : '')}
                style={{ flex: '0 1 110px' }}
              />
            </AddRow>
          </Stack>
        ) : undefined
      }
    />
  );
}
