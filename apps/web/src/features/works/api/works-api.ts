import {
  workInputSchema,
  workListQuerySchema,
  workPageSchema,
  workSchema,
  type WorkStatus,
} from '@lineup/contract/works';
import { patch } from '#web/lib/http.ts';
import { resourceApi } from '#web/lib/resource/resource-api.ts';

/** The school's works; nothing else names a work, so one is always deleted outright. */
export const workApi = resourceApi({
  path: '/api/v1/works',
  key: 'works',
  schemas: {
    item: workSchema,
    page: workPageSchema,
    // The input's rules between fields sit on the object; the kit copies a record's fields by its shape.
    input: workInputSchema,
    list: workListQuerySchema,
  },
  nameOf: (work) => work.title,
});

/** Moves a work to another status: for those who change works, and for its assignee. */
export function changeWorkStatus(id: string, status: WorkStatus) {
  return patch(`${workApi.path}/${encodeURIComponent(id)}/status`, { status }, { schema: workSchema });
}
