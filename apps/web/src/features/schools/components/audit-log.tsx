import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@lineup/contract/constants';
import { auditQuery, type AuditScope } from '#web/features/schools/api/get-audit.ts';
import { actionText, dataText } from '#web/features/schools/audit-text.ts';
import { DataTable } from '#web/features/schools/components/data-table.tsx';
import type { Column } from '#web/features/schools/components/data-table-types.ts';
import { EmailText } from '#web/features/schools/components/email-text.tsx';
import { PageControls } from '#web/features/schools/components/page-controls.tsx';
import { formatDateTime } from '#web/features/schools/format.ts';
import type { AuditEntry } from '#web/features/schools/types.ts';

/** Who did what and when: one school's log, or every school's for the Master. */
export function AuditLog({ scope }: { scope: AuditScope }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useQuery(auditQuery(scope, page, pageSize));
  const actions = t('schools.audit.actions', { returnObjects: true });
  const dataKeys = t('schools.audit.data', { returnObjects: true });
  const columns: Column<AuditEntry>[] = [
    {
      key: 'action',
      label: t('schools.audit.action'),
      primary: true,
      render: (entry) => actionText(entry.action, t, actions),
    },
    { key: 'at', label: t('schools.audit.at'), render: (entry) => formatDateTime(entry.at, i18n.language) },
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
        const data = dataText(entry.data, t, dataKeys);
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
        rows={query.data?.items ?? []}
        rowKey={(entry) => entry.id}
        empty={t('schools.audit.empty')}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="audit-log"
      />
      <PageControls
        page={page}
        pageSize={pageSize}
        total={query.data?.total ?? 0}
        hidden={query.isError}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Stack>
  );
}
