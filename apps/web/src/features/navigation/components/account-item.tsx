import { Indicator } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '#web/lib/unread-count.ts';
import { NavItem } from '#web/features/navigation/components/nav-item.tsx';
import { useSession } from '#web/lib/session.ts';

/** The user's name, linking to /user, with the unread-notification badge. */
export function AccountItem({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const unread = useUnreadCount();
  const { pathname } = useLocation();
  const name = session?.name || session?.email || t('navigation.account');
  const badge = unread > 0 ? t('navigation.unread', { count: unread }) : null;
  return (
    <NavItem
      to="/user"
      label={name}
      description={t('navigation.account')}
      ariaLabel={badge ? `${name}, ${badge}` : collapsed ? name : undefined}
      collapsed={collapsed}
      active={pathname === '/user'}
      onClick={onNavigate}
      icon={
        <Indicator
          label={unread}
          size={16}
          disabled={unread === 0}
          maxValue={99}
          color="red"
          data-testid="unread-badge"
        >
          <IconUserCircle size={20} stroke={1.6} aria-hidden />
        </Indicator>
      }
    />
  );
}
