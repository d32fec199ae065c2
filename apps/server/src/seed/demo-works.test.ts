import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Equipment } from '@lineup/contract/equipment';
import { workInputSchema, type Work } from '@lineup/contract/works';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_SUPPLIERS } from './demo-sites.ts';
import { DEMO_EQUIPMENT } from './demo-equipment.ts';
import { seedDemoSchool } from './demo-school.ts';
import { demoStaff } from './demo-staff.ts';
import { DEMO_TRANSPORTS } from './demo-transports.ts';
import { dayAfter } from '#src/lib/zoned-day.ts';
import { DEMO_WORKS } from './demo-works.ts';
import { clock } from '@lineup/contract/clock';

const SOME_ID = '00000000-0000-4000-8000-000000000001';
const idOr = (name: string | undefined) => (name === undefined ? null : SOME_ID);

describe('demo works', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoSchool(t.database.db, t.config, t.app.log);
  });
  afterAll(() => t.close());

  it('are works the contract accepts, on the demo’s own equipment, vans, staff and suppliers', () => {
    for (const { equipment, transport, assignee, supplier, dueInDays, doneDaysAgo: _done, ...demo } of DEMO_WORKS) {
      const input = {
        ...demo,
        equipmentId: idOr(equipment),
        transportId: idOr(transport),
        assigneeId: idOr(assignee),
        supplierId: idOr(supplier),
        dueOn: dueInDays === null ? null : dayAfter('2026-03-01', dueInDays),
      };
      expect(workInputSchema.safeParse(input).error?.issues, demo.title).toBeUndefined();
      if (equipment) expect(DEMO_EQUIPMENT.map((known) => known.name)).toContain(equipment);
      if (transport) expect(DEMO_TRANSPORTS.map((known) => known.name)).toContain(transport);
      if (assignee) expect(demoStaff('2026-03-01').map((known) => known.name)).toContain(assignee);
      if (supplier) expect(DEMO_SUPPLIERS.map((known) => known.name)).toContain(supplier);
    }
    expect(dayAfter('2026-02-27', 2)).toBe('2026-03-01');
    expect(dayAfter('2026-03-01', -3)).toBe('2026-02-26');
  });

  it('give the demo school five works: a repair under way, one due soon, a restock, one overdue, one done with its cost', async () => {
    const staff = await signInAs(t.app, 'staff@demo.lineup.surf', 'lineup-demo-staff');
    const answer = await staff.call('GET', '/api/v1/works?pageSize=100');
    expect(answer.statusCode, answer.body).toBe(200);
    const works = answer.json<{ items: Work[]; total: number }>().items;
    expect(works).toHaveLength(5);
    const byTitle = new Map(works.map((work) => [work.title, work]));
    expect(byTitle.get('Ding repair on an Epoxy 6\'6"')).toMatchObject({
      kind: 'maintenance',
      equipmentName: 'Epoxy 6\'6"',
      equipmentQuantity: 1,
      status: 'in_progress',
      assigneeName: 'Tomás Oliveira',
      overdue: false,
    });
    expect(byTitle.get('Van 1 inspection')).toMatchObject({
      transportName: 'Van 1',
      assigneeName: 'Rui Santos',
      status: 'open',
      overdue: false,
    });
    expect(byTitle.get('Wetsuit restock for the summer')).toMatchObject({
      kind: 'task',
      supplierName: 'Atlantic Neoprene',
      equipmentName: null,
      transportName: null,
    });
    expect(works.filter((work) => work.overdue).map((work) => work.title)).toEqual([
      'Refill the first-aid kit at the beach hut',
    ]);
    const done = works.filter((work) => work.status === 'done');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ costCents: 4_500, supplierName: 'Ocean Boards Lda' });
    expect(Date.parse(done[0]?.doneAt ?? '')).toBeLessThan(clock.ms() - 7 * 86_400_000);
    // The default order is by due day: the overdue and the done ones first, the restock last.
    expect(works.at(-1)?.title).toBe('Wetsuit restock for the summer');
  });

  it('keep the board under repair out of use, and the repaired one back in use', async () => {
    const owner = await signInAs(t.app, 'owner@demo.lineup.surf', 'lineup-demo-owner');
    const boards = (await owner.call('GET', '/api/v1/equipment?category=board&pageSize=100')).json<{
      items: Equipment[];
    }>().items;
    const underRepair = boards.find((board) => board.name === 'Epoxy 6\'6"');
    expect(underRepair).toMatchObject({ quantity: 3, outOfUse: 0, underMaintenance: 1 });
    expect(boards.find((board) => board.name === 'Soft-top 9\'0"')).toMatchObject({ underMaintenance: 0 });
  });
});
