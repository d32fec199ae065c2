import { describe, expect, it } from 'vitest';
import { issueOf } from './validation.ts';
import {
  nextWorkStatus,
  ONE_SUBJECT,
  QUANTITY_NEEDS_EQUIPMENT,
  workInputSchema,
  workListQuerySchema,
  type WorkInput,
} from './works.ts';

const BOARD = '00000000-0000-4000-8000-000000000001';
const VAN = '00000000-0000-4000-8000-000000000002';

const work = (change: Partial<WorkInput> = {}): WorkInput => ({
  title: 'Ding repair',
  description: 'Sand, fill and seal the ding on the tail.\nLet it cure overnight.',
  kind: 'maintenance',
  equipmentId: BOARD,
  equipmentQuantity: 1,
  transportId: null,
  assigneeId: null,
  dueOn: '2026-05-04',
  priority: 'high',
  status: 'open',
  costCents: 1_500,
  supplierId: null,
  ...change,
});

/** Each refused field with its validation code. */
function refusals(input: unknown): Record<string, string> {
  const result = workInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueOf(issue).code]));
}

describe('a work', () => {
  it('takes maintenance of equipment units, a vehicle’s service, and a task on nothing', () => {
    expect(workInputSchema.parse(work())).toEqual(work());
    const service = work({ equipmentId: null, equipmentQuantity: null, transportId: VAN, costCents: null });
    expect(workInputSchema.parse(service)).toEqual(service);
    const task = work({ kind: 'task', equipmentId: null, equipmentQuantity: null, dueOn: null });
    expect(workInputSchema.parse(task)).toEqual(task);
  });

  it('is on equipment or a vehicle, not both, and counts units for equipment only, and always for it', () => {
    expect(refusals(work({ transportId: VAN }))).toEqual({ transportId: ONE_SUBJECT });
    expect(refusals(work({ equipmentQuantity: null }))).toEqual({ equipmentQuantity: 'required' });
    expect(refusals(work({ equipmentId: null }))).toEqual({ equipmentQuantity: QUANTITY_NEEDS_EQUIPMENT });
    expect(refusals(work({ equipmentId: null, transportId: VAN }))).toEqual({
      equipmentQuantity: QUANTITY_NEEDS_EQUIPMENT,
    });
  });

  it('refuses a title out of bounds, control characters, and values outside the lists', () => {
    expect(refusals(work({ title: '  ' }))).toEqual({ title: 'too_small' });
    expect(refusals(work({ title: 'x'.repeat(121) }))).toEqual({ title: 'too_big' });
    expect(refusals(work({ title: 'Ding\u0000' }))).toEqual({ title: 'control_characters' });
    expect(refusals(work({ description: 'Line\u0007' }))).toEqual({ description: 'control_characters' });
    expect(refusals({ ...work(), kind: 'repair' })).toEqual({ kind: 'invalid_value' });
    expect(refusals({ ...work(), priority: 'urgent' })).toEqual({ priority: 'invalid_value' });
    expect(refusals({ ...work(), status: 'closed' })).toEqual({ status: 'invalid_value' });
    expect(refusals(work({ equipmentQuantity: 0 }))).toEqual({ equipmentQuantity: 'too_small' });
    expect(refusals(work({ costCents: -1 }))).toEqual({ costCents: 'too_small' });
    expect(refusals(work({ dueOn: '2026-02-30' }))).toEqual({ dueOn: 'invalid_format' });
    expect(refusals(work({ assigneeId: 'ana' }))).toEqual({ assigneeId: 'invalid_format' });
  });

  it('trims its title and keeps the description’s lines', () => {
    const parsed = workInputSchema.parse(work({ title: '  Ding repair ', description: ' a\nb ' }));
    expect(parsed.title).toBe('Ding repair');
    expect(parsed.description).toBe('a\nb');
  });
});

describe('a work’s status', () => {
  it('moves with one click from open to in progress to done, and reopens', () => {
    expect(nextWorkStatus('open')).toBe('in_progress');
    expect(nextWorkStatus('in_progress')).toBe('done');
    expect(nextWorkStatus('done')).toBe('open');
  });
});

describe('the list of works', () => {
  it('sorts by due day by default and reads its yes/no filters', () => {
    expect(workListQuerySchema.parse({})).toMatchObject({ sort: 'dueOn', order: 'asc' });
    expect(workListQuerySchema.parse({ mine: 'true', overdue: 'false', open: 'true' })).toMatchObject({
      mine: true,
      overdue: false,
      open: true,
    });
    expect(workListQuerySchema.safeParse({ sort: 'cost' }).success).toBe(false);
    expect(workListQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(workListQuerySchema.safeParse({ mine: 'yes' }).success).toBe(false);
  });
});
