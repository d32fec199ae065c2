import { Button, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScreenKey } from '@lineup/contract/routes';
import { MasterSchoolSelect } from '#web/components/master-school/master-school-select.tsx';

/**
 * What a school's screen shows to an account working in no school: that it needs one, and the way
 * on. A Master chooses a school here (or goes to the admin panel); anyone else goes to their page,
 * where a school is asked for or an invitation accepted.
 */
export function NoSchool({ screen, master }: { screen: ScreenKey; master: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" data-testid="no-school">
      <Title order={1} c="ocean.9">
        {t(`screens.${screen}`)}
      </Title>
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconBuildingCommunity size={32} aria-hidden />}
        title={t('noSchool.title')}
        description={master ? t('noSchool.master') : t('noSchool.member')}
      >
        <EmptyState.Actions>
          <Stack align="center" gap="md" w="100%">
            {master ? <MasterSchoolSelect /> : null}
            <Group justify="center" gap="sm">
              {master ? (
                <Button component={Link} to="/admin" variant="light">
                  {t('noSchool.admin')}
                </Button>
              ) : (
                <Button component={Link} to="/user" variant="light">
                  {t('noSchool.account')}
                </Button>
              )}
            </Group>
          </Stack>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
