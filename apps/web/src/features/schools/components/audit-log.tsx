import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuditPager } from '#web/features/schools/components/audit-pager.tsx';
import { auditQuery, type AuditScope } from '#web/features/schools/api/get-audit.ts';
import { useAuditParams } from '#web/features/schools/hooks/use-audit-params.ts';
import { actionText, dataText } from '#web/features/schools/audit-text.ts';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { useFormat } from '#web/lib/format.ts';
import type { AuditEntry } from '#web/lib/api-types.ts';

/**
 * Who did what and when: one school's log, or every school's for the Master, newest first and
 * read a page at a time by cursor. `inAddress`: the page is kept in the address (the screen's
 * tab is there too).
 */
export function AuditLog({ scope, inAddress = false }: { scope: AuditScope; inAddress?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useAuditParams(inAddress);
  const query = useQuery(auditQuery(scope, params.query));
  const data = query.data;
  const actions = t('schools.audit.actions', { returnObjects: true });
  const dataKeys = t('schools.audit.data', { returnObjects: true });
  const columns: Column<AuditEntry>[] = [
    {
      key: 'action',
      label: t('schools.audit.action'),
      primary: true,
      render: (entry) => actionText(entry.action, t, actions),
    },
    { key: 'at', label: t('schools.audit.at'), render: (entry) => format.dateTime(entry.at) },
    {
      key: 'actor',
      label: t('schools.audit.actor'),
      render: (entry) => (entry.actor ? <EmailText email={entry.actor} /> : t('schools.audit.system')),
    },
    ...(scope.kind === 'all'
      ? [{ key: 'school', label: t('schools.audit.school'), render: (entry: AuditEntry) => entry.school ?? '—' }]
      : []),
    {
      key: 'target',
      label: t('schools.audit.target'),
      render: (entry) => {
        const data = dataText(entry.data, t, dataKeys, format.money);
        // A sign-in names its own account as target; "By" already shows it.
        if (!entry.target || entry.target === entry.actor) return data || '—';
        // The target is often an e-mail: let it wrap at its "@" and dots.
        return (
          <>
            <EmailText email={entry.target} />
            {data ? ` · ${data}` : null}
          </>
        );
      },
    },
  ];
  return (
    <Stack gap="md">
      <DataTable
        label={t('schools.audit.title')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(entry) => entry.id}
        empty={t('schools.audit.empty')}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="audit-log"
      />
      {query.isError || !data || (data.items.length === 0 && !data.previous && !data.next) ? null : (
        <AuditPager
          pageSize={params.query.pageSize}
          onPageSize={(pageSize) => params.set({ pageSize })}
          onNewer={data.previous ? () => params.set({ after: data.previous ?? undefined }) : null}
          onOlder={data.next ? () => params.set({ before: data.next ?? undefined }) : null}
        />
      )}
    </Stack>
  );
}
