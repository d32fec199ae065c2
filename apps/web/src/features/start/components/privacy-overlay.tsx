import { Button, Group, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrivacyPolicy } from '#web/components/policy/privacy-policy.tsx';
import { PHONE_WINDOW } from '#web/lib/layout-queries.ts';

/** The policy shown over the Start page; Back or Escape closes it (spec section 2). */
export function PrivacyOverlay({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_WINDOW) ?? false;
  return (
    <Modal.Root opened={opened} onClose={onClose} size={880} fullScreen={phone} radius={phone ? 0 : 'lg'}>
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content data-testid="privacy-overlay">
        <Modal.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group justify="space-between" w="100%" wrap="nowrap" gap="xs">
            <Button
              variant="subtle"
              color="dark"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={onClose}
              data-autofocus
            >
              {t('start.overlay.back')}
            </Button>
            <Button
              component={Link}
              to="/privacy"
              variant="light"
              size="compact-md"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('start.overlay.manage')}
            </Button>
          </Group>
        </Modal.Header>
        <Modal.Body px={{ base: 'md', sm: 'xl' }} pb="xl">
          <Modal.Title fz={{ base: 26, sm: 32 }} fw={800} c="ocean.9" mt="lg">
            {t('screens.privacy')}
          </Modal.Title>
          <PrivacyPolicy headingLevel={3} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
