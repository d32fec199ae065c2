import { PACKAGE_SORTS } from '@lineup/contract/packages';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { packagesApi } from '#web/features/packages/api/packages-api.ts';
import { usePackageColumns } from '#web/features/packages/components/package-columns.tsx';
import { PackageFilters } from '#web/features/packages/components/package-filters.tsx';
import { PackageFormDialog } from '#web/features/packages/components/package-form-dialog.tsx';
import { packageTexts } from '#web/features/packages/package-texts.ts';

const packageLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/**
 * /packages: the lesson packs the school sells, with what their sales came to. Active and
 * archived show together by default, as the sold figures of an archived pack still matter and
 * its row is where it is activated again; the status filter narrows to either.
 */
function PackagesList() {
  const columns = usePackageColumns();
  return (
    <ResourceListScreen
      entity="package"
      api={packagesApi}
      sorts={PACKAGE_SORTS}
      filterKeys={['lessonTypeId', 'status']}
      filters={PackageFilters}
      columns={columns}
      form={PackageFormDialog}
      texts={packageTexts}
      testId="packages"
      statusActions
      // Nine columns and three buttons: cards until the box holds them all.
      cardsBelow={900}
    />
  );
}

export default function PackagesScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, packages: packageLocales }}>
      <PackagesList />
    </ScreenTexts>
  );
}
