import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@lineup/contract/constants';

/** Holds the place of the sign-in and sign-up dialogs until they are built. */
export function ComingSoonDialog({ title, opened, onClose }: { title: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={DIALOG_WIDTH} centered>
      <Text fw={600}>{t('notAvailable.title')}</Text>
      <Text c="dimmed" mt={4}>
        {t('notAvailable.text')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  );
}
