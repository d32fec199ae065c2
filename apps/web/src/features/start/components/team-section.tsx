import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/start/start-screen.module.css';

export function TeamSection() {
  const { t } = useTranslation();
  return (
    <section className={`${classes.sand} ${classes.section}`} aria-labelledby="start-team">
      <Container size="md">
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <ThemeIcon size={64} radius="xl" color="sand.6" variant="light" visibleFrom="sm">
            <IconUsers size={34} aria-hidden />
          </ThemeIcon>
          <Stack gap="sm">
            <Title order={2} id="start-team" c="ocean.9">
              {t('start.team.title')}
            </Title>
            <Text fz="lg" c="gray.8" style={{ textWrap: 'pretty' }}>
              {t('start.team.text')}
            </Text>
            <Text c="gray.8" style={{ textWrap: 'pretty' }}>
              {t('start.team.promise')}
            </Text>
          </Stack>
        </Group>
      </Container>
    </section>
  );
}
