import { useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Anchor, Button, EmptyState, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconLock, IconMapOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import type { Entity } from '@lineup/contract/access';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useMe } from '#web/lib/me/get-me.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import type { ListQuerySchema, RecordApi, SchoolRecord } from '#web/lib/resource/resource-api.ts';
import { ResourceDeleteDialog } from '#web/lib/resource/resource-delete-dialog.tsx';
import type { ResourceNamespace, ResourceTexts, TextKey } from '#web/lib/resource/resource-texts.ts';
import type { ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';

const isId = (id: string | undefined): id is string => z.uuid().safeParse(id).success;
const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** What a record's page says besides the list's texts. */
export interface RecordViewTexts {
  /** The page's title while it has no record (`screens.studentView`). */
  readonly title: TextKey;
  readonly intro: TextKey;
  readonly back: TextKey;
  readonly loadFailed: TextKey;
  readonly notFoundTitle: TextKey;
  readonly notFoundText: TextKey;
  readonly noAccessTitle: TextKey;
  readonly noAccessText: TextKey;
}

/**
 * A record page's texts under its feature's key: `<namespace>.view.intro`, `.view.back`,
 * `.view.loadFailed`, `.view.notFound.title|text` and `.view.noAccess.title|text`.
 */
export function recordViewTexts(namespace: ResourceNamespace, title: TextKey): RecordViewTexts {
  const key = (path: string) => `${namespace}.view.${path}` as TextKey;
  return {
    title,
    intro: key('intro'),
    back: key('back'),
    loadFailed: key('loadFailed'),
    notFoundTitle: key('notFound.title'),
    notFoundText: key('notFound.text'),
    noAccessTitle: key('noAccess.title'),
    noAccessText: key('noAccess.text'),
  };
}

interface RecordViewProps<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema> {
  readonly entity: Entity;
  readonly api: RecordApi<Item, Input, ListSchema>;
  readonly listPath: string;
  readonly texts: ResourceTexts;
  readonly viewTexts: RecordViewTexts;
  readonly form: ComponentType<ResourceFormProps<Item>>;
  readonly testId: string;
  /**
   * Whether a member without the read permission may still open their own record (a staff
   * member's page, linked to their account): the server answers theirs, and 404 for any other.
   */
  readonly ownRecord?: boolean;
  /** The record's sections under its header. */
  readonly children: (record: Item) => ReactNode;
}

function ViewState({ icon, title, text, testId }: { icon: ReactNode; title: string; text: string; testId: string }) {
  return <EmptyState variant="light" size="lg" icon={icon} title={title} description={text} data-testid={testId} />;
}

/** The shape of the page to come: its title and its facts. */
function RecordSkeleton({ testId }: { readonly testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" data-testid={`${testId}-loading`}>
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <Stack gap="md" aria-hidden>
        <Skeleton height={32} width="40%" />
        {Array.from({ length: 6 }, (_, row) => (
          <Skeleton key={row} height={14} width={row % 2 ? '55%' : '70%'} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * A record's page (/student/{id}, /staff/{id}): any member may open the address (the spec's route
 * table), but only a role that reads the records sees one; the others are told so without a call
 * the server would refuse, unless the page is one's own record (`ownRecord`), which the server
 * decides. Edit and Delete for those who write; a deleted record's page gives way to the list.
 */
export function RecordView<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema>({
  entity,
  api,
  listPath,
  texts,
  viewTexts,
  form: Form,
  testId,
  ownRecord = false,
  children,
}: RecordViewProps<Item, Input, ListSchema>) {
  const { t } = useTranslation();
  const { id } = useParams();
  const me = useMe();
  const schoolId = useSchoolId();
  const access = useAccess(entity);
  const navigate = useNavigate();
  const valid = isId(id);
  // A member who does not read the records may only ask for their own.
  const asks = access.read || ownRecord;
  const detail = useQuery({
    ...api.detailQuery(schoolId ?? '', id ?? ''),
    enabled: schoolId !== null && asks && valid,
  });
  const editing = useConfirmTarget<Item>();
  const deleting = useConfirmTarget<Item>();
  // Set once the record is deleted, so that closing the dialog leaves its page for the list.
  const deleted = useRef(false);
  const deletingApi = useMemo(
    () => ({
      ...api,
      remove: async (recordId: string) => {
        await api.remove(recordId);
        deleted.current = true;
      },
    }),
    [api],
  );
  const record = detail.data;
  const titled = (state: ReactNode) => (
    <>
      <PageHeader title={t(viewTexts.title)} />
      {state}
    </>
  );
  const page = (item: Item, school: string) => {
    const name = api.nameOf(item);
    const actions = access.write ? (
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={t(texts.editOf, { name })}
          onClick={() => editing.open(item)}
        >
          {t('form.edit')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={t(texts.deleteOf, { name })}
          onClick={() => deleting.open(item)}
        >
          {t('form.delete')}
        </Button>
      </Group>
    ) : null;
    return (
      <>
        <PageHeader title={name} description={t(viewTexts.intro)} action={actions} />
        {children(item)}
        {access.write ? (
          <>
            <Form opened={editing.opened} record={editing.target} schoolId={school} onClose={editing.close} />
            <ResourceDeleteDialog
              api={deletingApi}
              texts={texts}
              opened={deleting.opened}
              record={deleting.target}
              schoolId={school}
              onClose={() => {
                deleting.close();
                if (deleted.current) void navigate(listPath, { replace: true });
              }}
            />
          </>
        ) : null}
      </>
    );
  };
  const body = () => {
    if (me.isPending) return <RecordSkeleton testId={testId} />;
    // Someone else's record is no more than out of reach to a member who may see only their own.
    const outOfReach = !access.read && (!valid || hasStatus(detail.error, 404));
    if (!asks || outOfReach || hasStatus(detail.error, 403)) {
      return titled(
        <ViewState
          icon={<IconLock size={32} aria-hidden />}
          title={t(viewTexts.noAccessTitle)}
          text={t(viewTexts.noAccessText)}
          testId={`${testId}-no-access`}
        />,
      );
    }
    // After a change the last answer stays on screen while a refetch runs (or fails).
    if (record && schoolId) return page(record, schoolId);
    if (!valid || hasStatus(detail.error, 404)) {
      return titled(
        <ViewState
          icon={<IconMapOff size={32} aria-hidden />}
          title={t(viewTexts.notFoundTitle)}
          text={t(viewTexts.notFoundText)}
          testId={`${testId}-not-found`}
        />,
      );
    }
    if (detail.isError) {
      return titled(
        <ListError error={detail.error} title={t(viewTexts.loadFailed)} onRetry={() => void detail.refetch()} />,
      );
    }
    return <RecordSkeleton testId={testId} />;
  };
  return (
    <Stack gap="lg" maw={1280} data-testid={`${testId}-page`}>
      {access.read ? (
        <Group>
          <Anchor
            component={Link}
            to={listPath}
            size="sm"
            style={{ display: 'inline-flex', gap: 6, minHeight: 44, alignItems: 'center' }}
          >
            <IconArrowLeft size={16} aria-hidden />
            {t(viewTexts.back)}
          </Anchor>
        </Group>
      ) : null}
      {body()}
    </Stack>
  );
}
