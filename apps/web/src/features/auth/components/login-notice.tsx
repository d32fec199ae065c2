import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResendActivationButton } from '#web/features/auth/components/resend-activation-button.tsx';
import { openAuthDialog, type LoginNotice as Notice } from '#web/lib/auth-dialog.ts';

function Success({ title, text }: { title: string; text: string }) {
  return (
    <Alert color="green" variant="light" title={title} icon={<IconCircleCheck aria-hidden />}>
      {text}
    </Alert>
  );
}

/**
 * Above the login form: the outcome of an activation or unlock link, or a new password set. A bad
 * activation link offers a new e-mail to the address typed below; a bad unlock link offers a reset.
 */
export function LoginNotice({ notice, email }: { notice: Notice; email: string }) {
  const { t } = useTranslation();
  if (notice.kind === 'passwordChanged') {
    return <Success title={t('auth.reset.doneTitle')} text={t('auth.reset.done')} />;
  }
  if (notice.result === 'done') {
    return notice.kind === 'activation' ? (
      <Success title={t('auth.activation.doneTitle')} text={t('auth.activation.done')} />
    ) : (
      <Success title={t('auth.unlock.doneTitle')} text={t('auth.unlock.done')} />
    );
  }
  const activation = notice.kind === 'activation';
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={activation ? t('auth.activation.invalidTitle') : t('auth.unlock.invalidTitle')}
      icon={<IconAlertCircle aria-hidden />}
    >
      <Text size="sm">{activation ? t('auth.activation.invalid') : t('auth.unlock.invalid')}</Text>
      {activation ? (
        <ResendActivationButton email={email} />
      ) : (
        <Anchor component="button" type="button" size="sm" mt="xs" onClick={() => openAuthDialog('forgot', { email })}>
          {t('auth.login.forgotPassword')}
        </Anchor>
      )}
    </Alert>
  );
}
