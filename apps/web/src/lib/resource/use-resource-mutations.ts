import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListQuerySchema, RecordApi, SchoolRecord } from '#web/lib/resource/resource-api.ts';

/**
 * Creating, changing, deleting, retiring (deactivating or archiving) and restoring a school's record; each
 * write refreshes every list of that kind in the school.
 */
export function useResourceMutations<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema>(
  api: RecordApi<Item, Input, ListSchema>,
  schoolId: string,
) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: api.keys.all(schoolId) });
  return {
    /** A new record when `id` is null, else the whole record changed. */
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
        id ? api.update(id, input) : api.create(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (item: Item) => api.remove(item.id), onSuccess }),
    /** Writes the whole record with the resource's retiring change (`active: false`, `status: 'archived'`). */
    retire: useMutation({
      mutationFn: (item: Item) => api.update(item.id, { ...api.inputOf(item), ...api.retirement?.change }),
      onSuccess,
    }),
    /** Writes the whole record with the change that brings it back (`active: true`, `status: 'active'`). */
    restore: useMutation({
      mutationFn: (item: Item) => api.update(item.id, { ...api.inputOf(item), ...api.retirement?.restore }),
      onSuccess,
    }),
  };
}
