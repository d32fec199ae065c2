import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@lineup/contract/constants';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';

/** After registering: the spec's 'Account Activation' text. */
function ActivationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="activation-sent">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="green" aria-hidden>
          <IconMailCheck size={22} />
        </ThemeIcon>
        <Stack gap={6}>
          <Text>{t('auth.signup.activationText', { email })}</Text>
          <Text c="dimmed" size="sm">
            {t('auth.signup.activationThen')}
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={closeAuthDialog}>
          {t('auth.close')}
        </Button>
        <Button onClick={() => openAuthDialog('login')}>{t('auth.signup.login')}</Button>
      </Group>
    </Stack>
  );
}

/** The spec's signup dialog; after success it switches to the activation notice. */
export function SignupDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={closeAuthDialog}
      onExitTransitionEnd={() => setSentTo(null)}
      title={sentTo === null ? t('auth.signup.title') : t('auth.signup.activationTitle')}
      size={DIALOG_WIDTH}
      centered
      withCloseButton={false}
      data-testid="signup-dialog"
    >
      {sentTo === null ? <SignupForm onRegistered={setSentTo} /> : <ActivationSent email={sentTo} />}
    </Modal>
  );
}
