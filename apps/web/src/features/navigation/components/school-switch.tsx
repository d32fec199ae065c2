import { Box, Menu, NavLink, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navItemProps } from '#web/features/navigation/components/nav-item.tsx';
import classes from '#web/features/navigation/components/side-bar.module.css';
import { mySchoolsQuery } from '#web/lib/my-schools/get-my-schools.ts';
import { isOpenSchool, useSwitchSchool } from '#web/lib/my-schools/use-switch-school.ts';
import { Hint } from '#web/components/ui/hint.tsx';

/**
 * The school the account works in now, at the top of the side bar. An account in several
 * schools switches here; the guards and the side bar follow the role it has in the new one.
 */
export function SchoolSwitch({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const schools = useQuery(mySchoolsQuery);
  const change = useSwitchSchool();
  const open = (schools.data?.items ?? []).filter(isOpenSchool);
  const current = open.find((school) => school.current);
  if (!current) return null;
  const label = `${t('navigation.school')}: ${current.name}`;
  const icon = <IconBuildingCommunity size={20} stroke={1.6} aria-hidden />;
  const item = {
    ...navItemProps({ label: current.name, description: t('navigation.school'), collapsed, icon }),
    title: collapsed ? undefined : current.name,
  };
  if (open.length === 1) {
    return (
      <Hint label={label} position="right" withArrow disabled={!collapsed}>
        <Box data-testid="current-school" aria-label={label} role="group" className={classes.school}>
          <NavLink {...item} component="div" aria-label={undefined} />
        </Box>
      </Hint>
    );
  }
  return (
    <Box className={classes.school}>
      <Menu position="right-start" shadow="md" width={240} withinPortal>
        <Hint label={label} position="right" withArrow disabled={!collapsed}>
          <Menu.Target>
            <NavLink
              {...item}
              aria-label={`${label}. ${t('navigation.switchSchool')}`}
              rightSection={collapsed ? null : <IconSelector size={16} aria-hidden />}
              component="button"
              type="button"
              disabled={change.isPending}
              data-testid="current-school"
            />
          </Menu.Target>
        </Hint>
        <Menu.Dropdown>
          <Menu.Label>{t('navigation.switchSchool')}</Menu.Label>
          {open.map((school) => (
            <Menu.Item
              key={school.id}
              onClick={() => school.current || change.mutate(school)}
              rightSection={school.current ? <IconCheck size={14} aria-hidden /> : null}
            >
              <Text size="sm" fw={school.current ? 700 : 500} lineClamp={1}>
                {school.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`roles.${school.role}`)}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
