import { Anchor, Box, Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/ui/brand.tsx';
import { LanguageMenu } from '#web/components/ui/language-menu.tsx';
import { PrivacyPolicy } from '#web/components/policy/privacy-policy.tsx';
import { BrowserData } from '#web/features/privacy/components/browser-data.tsx';

/** The privacy policy as a page of its own, with the controls for what this browser keeps. */
export default function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="white" data-testid="privacy-page">
      <Box component="header" bg="ocean.0" style={{ borderBottom: '1px solid var(--mantine-color-ocean-1)' }}>
        <Container size="md">
          <Group justify="space-between" py="md" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never">
              <Brand />
            </Anchor>
            <LanguageMenu />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="xl">
        <Stack gap="xl">
          <div>
            <Button
              component={Link}
              to="/"
              variant="subtle"
              color="dark"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              ml={-12}
            >
              {t('common.backToStart')}
            </Button>
            <Title order={1} c="ocean.9" mt="sm" fz={{ base: 32, sm: 42 }}>
              {t('screens.privacy')}
            </Title>
          </div>
          <BrowserData />
          <PrivacyPolicy headingLevel={2} />
        </Stack>
      </Container>
    </Box>
  );
}
