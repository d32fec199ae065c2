import type { ReactNode } from 'react';
import { Anchor, EmptyState, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconLock, IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back to the list of vehicles. */
export function BackToList() {
  const { t } = useTranslation();
  return (
    <Group>
      <Anchor
        component={Link}
        to="/transport"
        size="sm"
        style={{ display: 'inline-flex', gap: 6, minHeight: 44, alignItems: 'center' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('transport.view.back')}
      </Anchor>
    </Group>
  );
}

interface ViewStateProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
  readonly testId: string;
}

function ViewState({ icon, title, text, testId }: ViewStateProps) {
  return <EmptyState variant="light" size="lg" icon={icon} title={title} description={text} data-testid={testId} />;
}

/** The member's role does not include the vehicles (`view_transport`): said plainly, never an error. */
export function NoVehicleAccess() {
  const { t } = useTranslation();
  return (
    <ViewState
      icon={<IconLock size={32} aria-hidden />}
      title={t('transport.view.noAccess.title')}
      text={t('transport.view.noAccess.text')}
      testId="transport-no-access"
    />
  );
}

/** No vehicle of the school has this id: deleted, another school's, or a wrong link; the way back is above it. */
export function VehicleNotFound() {
  const { t } = useTranslation();
  return (
    <ViewState
      icon={<IconMapOff size={32} aria-hidden />}
      title={t('transport.view.notFound.title')}
      text={t('transport.view.notFound.text')}
      testId="transport-not-found"
    />
  );
}

/** The shape of the page to come: its title and its facts. */
export function VehicleSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" data-testid="transport-loading">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <Stack gap="md" aria-hidden>
        <Skeleton height={32} width="40%" />
        {Array.from({ length: 6 }, (_, row) => (
          <Skeleton key={row} height={14} width={row % 2 ? '55%' : '70%'} />
        ))}
      </Stack>
    </Stack>
  );
}
