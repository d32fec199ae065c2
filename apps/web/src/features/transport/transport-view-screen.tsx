import { useMemo, useRef, type ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconRoute, IconTool, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import type { Transport } from '@lineup/contract/transports';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useMe } from '#web/lib/me/get-me.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { ResourceDeleteDialog } from '#web/lib/resource/resource-delete-dialog.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { transportApi, transportQuery } from '#web/features/transport/api/transport-api.ts';
import { TransportDetails } from '#web/features/transport/components/transport-details.tsx';
import { TransportFormDialog } from '#web/features/transport/components/transport-form-dialog.tsx';
import {
  BackToList,
  NoVehicleAccess,
  VehicleNotFound,
  VehicleSkeleton,
} from '#web/features/transport/components/transport-view-states.tsx';
import { transportLocales, transportTexts } from '#web/features/transport/transport-texts.ts';

const isId = (id: string | undefined): id is string => z.uuid().safeParse(id).success;
const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** What will appear on the page once lessons and works exist; nothing is shown until then. */
function UpcomingSections() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard
        id="transport-trips"
        title={t('transport.view.trips.title')}
        icon={<IconRoute size={20} aria-hidden />}
      >
        <Text size="sm" c="dimmed">
          {t('transport.view.trips.text')}
        </Text>
      </SectionCard>
      <SectionCard
        id="transport-works"
        title={t('transport.view.works.title')}
        icon={<IconTool size={20} aria-hidden />}
      >
        <Text size="sm" c="dimmed">
          {t('transport.view.works.text')}
        </Text>
      </SectionCard>
    </SimpleGrid>
  );
}

interface VehicleProps {
  readonly transport: Transport;
  readonly schoolId: string;
  readonly canWrite: boolean;
}

/** One vehicle: its facts, Edit and Delete for `manage_transport`, and its trips and works to come. */
function Vehicle({ transport, schoolId, canWrite }: VehicleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = useConfirmTarget<Transport>();
  const deleting = useConfirmTarget<Transport>();
  // Set once the vehicle is deleted, so that closing the dialog leaves its page for the list.
  const deleted = useRef(false);
  const api = useMemo(
    () => ({
      ...transportApi,
      remove: async (id: string) => {
        await transportApi.remove(id);
        deleted.current = true;
      },
    }),
    [],
  );
  const name = transportApi.nameOf(transport);
  const actions = canWrite ? (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={t('transport.editOf', { name })}
        onClick={() => editing.open(transport)}
      >
        {t('form.edit')}
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('transport.deleteOf', { name })}
        onClick={() => deleting.open(transport)}
      >
        {t('form.delete')}
      </Button>
    </Group>
  ) : null;
  return (
    <>
      <PageHeader title={transport.name} description={t('transport.view.intro')} action={actions} />
      <TransportDetails transport={transport} />
      <UpcomingSections />
      {canWrite ? (
        <>
          <TransportFormDialog
            opened={editing.opened}
            record={editing.target}
            schoolId={schoolId}
            onClose={editing.close}
          />
          <ResourceDeleteDialog
            api={api}
            texts={transportTexts}
            opened={deleting.opened}
            record={deleting.target}
            schoolId={schoolId}
            onClose={() => {
              deleting.close();
              if (deleted.current) void navigate('/transport', { replace: true });
            }}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * /transport/{id}: any member may open the address (the spec's route table), but only those
 * whose role reads vehicles (`view_transport`) see one; the others are told so, without a call
 * the server would refuse.
 */
function TransportView() {
  const { t } = useTranslation();
  const { id } = useParams();
  const me = useMe();
  const schoolId = useSchoolId();
  const access = useAccess('transport');
  const valid = isId(id);
  const detail = useQuery({
    ...transportQuery(schoolId ?? '', id ?? ''),
    enabled: schoolId !== null && access.read && valid,
  });
  const transport = detail.data;
  // A page without its vehicle still has its title.
  const titled = (state: ReactNode) => (
    <>
      <PageHeader title={t('screens.transportView')} />
      {state}
    </>
  );
  const body = () => {
    if (me.isPending) return <VehicleSkeleton />;
    if (!access.read || hasStatus(detail.error, 403)) return titled(<NoVehicleAccess />);
    // After a change the last answer stays on screen while a refetch runs (or fails).
    if (transport && schoolId) return <Vehicle transport={transport} schoolId={schoolId} canWrite={access.write} />;
    if (!valid || hasStatus(detail.error, 404)) return titled(<VehicleNotFound />);
    if (detail.isError) {
      return titled(
        <ListError error={detail.error} title={t('transport.view.loadFailed')} onRetry={() => void detail.refetch()} />,
      );
    }
    return <VehicleSkeleton />;
  };
  return (
    <Stack gap="lg" maw={1280} data-testid="transport-page">
      {access.read ? <BackToList /> : null}
      {body()}
    </Stack>
  );
}

export default function TransportViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, transport: transportLocales }}>
      <TransportView />
    </ScreenTexts>
  );
}
