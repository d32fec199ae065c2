import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from '#web/components/ui/data-table/page-size-select.tsx';

interface AuditPagerProps {
  readonly pageSize: number;
  readonly onPageSize: (pageSize: number) => void;
  /** Null: this is the newest page. */
  readonly onNewer: (() => void) | null;
  /** Null: this is the oldest page. */
  readonly onOlder: (() => void) | null;
}

/**
 * Items per page, and Newer/Older in place of page numbers: a log is read by cursor, so there
 * is no count of its entries to number pages with.
 */
export function AuditPager({ pageSize, onPageSize, onNewer, onOlder }: AuditPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <PageSizeSelect value={pageSize} onChange={onPageSize} />
      <Group gap="xs" component="nav" aria-label={t('schools.audit.navigation')}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={!onNewer}
          onClick={() => onNewer?.()}
        >
          {t('schools.audit.newer')}
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!onOlder}
          onClick={() => onOlder?.()}
        >
          {t('schools.audit.older')}
        </Button>
      </Group>
    </Group>
  );
}
