import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '@lineup/contract/suppliers';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';

/** Name, contact (the person, then e-mail and phone as links), country and status. */
export function useSupplierColumns(): Column<Supplier>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const active = useActiveColumn<Supplier>();
  return [
    {
      key: 'name',
      label: t('suppliers.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (supplier) => supplier.name,
    },
    {
      key: 'contact',
      label: t('suppliers.columns.contact'),
      sortKey: 'contactPerson',
      render: (supplier) => (
        <Stack gap={0}>
          {supplier.contactPerson ? (
            <Text span size="sm">
              {supplier.contactPerson}
            </Text>
          ) : null}
          {supplier.email ? (
            <Anchor href={`mailto:${supplier.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {supplier.email}
            </Anchor>
          ) : null}
          {supplier.phone ? (
            <Anchor href={`tel:${supplier.phone.replace(/[^+\d]/g, '')}`} size="sm" c="dimmed">
              {supplier.phone}
            </Anchor>
          ) : null}
          {!supplier.contactPerson && !supplier.email && !supplier.phone ? (
            <Text span size="sm" c="dimmed">
              —
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'country',
      label: t('suppliers.columns.country'),
      sortKey: 'country',
      render: (supplier) => format.country(supplier.country),
    },
    active,
  ];
}
