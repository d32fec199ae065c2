import { ActionIcon, Box, Group, ScrollArea, Stack } from '@mantine/core';
import { IconHelp, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/ui/brand.tsx';
import { AccountItem } from '#web/features/navigation/components/account-item.tsx';
import { LanguageSwitch } from '#web/features/navigation/components/language-switch.tsx';
import { MasterSchoolSwitch } from '#web/features/navigation/components/master-school-switch.tsx';
import { NavItem } from '#web/features/navigation/components/nav-item.tsx';
import { SchoolSwitch } from '#web/features/navigation/components/school-switch.tsx';
import classes from '#web/features/navigation/components/side-bar.module.css';
import { useLogout } from '#web/features/navigation/hooks/use-logout.ts';
import { isCurrent, sideBarItemsFor, type SideBarItem } from '#web/features/navigation/side-bar-items.ts';
import { useSession } from '#web/lib/session.ts';

export interface SideBarProps {
  readonly collapsed: boolean;
  /** Absent in the phone drawer, which is always expanded. */
  readonly onToggle?: () => void;
  /** Called after following an item (the phone drawer closes). */
  readonly onNavigate?: () => void;
}

function Items({ items, collapsed, onNavigate }: { items: SideBarItem[] } & SideBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return items.map((item) => (
    <NavItem
      key={item.path}
      to={item.path}
      label={t(`navigation.${item.label}`)}
      icon={<item.icon size={20} stroke={1.6} aria-hidden />}
      collapsed={collapsed}
      active={isCurrent(item, pathname)}
      onClick={onNavigate}
    />
  ));
}

function Top({ collapsed, onToggle }: SideBarProps) {
  const { t } = useTranslation();
  if (!onToggle) return null;
  const label = collapsed ? t('navigation.expand') : t('navigation.collapse');
  const Icon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <Group justify={collapsed ? 'center' : 'space-between'} wrap="nowrap" h={56} px={collapsed ? 0 : 'xs'}>
      {collapsed ? null : <Brand size={26} />}
      <ActionIcon variant="subtle" size="lg" aria-label={label} aria-expanded={!collapsed} onClick={onToggle}>
        <Icon size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The signed-in side bar of spec section 2: items by permission, account, language, help and logout. */
export function SideBar(props: SideBarProps) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const { collapsed, onNavigate } = props;
  if (!session) return null;
  const { main, master } = sideBarItemsFor(session.profile);
  return (
    <Box
      component="nav"
      aria-label={t('navigation.label')}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Top {...props} />
      <ScrollArea style={{ flex: 1 }} px={collapsed ? 6 : 'xs'} py="xs" scrollbarSize={6}>
        <Stack gap={2}>
          {session.profile === 'master' ? (
            <MasterSchoolSwitch collapsed={collapsed} onChosen={onNavigate} />
          ) : (
            <SchoolSwitch collapsed={collapsed} />
          )}
          <Items items={main} {...props} />
          {master.length > 0 ? (
            <Stack gap={2} role="group" aria-label={t('navigation.masterGroup')} mt="sm" data-testid="master-group">
              {collapsed ? null : (
                <Box className={classes.groupLabel} aria-hidden>
                  {t('navigation.masterGroup')}
                </Box>
              )}
              <Items items={master} {...props} />
            </Stack>
          ) : null}
        </Stack>
      </ScrollArea>
      <Stack gap={2} px={collapsed ? 6 : 'xs'} py="xs" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        <AccountItem collapsed={collapsed} onNavigate={onNavigate} />
        <LanguageSwitch collapsed={collapsed} />
        <NavItem
          to="/help"
          label={t('navigation.help')}
          icon={<IconHelp size={20} stroke={1.6} aria-hidden />}
          collapsed={collapsed}
          active={pathname === '/help'}
          onClick={onNavigate}
        />
        <NavItem
          label={t('navigation.logout')}
          icon={<IconLogout size={20} stroke={1.6} aria-hidden />}
          collapsed={collapsed}
          onClick={logout}
        />
      </Stack>
    </Box>
  );
}
