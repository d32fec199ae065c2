import { useTranslation } from 'react-i18next';
import type { PackageListQuery } from '@lineup/contract/packages';
import { CatalogueStatusFilter } from '#web/components/ui/data-table/catalogue-status.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { LESSON_TYPES } from '#web/features/packages/api/packages-api.ts';

interface PackageFiltersProps {
  readonly query: PackageListQuery;
  readonly onChange: (change: Pick<Partial<PackageListQuery>, 'lessonTypeId' | 'status'>) => void;
}

/** Lesson type and status (active, archived or both): the filters of the packages list. */
export function PackageFilters({ query, onChange }: PackageFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <ReferenceSelect
        path="/api/v1/event-types"
        domain="eventTypes"
        listFilter={LESSON_TYPES}
        label={t('packages.columns.lessonType')}
        placeholder={t('packages.filters.allLessonTypes')}
        clearable
        value={query.lessonTypeId ?? null}
        onChange={(lessonTypeId) => onChange({ lessonTypeId: lessonTypeId ?? undefined })}
        style={{ flex: '0 1 220px' }}
      />
      <CatalogueStatusFilter value={query.status} onChange={(status) => onChange({ status })} />
    </>
  );
}
