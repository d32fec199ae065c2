import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/start/start-screen.module.css';

/** The parts of a school Lineup keeps, named as the app's own screens are. */
const DOMAINS = [
  'calendar',
  'lessonList',
  'studentList',
  'staffList',
  'places',
  'equipment',
  'transportList',
  'packages',
  'services',
  'suppliers',
] as const;

export function DescriptionSection() {
  const { t } = useTranslation();
  return (
    <section className={`${classes.deep} ${classes.section}`} aria-labelledby="start-description">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Title order={2} id="start-description" c="white">
            {t('start.description.title')}
          </Title>
          <Text fz="lg" maw={720} style={{ textWrap: 'pretty' }}>
            {t('start.description.text')}
          </Text>
          <Group justify="center" gap="xs" maw={720}>
            {DOMAINS.map((screen) => (
              <Badge key={screen} variant="white" color="ocean.9" size="lg" radius="xl" tt="none" fw={600}>
                {t(`screens.${screen}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
