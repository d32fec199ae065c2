import { ActionIcon, Indicator } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '#web/lib/unread-count.ts';

/** The phone header's way to /user, carrying the same unread badge as the side bar. */
export function AccountLink() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const label =
    unread > 0 ? `${t('navigation.account')}, ${t('navigation.unread', { count: unread })}` : t('navigation.account');
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} maxValue={99} color="red" offset={4}>
      <ActionIcon component={Link} to="/user" variant="subtle" size="lg" aria-label={label}>
        <IconUserCircle size={24} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
