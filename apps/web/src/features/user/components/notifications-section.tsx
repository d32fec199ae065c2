import { ActionIcon, Badge, Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell, IconCheck, IconChecks } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import { notificationsQuery } from '#web/features/user/api/get-notifications.ts';
import { unreadCountQuery } from '#web/lib/unread-count.ts';
import { markRead } from '#web/features/user/api/mark-read.ts';
import { notificationText } from '#web/features/user/components/notification-text.ts';
import { showError } from '#web/lib/toast.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';
import { Hint } from '#web/components/ui/hint.tsx';

/** The account's notifications, newest first; reading them clears the side bar's badge. */
export function NotificationsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQuery);
  const unread = useQuery(unreadCountQuery).data?.count ?? 0;
  const read = useMutation({
    mutationFn: (id?: string) => markRead(id),
    // The badge and this list share the ['notifications', …] keys.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.notifications.all() }),
    onError: (error) => showError(errorText(error, t)),
  });
  const items = list.data ?? [];
  return (
    <SectionCard
      id="user-notifications"
      title={t('user.notifications.title')}
      icon={<IconBell size={20} aria-hidden />}
      aside={
        <Badge color={unread > 0 ? 'red' : 'gray'} variant={unread > 0 ? 'filled' : 'light'} data-testid="unread-count">
          {t('user.notifications.unread', { count: unread })}
        </Badge>
      }
    >
      {list.isError ? <Text c="red.9">{errorText(list.error, t)}</Text> : null}
      {list.isSuccess && items.length === 0 ? <Text c="dimmed">{t('user.notifications.empty')}</Text> : null}
      {items.length > 0 ? (
        <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars>
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('user.notifications.title')}
          >
            {items.map((item) => (
              <Group
                component="li"
                key={item.id}
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Box
                  w={8}
                  h={8}
                  mt={8}
                  bg={item.readAt ? 'transparent' : 'red.6'}
                  style={{ borderRadius: '50%', flex: 'none' }}
                  aria-hidden
                />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={item.readAt ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                    {notificationText(item, t)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(item.createdAt)}
                    {item.readAt ? null : ` · ${t('user.notifications.new')}`}
                  </Text>
                </Stack>
                {item.readAt ? null : (
                  <Hint label={t('user.notifications.markRead')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('user.notifications.markRead')}
                      onClick={() => read.mutate(item.id)}
                      disabled={read.isPending}
                    >
                      <IconCheck size={18} aria-hidden />
                    </ActionIcon>
                  </Hint>
                )}
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : null}
      {unread > 0 ? (
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconChecks size={16} aria-hidden />}
            loading={read.isPending}
            onClick={() => read.mutate(undefined)}
          >
            {t('user.notifications.markAllRead')}
          </Button>
        </Group>
      ) : null}
    </SectionCard>
  );
}
