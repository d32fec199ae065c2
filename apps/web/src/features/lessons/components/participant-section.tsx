import type { ReactNode } from 'react';
import { ActionIcon, Box, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { Hint } from '#web/components/ui/hint.tsx';

/** A field of an add row that picks what to add: it takes the room there is, and wraps below 220 px. */
export const ADD_FIELD_STYLE = { flex: '1 1 220px' } as const;
/** A pick list of an add row offers the active records only. */
export const ACTIVE_ONLY = { active: 'true' } as const;

/** One person or thing on an event. */
export interface ParticipantRow {
  readonly key: string;
  readonly name: ReactNode;
  /** What it is on the event: a role, a number of units, a driver. */
  readonly details?: ReactNode;
  /** Below the name, the row's own control (attendance), full width on a phone. */
  readonly control?: ReactNode;
  /** Beside the remove button: what else can be done from the row (sell to a customer). */
  readonly actions?: ReactNode;
  /** Taking it off the event, for those who plan; absent otherwise. */
  readonly onRemove?: () => void;
  /** How the remove button reads to a screen reader ("Remove Ana Costa"). */
  readonly removeLabel?: string;
  readonly removing?: boolean;
}

interface ParticipantSectionProps {
  readonly id: string;
  readonly title: string;
  readonly icon: ReactNode;
  /** Beside the title: a count. */
  readonly aside?: ReactNode;
  readonly rows: readonly ParticipantRow[];
  readonly empty: string;
  /** The form that adds one, for those who plan an event still scheduled. */
  readonly add?: ReactNode;
}

/** A part of an event's page: who or what is on it, one row each, and the form that adds more. */
export function ParticipantSection({ id, title, icon, aside, rows, empty, add }: ParticipantSectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard id={id} title={title} icon={icon} aside={aside}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={id}>
          {rows.map((row, index) => (
            <Box component="li" key={row.key}>
              {index > 0 ? <Divider my="xs" /> : null}
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {row.name}
                    </Text>
                    {row.details ? (
                      <Text size="sm" c="dimmed" component="div">
                        {row.details}
                      </Text>
                    ) : null}
                  </Stack>
                  <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                    {row.actions}
                    {row.onRemove ? (
                      <Hint label={t('lessons.view.remove')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={row.removeLabel}
                          loading={row.removing}
                          onClick={row.onRemove}
                        >
                          <IconX size={18} aria-hidden />
                        </ActionIcon>
                      </Hint>
                    ) : null}
                  </Group>
                </Group>
                {row.control}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {add ? (
        <>
          <Divider />
          {add}
        </>
      ) : null}
    </SectionCard>
  );
}

/** The fields that choose what to add, and Add. */
export function AddRow({
  children,
  ready,
  pending,
  onAdd,
  icon,
}: {
  readonly children: ReactNode;
  /** Everything needed is chosen. */
  readonly ready: boolean;
  readonly pending: boolean;
  readonly onAdd: () => void;
  readonly icon?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {children}
      <Button leftSection={icon} disabled={!ready} loading={pending} onClick={onAdd}>
        {t('lessons.view.add')}
      </Button>
    </Group>
  );
}
