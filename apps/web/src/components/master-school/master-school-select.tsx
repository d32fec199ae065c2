import { Select } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '#web/lib/me/get-me.ts';
import { openSchoolsQuery, useChooseMasterSchool } from '#web/lib/master-school/master-school.ts';

/**
 * The Master's choice of the school to work in, on /admin and where a school's screen has no
 * school: any open school, searched by name; clearing it leaves the school.
 */
export function MasterSchoolSelect({ withNote = false }: { withNote?: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const schools = useQuery(openSchoolsQuery);
  const choose = useChooseMasterSchool();
  const current = me.data?.school ?? null;
  // The current school is an option even before the list comes, so its name shows at once.
  const options = [...(schools.data ?? [])];
  if (current && !options.some((school) => school.id === current.id)) options.unshift(current);
  return (
    <Select
      w="100%"
      maw={360}
      label={t('masterSchool.label')}
      description={withNote ? t('masterSchool.note') : undefined}
      placeholder={schools.isPending ? t('masterSchool.loading') : t('masterSchool.placeholder')}
      nothingFoundMessage={t('masterSchool.empty')}
      data={options.map((school) => ({ value: school.id, label: school.name }))}
      value={current?.id ?? null}
      onChange={(id) => {
        if (id === (current?.id ?? null)) return;
        choose.mutate(id ? (options.find((school) => school.id === id) ?? null) : null);
      }}
      leftSection={<IconBuildingCommunity size={18} aria-hidden />}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('masterSchool.leave') }}
      disabled={choose.isPending}
      data-testid="master-school-select"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
