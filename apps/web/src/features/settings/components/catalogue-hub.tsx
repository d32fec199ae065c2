import type { ComponentType } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBus,
  IconCalendarEvent,
  IconDoor,
  IconMapPin,
  IconPackage,
  IconReceipt,
  IconScubaMask,
  IconSchool,
  IconShoppingBag,
  IconTruckDelivery,
  type IconProps,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SettingsSection } from '@lineup/contract/settings';
import { canRead } from '@lineup/contract/access';
import { useMe } from '#web/lib/me/get-me.ts';
import { settingsCountsQuery } from '#web/features/settings/api/settings-api.ts';

interface HubEntry {
  readonly section: SettingsSection;
  readonly path: string;
  readonly icon: ComponentType<IconProps>;
}

/** The spec's Settings hub: every part of the catalogue one step away (spec section 2). */
const HUB: readonly HubEntry[] = [
  { section: 'places', path: '/place', icon: IconMapPin },
  { section: 'rooms', path: '/room', icon: IconDoor },
  { section: 'equipment', path: '/equipment', icon: IconScubaMask },
  { section: 'transports', path: '/transport', icon: IconBus },
  { section: 'lessonTypes', path: '/lessontypes', icon: IconSchool },
  { section: 'eventTypes', path: '/eventtypes', icon: IconCalendarEvent },
  { section: 'packages', path: '/packages', icon: IconPackage },
  { section: 'services', path: '/services', icon: IconReceipt },
  { section: 'items', path: '/item', icon: IconShoppingBag },
  { section: 'suppliers', path: '/supplier', icon: IconTruckDelivery },
];

/** Links to each catalogue list with how many records it holds; vehicles only for those who may see them. */
export function CatalogueHub({ schoolId }: { readonly schoolId: string }) {
  const { t } = useTranslation();
  const permissions = useMe().data?.permissions ?? [];
  const counts = useQuery(settingsCountsQuery(schoolId));
  const entries = HUB.filter((entry) => entry.section !== 'transports' || canRead(permissions, 'transport'));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="settings-hub">
      {entries.map(({ section, path, icon: Icon }) => {
        const count = counts.data?.[section];
        return (
          <UnstyledButton key={section} component={Link} to={path} aria-describedby={`hub-${section}-text`}>
            <Paper withBorder radius="md" p="sm" h="100%">
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
                <ThemeIcon size={32} radius="md" variant="light">
                  <Icon size={18} aria-hidden />
                </ThemeIcon>
                {counts.isPending ? (
                  <Skeleton height={22} width={28} />
                ) : (
                  <Text fw={700} fz="xl" lh={1} c="ocean.8">
                    {count === undefined ? '–' : t('settings.hub.count', { count })}
                  </Text>
                )}
              </Group>
              <Text fw={600} c="ocean.9" lh={1.3}>
                {t(`settings.hub.${section}.title`)}
              </Text>
              <Text id={`hub-${section}-text`} size="sm" c="dimmed" lh={1.35} visibleFrom="sm">
                {t(`settings.hub.${section}.text`)}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
