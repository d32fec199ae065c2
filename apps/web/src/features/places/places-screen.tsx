import { ActionIcon, Button, Stack, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLACE_SORTS, placeListQuerySchema, type Place } from '@lineup/contract/places';
import { kitTexts } from '#web/components/kit-texts.ts';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { ExportButton } from '#web/components/ui/data-table/export-button.tsx';
import { ListToolbar } from '#web/components/ui/data-table/list-toolbar.tsx';
import { PageControls } from '#web/components/ui/data-table/page-controls.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useListParams } from '#web/lib/list/use-list-params.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { PLACES_PATH, placesQuery } from '#web/features/places/api/get-places.ts';
import { DeletePlaceDialog } from '#web/features/places/components/delete-place-dialog.tsx';
import { usePlaceColumns } from '#web/features/places/components/place-columns.tsx';
import { PlaceFilters } from '#web/features/places/components/place-filters.tsx';
import { PlaceFormDialog } from '#web/features/places/components/place-form-dialog.tsx';

const placeTexts = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** /place: the school's places; every member reads them, `manage_settings` changes them. */
function PlacesScreenBody() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const access = useAccess('place');
  const { query, update, setPage, setPageSize, setSearch } = useListParams(placeListQuerySchema);
  const list = useQuery({ ...placesQuery(schoolId ?? '', query), enabled: schoolId !== null });
  const columns = usePlaceColumns();
  // `null` target: a new place.
  const editing = useConfirmTarget<Place | null>();
  const deleting = useConfirmTarget<Place>();
  const filtered =
    query.q !== '' || query.type !== undefined || query.country !== undefined || query.active !== undefined;
  const addButton = access.write ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => editing.open(null)}>
      {t('places.add')}
    </Button>
  ) : null;
  return (
    <Stack gap="lg" maw={1280} data-testid="places-page">
      <PageHeader title={t('screens.places')} description={t('places.intro')} action={addButton} />
      <ListToolbar
        q={query.q}
        onSearch={setSearch}
        searchPlaceholder={t('places.searchPlaceholder')}
        filters={<PlaceFilters query={query} onChange={update} />}
        actions={<ExportButton path={`${PLACES_PATH}/export`} query={query} fileName={t('places.fileName')} />}
      />
      <DataTable
        label={t('screens.places')}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(place) => place.id}
        sort={{
          by: query.sort,
          order: query.order,
          onChange: (by, order) => update({ sort: PLACE_SORTS.find((key) => key === by) ?? query.sort, order }),
        }}
        actions={
          access.write
            ? (place) => (
                <>
                  <Tooltip label={t('form.edit')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('places.editOf', { name: place.name })}
                      onClick={() => editing.open(place)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('form.delete')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('places.deleteOf', { name: place.name })}
                      onClick={() => deleting.open(place)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </>
              )
            : undefined
        }
        empty={filtered ? t('list.noMatch') : t('places.empty')}
        emptyAction={
          filtered ? (
            <Button
              variant="default"
              onClick={() => update({ q: '', type: undefined, country: undefined, active: undefined })}
            >
              {t('list.clearFilters')}
            </Button>
          ) : (
            addButton
          )
        }
        loading={list.isPending}
        error={list.error}
        errorTitle={t('places.loadFailed')}
        onRetry={() => void list.refetch()}
        testId="places"
      />
      <PageControls
        page={query.page}
        pageSize={query.pageSize}
        total={list.data?.total ?? 0}
        onPage={setPage}
        onPageSize={setPageSize}
        loading={list.isPending}
        hidden={list.isError}
      />
      {schoolId && access.write ? (
        <>
          <PlaceFormDialog opened={editing.opened} place={editing.target} schoolId={schoolId} onClose={editing.close} />
          <DeletePlaceDialog
            opened={deleting.opened}
            place={deleting.target}
            schoolId={schoolId}
            onClose={deleting.close}
          />
        </>
      ) : null}
    </Stack>
  );
}

export default function PlacesScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, places: placeTexts }}>
      <PlacesScreenBody />
    </ScreenTexts>
  );
}
