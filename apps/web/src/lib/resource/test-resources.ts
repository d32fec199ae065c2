import { z } from 'zod';
import { booleanFilter, listQuery, pageOf } from '@lineup/contract/list';
import { i18n } from '#web/lib/i18n.ts';
import { ARCHIVE, DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';
import type { ResourceTexts, TextKey } from '#web/lib/resource/resource-texts.ts';

/** The school that owns the records of the kit's tests. */
export const SCHOOL_ID = '11111111-1111-4111-8111-111111111111';

/** Board lockers: a record with a name that is deactivated when in use. */
const lockerInputSchema = z.object({
  name: z.string().trim().min(1),
  size: z.enum(['board', 'wetsuit']),
  notes: z.string(),
  active: z.boolean(),
});
const lockerSchema = lockerInputSchema.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type Locker = z.infer<typeof lockerSchema>;

export const lockerListQuerySchema = listQuery({
  sorts: ['name', 'size'],
  defaultSort: 'name',
  filters: { size: z.enum(['board', 'wetsuit']).optional(), active: booleanFilter().optional() },
});

export const lockersApi = resourceApi({
  path: '/api/v1/lockers',
  key: 'lockers',
  schemas: { item: lockerSchema, page: pageOf(lockerSchema), input: lockerInputSchema, list: lockerListQuerySchema },
  retire: DEACTIVATE,
});

export const locker = (change: Partial<Locker> = {}): Locker => ({
  id: '00000000-0000-4000-8000-000000000007',
  name: 'Locker 7',
  size: 'board',
  notes: 'By the showers',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

/** Lesson passes: a record named by its title that is archived when in use. */
const passInputSchema = z.object({
  title: z.string().trim().min(1),
  credits: z.number().int().min(1),
  status: z.enum(['active', 'archived']),
});
const passSchema = passInputSchema.extend({ id: z.string(), sold: z.number().int() });
export type Pass = z.infer<typeof passSchema>;

export const passesApi = resourceApi({
  path: '/api/v1/passes',
  key: 'passes',
  schemas: {
    item: passSchema,
    page: pageOf(passSchema),
    input: passInputSchema,
    list: listQuery({ sorts: ['title'], defaultSort: 'title' }),
  },
  retire: ARCHIVE,
  nameOf: (pass) => pass.title,
});

export const pass = (change: Partial<Pass> = {}): Pass => ({
  id: '00000000-0000-4000-8000-000000000010',
  title: 'Ten lessons',
  credits: 10,
  status: 'active',
  sold: 4,
  ...change,
});

/** A list screen's texts for the kit's tests, in English: the kit reads them in the reader's language. */
const TEST_TEXTS = {
  title: 'Lockers',
  intro: 'Where students keep their boards.',
  add: 'Add locker',
  searchPlaceholder: 'Search by locker',
  empty: 'No lockers yet.',
  loadFailed: 'Error fetching the lockers.',
  editOf: 'Edit {{name}}',
  deleteOf: 'Delete {{name}}',
  fileName: 'lockers.csv',
  newTitle: 'New locker',
  editTitle: 'Edit {{name}}',
  created: '“{{name}}” created.',
  saved: '“{{name}}” saved.',
  deleted: '“{{name}}” deleted.',
  retired: '“{{name}}” retired.',
};

/** Adds the tests' texts to the English bundle and answers their keys. */
export function testTexts(): ResourceTexts {
  i18n.addResourceBundle('en', 'translation', { kitTest: TEST_TEXTS }, true, true);
  return Object.fromEntries(Object.keys(TEST_TEXTS).map((key) => [key, `kitTest.${key}` as TextKey])) as ResourceTexts;
}
