import { Button, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="md" py="xl">
      <NotAvailable screen="privacy">
        <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('common.backToStart')}
        </Button>
      </NotAvailable>
    </Container>
  );
}
