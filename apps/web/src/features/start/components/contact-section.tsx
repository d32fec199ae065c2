import type { ReactNode } from 'react';
import { Anchor, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '#web/lib/public-config.ts';
import classes from '#web/features/start/start-screen.module.css';

function ContactCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: '0.06em' }}>
            {label}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Phone and e-mail come from the server's configuration (CONTACT_PHONE, CONTACT_EMAIL). */
export function ContactSection() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const value = (render: (data: NonNullable<typeof config.data>) => ReactNode) => {
    if (config.data) return render(config.data);
    if (config.isError) return <Text c="gray.7">{t('start.contact.unavailable')}</Text>;
    return <Skeleton h={22} w={180} radius="sm" />;
  };
  return (
    <section className={classes.section} aria-labelledby="start-contact" data-testid="start-contact">
      <Container size="lg">
        <Stack align="center" ta="center" gap="xs" mb={36}>
          <Title order={2} id="start-contact" c="ocean.9">
            {t('start.contact.title')}
          </Title>
          <Text fz="lg" c="gray.7" maw={560}>
            {t('start.contact.text')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'sm', sm: 'lg' }}>
          <ContactCard icon={<IconPhone size={22} aria-hidden />} label={t('start.contact.phone')}>
            {value(({ contactPhone }) => (
              <Anchor href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} fw={600} fz="lg">
                {contactPhone}
              </Anchor>
            ))}
          </ContactCard>
          <ContactCard icon={<IconMail size={22} aria-hidden />} label={t('start.contact.email')}>
            {value(({ contactEmail }) => (
              <Anchor href={`mailto:${contactEmail}`} fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {contactEmail}
              </Anchor>
            ))}
          </ContactCard>
          <ContactCard icon={<IconMapPin size={22} aria-hidden />} label={t('start.contact.location')}>
            <Text fw={600} fz="lg" c="ocean.9">
              {t('start.contact.city')}
            </Text>
          </ContactCard>
        </SimpleGrid>
      </Container>
    </section>
  );
}
