import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Staff, StaffInput } from '@lineup/contract/staff';
import type { Transport, TransportInput } from '@lineup/contract/transports';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { staffMember } from '#src/modules/staff/staff.fixture.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { expectRefusal, expectFieldErrors, type Answer, activityLog, resourceCalls } from '#src/testing/answers.ts';

const PATH = '/api/v1/transports';

const van = (change: Partial<TransportInput> = {}): TransportInput => ({
  name: 'Van 1',
  plate: 'AA-12-BC',
  seats: 9,
  defaultDriverId: null,
  notes: 'Ford Transit with a roof rack.',
  active: true,
  ...change,
});

const { create, list } = resourceCalls<Transport, TransportInput>(PATH, van);

describe('vehicles', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  it('creates, reads, changes and deletes a vehicle, each change in the school log', async () => {
    const created = await create(s.manager, { name: 'Transit', plate: '  aa-12-bc ' });
    expect(created).toMatchObject({
      name: 'Transit',
      plate: 'AA-12-BC',
      seats: 9,
      defaultDriverId: null,
      notes: 'Ford Transit with a roof rack.',
      active: true,
    });
    expect((await s.manager.call('GET', `${PATH}/${created.id}`)).json()).toEqual(created);
    const changed = await s.manager.call(
      'PUT',
      `${PATH}/${created.id}`,
      van({ name: 'Transit', plate: 'aa-12-bc', seats: 8, active: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ plate: 'AA-12-BC', seats: 8, active: false });
    expect((await s.manager.call('DELETE', `${PATH}/${created.id}`)).statusCode).toBe(204);
    expect((await s.manager.call('GET', `${PATH}/${created.id}`)).statusCode).toBe(404);
    const entries = (await activityLog(s.owner)).filter((entry) => entry.action.startsWith('transport_'));
    expect(entries.map(({ action, target, actor }) => ({ action, target, actor }))).toEqual([
      { action: 'transport_deleted', target: 'Transit', actor: 'manager@a.test' },
      { action: 'transport_updated', target: 'Transit', actor: 'manager@a.test' },
      { action: 'transport_created', target: 'Transit', actor: 'manager@a.test' },
    ]);
    // The plate in other capitals is the same plate: only seats and active changed.
    expect(entries[1]?.data).toEqual({ changed: 'seats, active' });
  });

  it('takes as default driver only an active staff member of the school who drives, and shows their name', async () => {
    const hire = async (caller: Caller, name: string, change: Partial<StaffInput> = {}) => {
      const answer = await caller.call('POST', '/api/v1/staff', staffMember({ name, ...change }));
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<Staff>().id;
    };
    const driver = await hire(s.owner, 'Rui Driver');
    const instructor = await hire(s.owner, 'Inês Instructor', { functions: ['instructor'] });
    const retired = await hire(s.owner, 'Old Driver', { active: false });
    const theirs = await hire(s.other, 'Their Driver');

    const created = await create(s.owner, { name: 'Driven van', plate: '', defaultDriverId: driver });
    expect(created).toMatchObject({ defaultDriverId: driver, defaultDriverName: 'Rui Driver' });
    expect((await s.owner.call('GET', `${PATH}/${created.id}`)).json()).toMatchObject({
      defaultDriverName: 'Rui Driver',
    });
    for (const refused of [instructor, retired, theirs, '00000000-0000-4000-8000-000000000001']) {
      expectFieldErrors(
        await s.owner.call(
          'PUT',
          `${PATH}/${created.id}`,
          van({ name: 'Driven van', plate: '', defaultDriverId: refused }),
        ),
        { 'body.defaultDriverId': 'missing' },
      );
    }
    expectFieldErrors(
      await s.owner.call('POST', PATH, { ...van({ name: 'Not an id', plate: '' }), defaultDriverId: 'rui' }),
      {
        'body.defaultDriverId': 'invalid_format',
      },
    );
    const { defaultDriverId: _none, ...withoutDriver } = van({ name: 'Left out', plate: '' });
    expectFieldErrors(await s.owner.call('POST', PATH, withoutDriver), { 'body.defaultDriverId': 'invalid_type' });

    // A driver who has since stopped driving stays on the vehicle, whose other fields still change.
    const changedDriver = await s.owner.call(
      'PUT',
      `/api/v1/staff/${driver}`,
      staffMember({ name: 'Rui Driver', functions: ['instructor'] }),
    );
    expect(changedDriver.statusCode, changedDriver.body).toBe(200);
    const reseated = await s.owner.call(
      'PUT',
      `${PATH}/${created.id}`,
      van({ name: 'Driven van', plate: '', seats: 7, defaultDriverId: driver }),
    );
    expect(reseated.statusCode, reseated.body).toBe(200);
    expect(reseated.json()).toMatchObject({ seats: 7, defaultDriverId: driver });

    // Deleting the staff member leaves the vehicle without a default driver.
    expect((await s.owner.call('DELETE', `/api/v1/staff/${driver}`)).statusCode).toBe(204);
    expect((await s.owner.call('GET', `${PATH}/${created.id}`)).json()).toMatchObject({
      defaultDriverId: null,
      defaultDriverName: null,
    });
  });

  it('lets view_transport read and manage_transport write; staff may do neither', async () => {
    const transit = await create(s.owner, { name: 'Owner van', plate: 'OW-01-NR' });
    expect((await s.manager.call('GET', PATH)).statusCode).toBe(200);
    expect((await s.manager.call('GET', `${PATH}/export`)).statusCode).toBe(200);
    for (const answer of [
      await s.staff.call('GET', PATH),
      await s.staff.call('GET', `${PATH}/export`),
      await s.staff.call('GET', `${PATH}/${transit.id}`),
      await s.staff.call('POST', PATH, van({ name: 'Staff van', plate: '' })),
      await s.staff.call('PUT', `${PATH}/${transit.id}`, van({ name: 'Renamed', plate: '' })),
      await s.staff.call('DELETE', `${PATH}/${transit.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    expect((await s.owner.call('GET', `${PATH}/${transit.id}`)).json()).toMatchObject({ name: 'Owner van' });
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });

  it('answers 404 to another school’s vehicle ids and changes nothing', async () => {
    const theirs = await create(s.other, { name: 'Their van', plate: 'TH-33-RS' });
    for (const answer of [
      await s.owner.call('GET', `${PATH}/${theirs.id}`),
      await s.owner.call('PUT', `${PATH}/${theirs.id}`, van({ name: 'Taken over', plate: '' })),
      await s.owner.call('DELETE', `${PATH}/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found', detail: 'Vehicle not found.' });
    }
    expect((await list(s.owner, 'pageSize=100')).items.map((item) => item.id)).not.toContain(theirs.id);
    expect((await s.other.call('GET', `${PATH}/${theirs.id}`)).json()).toEqual(theirs);
  });

  it('refuses a second vehicle of the same name in any case with 409 name_taken, and allows it in another school', async () => {
    await create(s.owner, { name: 'Minibus', plate: '' });
    expectRefusal(await s.owner.call('POST', PATH, van({ name: 'MINIBUS', plate: '' })), 409, 'name_taken', {
      name: 'MINIBUS',
    });
    const other = await create(s.owner, { name: 'Car', plate: '' });
    const renamed = await s.owner.call('PUT', `${PATH}/${other.id}`, van({ name: 'minibus', plate: '' }));
    expectRefusal(renamed, 409, 'name_taken', { name: 'minibus' });
    expect(renamed.json<{ detail: string }>().detail).toBe('There is already a vehicle named "minibus".');
    await create(s.other, { name: 'Minibus', plate: '' });
  });

  it('keeps a plate to one vehicle of the school in any case, on its field; vehicles without one never collide', async () => {
    await create(s.owner, { name: 'Plated', plate: '12-AB-34' });
    expectFieldErrors(await s.owner.call('POST', PATH, van({ name: 'Plated twin', plate: '12-ab-34' })), {
      'body.plate': 'taken',
    });
    const twin = await create(s.owner, { name: 'Plated twin', plate: '' });
    expectFieldErrors(
      await s.owner.call('PUT', `${PATH}/${twin.id}`, van({ name: 'Plated twin', plate: ' 12-Ab-34' })),
      {
        'body.plate': 'taken',
      },
    );
    await create(s.owner, { name: 'No plate either', plate: '' });
    await create(s.other, { name: 'Plated', plate: '12-AB-34' });
  });

  it('answers invalid vehicles with field errors in the caller’s language and writes nothing', async () => {
    const bad = { ...van({ name: '', plate: 'AA_12.BC', notes: 'ok' }), seats: 0 };
    const answer = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: bad,
    });
    expectFieldErrors(answer, { 'body.name': 'too_small', 'body.plate': 'invalid_format', 'body.seats': 'too_small' });
    const english = await s.owner.call('POST', PATH, bad);
    const messages = (problem: Answer) =>
      problem.json<{ errors: { message: string }[] }>().errors.map((error) => error.message);
    expect(messages(answer)).not.toEqual(messages(english));

    expectFieldErrors(await s.owner.call('POST', PATH, van({ name: 'Coach', plate: '', seats: 61 })), {
      'body.seats': 'too_big',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, van({ name: 'Half', plate: '', seats: 8.5 })), {
      'body.seats': 'invalid_type',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, van({ name: 'Long', plate: 'ABCDEFGH-12345678' })), {
      'body.plate': 'too_big',
    });
    for (const plate of ['AA--12', '-AA12', 'AA12-', 'AA/12']) {
      expectFieldErrors(await s.owner.call('POST', PATH, van({ name: `Plate ${plate}`, plate })), {
        'body.plate': 'invalid_format',
      });
    }
    expectFieldErrors(await s.owner.call('POST', PATH, van({ name: 'Controls', plate: 'AA\u0000BC' })), {
      'body.plate': 'control_characters',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, van({ name: 'Van\u0007', plate: '' })), {
      'body.name': 'control_characters',
    });
    expect((await s.owner.call('GET', `${PATH}/not-a-uuid`)).statusCode).toBe(400);
    const all = await list(s.owner, 'pageSize=100');
    expect(all.items.map((item) => item.name)).not.toEqual(
      expect.arrayContaining(['', 'Coach', 'Half', 'Long', 'Controls']),
    );
  });

  it('takes plates as countries write them, in capitals', async () => {
    const plates = { Munich: 'm ab 1234', Paris: 'ab-123-cd', Madrid: '1234 BCD', Coimbra: 'AA-12-BC' };
    for (const [name, plate] of Object.entries(plates)) {
      const saved = await create(s.other, { name, plate });
      expect(saved.plate).toBe(plate.toUpperCase());
    }
  });
});

describe('the list of vehicles', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  const names = async (query: string) => (await list(s.manager, query)).items.map((item) => item.name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    const rows = [
      van({ name: 'Van 1', plate: 'AA-12-BC', seats: 9 }),
      van({ name: 'van 2', plate: '45-XZ-78', seats: 8, notes: 'Renault Trafic' }),
      van({ name: 'Car', plate: '', seats: 5, notes: '' }),
      van({ name: 'Old minibus', plate: '12-34-QQ', seats: 15, active: false }),
      van({ name: '=HYPERLINK("http://x")', plate: 'ZZ-99-ZZ', seats: 2, notes: 'Line one\nsaid "hi", then left' }),
    ];
    for (const row of rows) {
      const answer = await s.owner.call('POST', PATH, row);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    await s.other.call('POST', PATH, van({ name: 'Their van' }));
  });
  afterAll(() => t.close());

  it('sorts by name, case aside, by default, and by plate, seats, status and last change', async () => {
    expect(await names('')).toEqual(['=HYPERLINK("http://x")', 'Car', 'Old minibus', 'Van 1', 'van 2']);
    expect(await names('order=desc')).toEqual(['van 2', 'Van 1', 'Old minibus', 'Car', '=HYPERLINK("http://x")']);
    expect(await names('sort=plate')).toEqual(['Car', 'Old minibus', 'van 2', 'Van 1', '=HYPERLINK("http://x")']);
    expect(await names('sort=seats&order=desc')).toEqual([
      'Old minibus',
      'Van 1',
      'van 2',
      'Car',
      '=HYPERLINK("http://x")',
    ]);
    expect((await names('sort=active'))[0]).toBe('Old minibus');
    expect(await names('sort=updatedAt&order=desc')).toHaveLength(5);
    expect((await s.manager.call('GET', `${PATH}?sort=notes`)).statusCode).toBe(400);
  });

  it('searches name and plate, every word, any case, and filters by status', async () => {
    expect(await names('q=VAN')).toEqual(['Van 1', 'van 2']);
    expect(await names('q=xz-7')).toEqual(['van 2']);
    expect(await names('q=van%20aa-12')).toEqual(['Van 1']);
    expect(await names('q=trafic')).toEqual([]);
    expect(await names('active=false')).toEqual(['Old minibus']);
    expect(await names('active=true&q=car')).toEqual(['Car']);
    expect((await list(s.manager, 'pageSize=10&page=2')).items).toEqual([]);
    expect((await list(s.manager, 'pageSize=10')).total).toBe(5);
  });

  it('exports the CSV with the list’s rows, search, filter and order, in the reader’s language', async () => {
    const query = 'sort=seats&order=desc&active=true';
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?${query}`,
      headers: { authorization: `Bearer ${s.manager.token}`, cookie: 'lineup_language=pt' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="transports-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nome,Matrícula,Lugares,Condutor habitual,Notas,Ativo,Última alteração');
    const listed = (await list(s.manager, query)).items;
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      listed.map((item) => (item.name.startsWith('=') ? `"'${item.name.replace(/"/g, '""')}"` : item.name)),
    );
    expect(lines[1]).toMatch(/^Van 1,AA-12-BC,9,,Ford Transit with a roof rack\.,Sim,/);
    expect(lines[3]).toMatch(/^Car,,5,,,Sim,/);
  });
});
