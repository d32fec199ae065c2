import { useState } from 'react';
import { Box, Menu, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconDoorExit, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navItemProps } from '#web/features/navigation/components/nav-item.tsx';
import classes from '#web/features/navigation/components/side-bar.module.css';
import { Hint } from '#web/components/ui/hint.tsx';
import { useMe } from '#web/lib/me/get-me.ts';
import { openSchoolsQuery, useChooseMasterSchool } from '#web/lib/master-school/master-school.ts';

/**
 * The Master's school picker at the top of the side bar: the school they work in now (or that they
 * work in none), any open school to move to, and a way to leave it. The schools are read when it opens;
 * a choice closes the phone's drawer, as following an item does.
 */
export function MasterSchoolSwitch({ collapsed, onChosen }: { collapsed: boolean; onChosen?: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const me = useMe();
  const schools = useQuery({ ...openSchoolsQuery, enabled: opened });
  const choose = useChooseMasterSchool();
  const current = me.data?.school ?? null;
  const name = current?.name ?? t('masterSchool.placeholder');
  const label = `${t('masterSchool.label')}: ${name}`;
  const icon = <IconBuildingCommunity size={20} stroke={1.6} aria-hidden />;
  const item = {
    ...navItemProps({ label: name, description: t('masterSchool.label'), collapsed, icon }),
    title: collapsed ? undefined : name,
  };
  const list = schools.data ?? [];
  return (
    <Box className={classes.school}>
      <Menu
        opened={opened}
        onChange={setOpened}
        // Beside the icon when collapsed; below the item when expanded, which also keeps it on a phone's screen.
        position={collapsed ? 'right-start' : 'bottom-start'}
        shadow="md"
        width={260}
        withinPortal
      >
        <Hint label={label} position="right" withArrow disabled={!collapsed}>
          <Menu.Target>
            <NavLink
              {...item}
              aria-label={label}
              rightSection={collapsed ? null : <IconSelector size={16} aria-hidden />}
              component="button"
              type="button"
              disabled={choose.isPending}
              data-testid="master-school"
            />
          </Menu.Target>
        </Hint>
        <Menu.Dropdown>
          <Menu.Label>{t('masterSchool.label')}</Menu.Label>
          <ScrollArea.Autosize mah={320} type="auto">
            {schools.isPending ? <Menu.Item disabled>{t('masterSchool.loading')}</Menu.Item> : null}
            {schools.isSuccess && list.length === 0 ? <Menu.Item disabled>{t('masterSchool.empty')}</Menu.Item> : null}
            {list.map((school) => {
              const isCurrent = school.id === current?.id;
              return (
                <Menu.Item
                  key={school.id}
                  onClick={() => isCurrent || choose.mutate(school, { onSuccess: onChosen })}
                  rightSection={isCurrent ? <IconCheck size={14} aria-hidden /> : null}
                  aria-current={isCurrent ? 'true' : undefined}
                >
                  <Text size="sm" fw={isCurrent ? 700 : 500} lineClamp={1}>
                    {school.name}
                  </Text>
                </Menu.Item>
              );
            })}
          </ScrollArea.Autosize>
          {current ? (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconDoorExit size={16} aria-hidden />}
                onClick={() => choose.mutate(null, { onSuccess: onChosen })}
              >
                {t('masterSchool.leave')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
