import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Equipment } from '@lineup/contract/equipment';
import type { Supplier } from '@lineup/contract/suppliers';
import type { Transport, TransportInput } from '@lineup/contract/transports';
import type { Work, WorkInput } from '@lineup/contract/works';
import { accounts, staff } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { board } from '#src/modules/equipment/equipment.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { expectFieldErrors, type Answer, activityLog, ok, type Page } from '#src/testing/answers.ts';

type WorkPage = { items: Work[]; total: number };
type Schools = Awaited<ReturnType<typeof twoSchools>>;

const PATH = '/api/v1/works';

const task = (change: Partial<WorkInput> = {}): WorkInput => ({
  title: 'Order wax',
  description: '',
  kind: 'task',
  equipmentId: null,
  equipmentQuantity: null,
  transportId: null,
  assigneeId: null,
  dueOn: null,
  priority: 'medium',
  status: 'open',
  costCents: null,
  supplierId: null,
  ...change,
});

const van = (name: string): TransportInput => ({
  name,
  plate: '',
  seats: 9,
  defaultDriverId: null,
  notes: '',
  active: true,
});

const SUPPLIER = {
  name: 'Ocean Boards Lda',
  contactPerson: '',
  email: '',
  phone: '',
  taxId: '',
  address: '',
  country: 'PT',
  notes: '',
  active: true,
};

async function created<T>(answer: Answer | Promise<Answer>): Promise<T> {
  const done = await answer;
  expect(done.statusCode, done.body).toBe(201);
  return done.json<T>();
}

/** A staff record of school A, linked to a member's account when an e-mail is given. */
async function staffMember(t: TestApp, schoolId: string, name: string, email?: string): Promise<string> {
  return asPlatform(t.database.db, async (tx) => {
    const [account] = email
      ? await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(sql`lower(${accounts.email})`, email))
      : [];
    const [row] = await tx
      .insert(staff)
      .values({ applicationId: schoolId, name, functions: ['instructor'], accountId: account?.id ?? null })
      .returning({ id: staff.id });
    if (!row) throw new Error('no staff member');
    return row.id;
  });
}

/** School A's equipment, vehicle, supplier and staff (Ana linked to staff@a.test), and B's own. */
async function schoolsWithWorkshop(t: TestApp) {
  const s = await twoSchools(t);
  const boards = await created<Equipment>(
    s.owner.call('POST', '/api/v1/equipment', board({ quantity: 5, outOfUse: 1 })),
  );
  const vehicle = await created<Transport>(s.owner.call('POST', '/api/v1/transports', van('Van 1')));
  const supplier = await created<Supplier>(s.owner.call('POST', '/api/v1/suppliers', SUPPLIER));
  const ana = await staffMember(t, s.schoolA, 'Ana Silva', 'staff@a.test');
  const bruno = await staffMember(t, s.schoolA, 'Bruno Costa');
  const theirBoards = await created<Equipment>(s.other.call('POST', '/api/v1/equipment', board({ name: 'Theirs' })));
  return { s, boards, vehicle, supplier, ana, bruno, theirBoards };
}

describe('works', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof schoolsWithWorkshop>>;
  let s: Schools;

  beforeAll(async () => {
    t = await createTestApp();
    w = await schoolsWithWorkshop(t);
    s = w.s;
  });
  afterAll(() => t.close());

  const equipmentNow = async () => (await s.staff.call('GET', `/api/v1/equipment/${w.boards.id}`)).json<Equipment>();

  it('creates, reads, changes and deletes a work with the names of what it refers to, each change logged', async () => {
    const repair = await created<Work>(
      s.manager.call(
        'POST',
        PATH,
        task({
          title: '  Ding repair ',
          description: 'Sand and fill.\nLet it cure.',
          kind: 'maintenance',
          equipmentId: w.boards.id,
          equipmentQuantity: 1,
          assigneeId: w.ana,
          dueOn: '2099-01-01',
          priority: 'high',
          costCents: 1_500,
          supplierId: w.supplier.id,
        }),
      ),
    );
    expect(repair).toMatchObject({
      title: 'Ding repair',
      description: 'Sand and fill.\nLet it cure.',
      kind: 'maintenance',
      equipmentName: 'Soft-top 8\'0"',
      equipmentQuantity: 1,
      transportName: null,
      assigneeName: 'Ana Silva',
      supplierName: 'Ocean Boards Lda',
      dueOn: '2099-01-01',
      priority: 'high',
      status: 'open',
      costCents: 1_500,
      doneAt: null,
      overdue: false,
      mine: false,
    });
    // The staff member linked to Ana reads it as theirs.
    expect((await s.staff.call('GET', `${PATH}/${repair.id}`)).json()).toMatchObject({ id: repair.id, mine: true });

    const done = await s.manager.call('PUT', `${PATH}/${repair.id}`, {
      ...task({ title: 'Ding repair', kind: 'maintenance', equipmentId: w.boards.id, equipmentQuantity: 1 }),
      status: 'done',
    });
    expect(done.statusCode, done.body).toBe(200);
    const doneAt = done.json<Work>().doneAt;
    expect(doneAt).not.toBeNull();
    expect(done.json()).toMatchObject({ assigneeName: null, supplierName: null, costCents: null, status: 'done' });
    const again = await s.manager.call('PUT', `${PATH}/${repair.id}`, {
      ...task({ title: 'Ding repair, sealed', kind: 'maintenance', equipmentId: w.boards.id, equipmentQuantity: 1 }),
      status: 'done',
    });
    expect(again.json<Work>().doneAt).toBe(doneAt);
    const reopened = await s.manager.call('PUT', `${PATH}/${repair.id}`, {
      ...task({ title: 'Ding repair, sealed', kind: 'maintenance', equipmentId: w.boards.id, equipmentQuantity: 1 }),
    });
    expect(reopened.json()).toMatchObject({ status: 'open', doneAt: null });

    expect((await s.manager.call('DELETE', `${PATH}/${repair.id}`)).statusCode).toBe(204);
    expect((await s.manager.call('GET', `${PATH}/${repair.id}`)).statusCode).toBe(404);
    const entries = (await activityLog(s.owner)).filter((entry) => entry.action.startsWith('work_'));
    expect(entries.map(({ action, target, actor }) => ({ action, target, actor }))).toEqual([
      { action: 'work_deleted', target: 'Ding repair, sealed', actor: 'manager@a.test' },
      { action: 'work_updated', target: 'Ding repair, sealed', actor: 'manager@a.test' },
      { action: 'work_updated', target: 'Ding repair, sealed', actor: 'manager@a.test' },
      { action: 'work_updated', target: 'Ding repair', actor: 'manager@a.test' },
      { action: 'work_created', target: 'Ding repair', actor: 'manager@a.test' },
    ]);
    expect(entries[1]?.data).toEqual({ changed: 'status' });
  });

  it('answers invalid works with field errors in the caller’s language and writes nothing', async () => {
    const bad = task({
      title: '',
      equipmentId: w.boards.id,
      transportId: w.vehicle.id,
      equipmentQuantity: null,
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: bad,
    });
    expectFieldErrors(answer, {
      'body.title': 'too_small',
      'body.transportId': 'one_subject',
      'body.equipmentQuantity': 'required',
    });
    const worded = answer.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(worded.find((error) => error.path === 'body.transportId')?.message).toBe(
      'Escolha equipamento ou um veículo, não ambos.',
    );
    const english = await s.owner.call('POST', PATH, bad);
    expect(english.json<{ errors: { path: string; message: string }[] }>().errors).not.toEqual(worded);

    expectFieldErrors(await s.owner.call('POST', PATH, task({ equipmentQuantity: 2 })), {
      'body.equipmentQuantity': 'quantity_needs_equipment',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, { ...task(), status: 'closed', priority: 'urgent' }), {
      'body.status': 'invalid_value',
      'body.priority': 'invalid_value',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, task({ title: 'Wax\u0000' })), {
      'body.title': 'control_characters',
    });
    // Another school's equipment, an unknown staff member: not the school's records.
    expectFieldErrors(await s.owner.call('POST', PATH, task({ equipmentId: w.theirBoards.id, equipmentQuantity: 1 })), {
      'body.equipmentId': 'missing',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, task({ assigneeId: '00000000-0000-4000-8000-000000000009' })), {
      'body.assigneeId': 'missing',
    });
    const all = (await s.owner.call('GET', `${PATH}?pageSize=100`)).json<WorkPage>();
    expect(all.items.map((item) => item.title)).not.toContain('Wax\u0000');
    expect(all.total).toBe(0);
  });

  it('lets every member read works and only manage_settings write them', async () => {
    const order = await created<Work>(s.owner.call('POST', PATH, task({ title: 'Order leashes' })));
    for (const answer of [
      await s.staff.call('GET', PATH),
      await s.staff.call('GET', `${PATH}/export`),
      await s.staff.call('GET', `${PATH}/${order.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(200);
    }
    for (const answer of [
      await s.staff.call('POST', PATH, task({ title: 'Staff work' })),
      await s.staff.call('PUT', `${PATH}/${order.id}`, task({ title: 'Renamed' })),
      await s.staff.call('DELETE', `${PATH}/${order.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    const changed = await s.manager.call('PUT', `${PATH}/${order.id}`, task({ title: 'Order leashes, 9 ft' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect((await s.loner.call('GET', PATH)).statusCode).toBe(403);
    expect((await s.manager.call('DELETE', `${PATH}/${order.id}`)).statusCode).toBe(204);
  });

  it('never puts more units under maintenance than are usable, and counts open maintenance as out of use', async () => {
    // Five boards, one out of use: four usable.
    const maintenance = (title: string, units: number, change: Partial<WorkInput> = {}) =>
      task({ title, kind: 'maintenance', equipmentId: w.boards.id, equipmentQuantity: units, ...change });
    const wax = await created<Work>(s.manager.call('POST', PATH, maintenance('Rewax', 3)));
    const refused = await s.manager.call('POST', PATH, maintenance('Fins', 2));
    expectFieldErrors(refused, { 'body.equipmentQuantity': 'units_unavailable' });
    expect(refused.json<{ errors: { params: object; message: string }[] }>().errors[0]).toMatchObject({
      params: { available: 1 },
      message: 'Only 1 units are free: the others are out of use or under other maintenance.',
    });
    const fins = await created<Work>(s.manager.call('POST', PATH, maintenance('Fins', 1, { status: 'in_progress' })));
    expect(await equipmentNow()).toMatchObject({ quantity: 5, outOfUse: 1, underMaintenance: 4 });
    // Done maintenance and tasks hold no units.
    const past = await created<Work>(s.manager.call('POST', PATH, maintenance('Last year', 5, { status: 'done' })));
    const count = await created<Work>(s.manager.call('POST', PATH, maintenance('Count', 5, { kind: 'task' })));
    expect((await equipmentNow()).underMaintenance).toBe(4);
    // A change that takes no more units than the work held is never refused.
    const renamed = await s.manager.call('PUT', `${PATH}/${wax.id}`, maintenance('Rewax all', 3));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectFieldErrors(await s.manager.call('PUT', `${PATH}/${wax.id}`, maintenance('Rewax all', 4)), {
      'body.equipmentQuantity': 'units_unavailable',
    });
    // Done, its units are usable again; reopening needs them free.
    const closed = await s.manager.call('PATCH', `${PATH}/${fins.id}/status`, { status: 'done' });
    expect(closed.json()).toMatchObject({ status: 'done' });
    expect((await equipmentNow()).underMaintenance).toBe(3);
    const grab = await created<Work>(s.manager.call('POST', PATH, maintenance('Leash plugs', 1)));
    expectFieldErrors(await s.manager.call('PATCH', `${PATH}/${fins.id}/status`, { status: 'open' }), {
      'body.status': 'units_unavailable',
    });
    for (const work of [wax, fins, past, count, grab]) {
      expect((await s.manager.call('DELETE', `${PATH}/${work.id}`)).statusCode).toBe(204);
    }
    expect((await equipmentNow()).underMaintenance).toBe(0);
  });

  it('lets a manager and the assignee move a work’s status, and refuses the other members', async () => {
    const anas = await created<Work>(s.manager.call('POST', PATH, task({ title: 'Wash the vans', assigneeId: w.ana })));
    const brunos = await created<Work>(
      s.manager.call('POST', PATH, task({ title: 'Fix the rack', assigneeId: w.bruno })),
    );
    const nobodys = await created<Work>(s.manager.call('POST', PATH, task({ title: 'Paint the hut' })));
    const status = (caller: Caller, work: Work, to: string) =>
      caller.call('PATCH', `${PATH}/${work.id}/status`, { status: to });

    const started = await status(s.manager, brunos, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', doneAt: null });
    const mine = await status(s.staff, anas, 'done');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<Work>().doneAt).not.toBeNull();
    expect((await status(s.staff, anas, 'open')).json()).toMatchObject({ status: 'open', doneAt: null });
    for (const answer of [await status(s.staff, brunos, 'done'), await status(s.staff, nobodys, 'in_progress')]) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ reason: 'not_assignee' });
    }
    expect((await s.staff.call('GET', `${PATH}/${brunos.id}`)).json()).toMatchObject({ status: 'in_progress' });
    // The same status again changes nothing.
    expect((await status(s.manager, brunos, 'in_progress')).statusCode).toBe(200);
    expectFieldErrors(await status(s.manager, brunos, 'closed'), { 'body.status': 'invalid_value' });
    expect((await status(s.manager, brunos, 'done')).statusCode).toBe(200);

    const ours = ['Wash the vans', 'Fix the rack', 'Paint the hut'];
    const changes = (await activityLog(s.owner)).filter(
      (entry) => entry.action === 'work_status_changed' && ours.includes(entry.target ?? ''),
    );
    expect(changes.map(({ target, actor, data }) => ({ target, actor, data }))).toEqual([
      { target: 'Fix the rack', actor: 'manager@a.test', data: { from: 'in_progress', to: 'done' } },
      { target: 'Wash the vans', actor: 'staff@a.test', data: { from: 'done', to: 'open' } },
      { target: 'Wash the vans', actor: 'staff@a.test', data: { from: 'open', to: 'done' } },
      { target: 'Fix the rack', actor: 'manager@a.test', data: { from: 'open', to: 'in_progress' } },
    ]);
    for (const work of [anas, brunos, nobodys]) await s.manager.call('DELETE', `${PATH}/${work.id}`);
  });

  it('answers 404 to another school’s works and keeps each school’s list to itself', async () => {
    const theirs = await created<Work>(s.other.call('POST', PATH, task({ title: 'Their work' })));
    for (const answer of [
      await s.owner.call('GET', `${PATH}/${theirs.id}`),
      await s.owner.call('PUT', `${PATH}/${theirs.id}`, task({ title: 'Taken over' })),
      await s.owner.call('PATCH', `${PATH}/${theirs.id}/status`, { status: 'done' }),
      await s.owner.call('DELETE', `${PATH}/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found', detail: 'Work not found.' });
    }
    const ours = (await s.owner.call('GET', `${PATH}?pageSize=100`)).json<WorkPage>().items;
    expect(ours.map((item) => item.id)).not.toContain(theirs.id);
    expect((await s.other.call('GET', `${PATH}/${theirs.id}`)).json()).toMatchObject({ status: 'open' });
  });

  it('refuses to delete equipment or a vehicle that a work names, until the work is gone', async () => {
    const spare = await created<Equipment>(s.owner.call('POST', '/api/v1/equipment', board({ name: 'Spare board' })));
    const van2 = await created<Transport>(s.owner.call('POST', '/api/v1/transports', van('Van 2')));
    const onBoard = await created<Work>(
      s.manager.call('POST', PATH, task({ kind: 'maintenance', equipmentId: spare.id, equipmentQuantity: 1 })),
    );
    const onVan = await created<Work>(
      s.manager.call('POST', PATH, task({ title: 'Inspection', kind: 'maintenance', transportId: van2.id })),
    );
    expect(onVan.transportName).toBe('Van 2');
    for (const answer of [
      await s.owner.call('DELETE', `/api/v1/equipment/${spare.id}`),
      await s.owner.call('DELETE', `/api/v1/transports/${van2.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ reason: 'in_use', params: { offer: 'deactivate' } });
    }
    await s.manager.call('DELETE', `${PATH}/${onBoard.id}`);
    await s.manager.call('DELETE', `${PATH}/${onVan.id}`);
    expect((await s.owner.call('DELETE', `/api/v1/equipment/${spare.id}`)).statusCode).toBe(204);
    expect((await s.owner.call('DELETE', `/api/v1/transports/${van2.id}`)).statusCode).toBe(204);
  });
});

describe('the list of works', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof schoolsWithWorkshop>>;

  const list = async (caller: Caller, query: string) => ok<Page<Work>>(await caller.call('GET', `${PATH}?${query}`));
  const titles = async (query: string, caller?: Caller) =>
    (await list(caller ?? w.s.manager, query)).items.map((item) => item.title);

  beforeAll(async () => {
    t = await createTestApp();
    w = await schoolsWithWorkshop(t);
    const rows = [
      task({
        title: 'Ding repair',
        kind: 'maintenance',
        equipmentId: w.boards.id,
        equipmentQuantity: 1,
        assigneeId: w.ana,
        dueOn: '2099-01-10',
        priority: 'high',
        status: 'in_progress',
      }),
      task({
        title: 'Van inspection',
        kind: 'maintenance',
        transportId: w.vehicle.id,
        assigneeId: w.bruno,
        dueOn: '2099-01-05',
        description: 'Brakes and tyres',
      }),
      task({ title: 'Wetsuit restock', supplierId: w.supplier.id, assigneeId: w.ana, priority: 'low' }),
      task({ title: 'First-aid kit', dueOn: '2020-03-01', priority: 'high' }),
      task({ title: '=HYPERLINK("x")', dueOn: '2020-02-01', status: 'done', costCents: 12_050 }),
    ];
    for (const row of rows) await created<Work>(w.s.owner.call('POST', PATH, row));
    await created<Work>(w.s.other.call('POST', PATH, task({ title: 'Their work' })));
  });
  afterAll(() => t.close());

  it('sorts by due day by default, those without one last, and by priority, status, title and last change', async () => {
    expect(await titles('')).toEqual([
      '=HYPERLINK("x")',
      'First-aid kit',
      'Van inspection',
      'Ding repair',
      'Wetsuit restock',
    ]);
    expect((await titles('sort=priority&order=desc')).slice(0, 2).sort()).toEqual(['Ding repair', 'First-aid kit']);
    expect((await titles('sort=priority')).slice(0, 1)).toEqual(['Wetsuit restock']);
    expect((await titles('sort=status')).slice(-2)).toEqual(['Ding repair', '=HYPERLINK("x")']);
    expect(await titles('sort=title')).toEqual([
      '=HYPERLINK("x")',
      'Ding repair',
      'First-aid kit',
      'Van inspection',
      'Wetsuit restock',
    ]);
    expect((await titles('sort=updatedAt&order=desc'))[0]).toBe('=HYPERLINK("x")');
    expect((await w.s.manager.call('GET', `${PATH}?sort=costCents`)).statusCode).toBe(400);
  });

  it('marks as overdue what is not done and due before the school’s today', async () => {
    const overdue = (await list(w.s.manager, 'pageSize=100')).items.filter((item) => item.overdue);
    expect(overdue.map((item) => item.title)).toEqual(['First-aid kit']);
    expect(await titles('overdue=true')).toEqual(['First-aid kit']);
    expect(await titles('overdue=false')).toHaveLength(4);
  });

  it('filters by status, kind, priority, open, the caller’s own works, and what they are on', async () => {
    expect(await titles('status=in_progress')).toEqual(['Ding repair']);
    expect(await titles('kind=maintenance')).toEqual(['Van inspection', 'Ding repair']);
    expect(await titles('priority=high')).toEqual(['First-aid kit', 'Ding repair']);
    expect(await titles('open=false')).toEqual(['=HYPERLINK("x")']);
    expect(await titles('open=true')).toHaveLength(4);
    // staff@a.test is linked to Ana: her works are theirs; the manager has none.
    expect(await titles('mine=true', w.s.staff)).toEqual(['Ding repair', 'Wetsuit restock']);
    expect(await titles('mine=true')).toEqual([]);
    expect(await titles(`assigneeId=${w.bruno}`)).toEqual(['Van inspection']);
    expect(await titles(`transportId=${w.vehicle.id}`)).toEqual(['Van inspection']);
    expect(await titles(`equipmentId=${w.boards.id}`)).toEqual(['Ding repair']);
    for (const query of ['status=closed', 'kind=repair', 'mine=yes', 'equipmentId=board']) {
      expect((await w.s.manager.call('GET', `${PATH}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('searches the title, description and the names of what a work refers to', async () => {
    expect(await titles('q=brakes')).toEqual(['Van inspection']);
    expect(await titles('q=ana%20silva')).toEqual(['Ding repair', 'Wetsuit restock']);
    expect(await titles('q=ocean')).toEqual(['Wetsuit restock']);
    expect(await titles('q=soft-top')).toEqual(['Ding repair']);
    expect(await titles('q=van%201')).toEqual(['Van inspection']);
  });

  it('exports the CSV with the list’s rows, search, filter and order, in the reader’s language', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?sort=title`,
      headers: { authorization: `Bearer ${w.s.staff.token}`, cookie: 'lineup_language=pt' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="works-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Título,Tipo,Equipamento ou veículo,Unidades,Responsável,Prazo,Em atraso,Prioridade,Estado,Custo,Fornecedor,' +
        'Descrição,Concluído em,Última alteração',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""x""\)",Tarefa,,,,01\/02\/2020,Não,Média,Concluído,"120,50",,,"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}",/,
    );
    expect(lines[2]).toMatch(
      /^Ding repair,Manutenção,"Soft-top 8'0""",1,Ana Silva,10\/01\/2099,Não,Alta,Em curso,,,,,/,
    );
    expect(lines[3]).toMatch(/^First-aid kit,Tarefa,,,,01\/03\/2020,Sim,Alta,Aberto,/);
    const open = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?open=true&q=van`,
      headers: { authorization: `Bearer ${w.s.staff.token}`, cookie: 'lineup_language=en' },
    });
    const rows = open.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(
      /^Van inspection,Maintenance,Van 1,,Bruno Costa,1\/5\/99,No,Medium,Open,,,Brakes and tyres,,/,
    );
  });
});
