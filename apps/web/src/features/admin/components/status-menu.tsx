import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATUS_TRANSITIONS, type ApplicationStatus } from '@lineup/contract/schools';
import { changeStatus } from '#web/features/admin/api/change-status.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { errorText } from '#web/lib/error-text.ts';
import type { AdminApplication } from '#web/lib/api-types.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { platformScope } from '#web/lib/query-keys.ts';

type StatusAction = 'approve' | 'reject' | 'activate' | 'deactivate';

/** The name of a move: leaving `pending` for `inactive` is a rejection. */
export function actionOf(from: ApplicationStatus, to: ApplicationStatus): StatusAction {
  if (to === 'approved') return 'approve';
  if (to === 'inactive') return from === 'pending' ? 'reject' : 'deactivate';
  return 'activate';
}

/** Offers only the moves STATUS_TRANSITIONS allows from the school's status, each after a confirmation. */
export function StatusMenu({ school }: { school: Pick<AdminApplication, 'id' | 'name' | 'status'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirmTarget<ApplicationStatus>();
  const target = confirm.target;
  const change = useMutation({
    mutationFn: (status: ApplicationStatus) => changeStatus(school.id, status),
    onSuccess: async (updated) => {
      showSuccess(t('admin.status.changed', { school: updated.name, status: t(`schools.status.${updated.status}`) }));
      confirm.close();
      await queryClient.invalidateQueries({ queryKey: platformScope() });
    },
    onError: (error) => {
      showError(errorText(error, t));
      confirm.close();
    },
  });
  const targets = STATUS_TRANSITIONS[school.status];
  const action = target ? actionOf(school.status, target) : null;
  if (targets.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t('admin.status.changeFor', { school: school.name })}
          >
            {t('admin.status.change')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('admin.status.moveTo')}</Menu.Label>
          {targets.map((status) => (
            <Menu.Item key={status} onClick={() => confirm.open(status)}>
              {t(`admin.status.actions.${actionOf(school.status, status)}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirm.opened}
        title={action ? t(`admin.status.actions.${action}`) : ''}
        message={
          target && action
            ? `${t('admin.status.confirm', {
                school: school.name,
                from: t(`schools.status.${school.status}`),
                to: t(`schools.status.${target}`),
              })} ${t(`admin.status.effects.${action}`)}`
            : ''
        }
        confirmLabel={action ? t(`admin.status.actions.${action}`) : ''}
        danger={action === 'reject' || action === 'deactivate'}
        pending={change.isPending}
        onClose={confirm.close}
        onConfirm={() => target && change.mutate(target)}
      />
    </>
  );
}
