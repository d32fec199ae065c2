import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_WARNING_DAYS, CERTIFICATIONS_MAX, type Staff, type StaffInput } from '@lineup/contract/staff';
import { applications, works } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs, type Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { staffMember } from './staff.fixture.ts';
import { expectRefusal, expectFieldErrors, type Answer, activityLog, resourceCalls } from '#src/testing/answers.ts';
import { dayFromToday } from '#src/testing/days.ts';

type StaffPage = { items: Staff[]; total: number };

const PATH = '/api/v1/staff';

const { create, list } = resourceCalls<Staff, StaffInput>(PATH, staffMember);

describe('staff', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  let instructor: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    await createAccount(t.database.db, {
      email: 'instructor@a.test',
      password: 'instructor a password',
      schoolId: s.schoolA,
      role: 'instructor',
    });
    instructor = await signInAs(t.app, 'instructor@a.test', 'instructor a password');
  });
  afterAll(() => t.close());

  it('creates, reads, changes and deletes a staff member, each change in the school log', async () => {
    const created = await create(s.manager, {
      name: '  Rui Santos ',
      phone: '+351 912 345 678',
      functions: ['driver', 'instructor', 'driver'],
      languages: ['pt', 'en', 'pt'],
    });
    expect(created).toMatchObject({
      name: 'Rui Santos',
      email: 'rui@lineup.test',
      phone: '+351912345678',
      functions: ['instructor', 'driver'],
      payPerLessonCents: 2500,
      payPerEventCents: null,
      languages: ['pt', 'en'],
      certifications: [
        { name: 'ISA Level 1 Surf Instructor', expiresOn: '2099-05-31', status: 'ok' },
        { name: 'First aid', expiresOn: null, daysLeft: null, status: 'ok' },
      ],
      certificationStatus: 'ok',
      availability: staffMember().availability,
      accountId: null,
      notes: '',
      active: true,
    });
    expect(created.certificationDaysLeft).toBeGreaterThan(20_000);
    expect((await s.manager.call('GET', `${PATH}/${created.id}`)).json()).toEqual(created);

    const changed = await s.manager.call(
      'PUT',
      `${PATH}/${created.id}`,
      staffMember({ functions: ['reception'], payPerEventCents: 4000, certifications: [], active: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      functions: ['reception'],
      payPerEventCents: 4000,
      certifications: [],
      certificationStatus: 'none',
      certificationDaysLeft: null,
      active: false,
    });
    expect((await s.manager.call('DELETE', `${PATH}/${created.id}`)).statusCode).toBe(204);
    expect((await s.manager.call('GET', `${PATH}/${created.id}`)).statusCode).toBe(404);
    const entries = (await activityLog(s.owner)).filter((entry) => entry.action.startsWith('staff_'));
    expect(entries.map(({ action, target, actor }) => ({ action, target, actor }))).toEqual([
      { action: 'staff_deleted', target: 'Rui Santos', actor: 'manager@a.test' },
      { action: 'staff_updated', target: 'Rui Santos', actor: 'manager@a.test' },
      { action: 'staff_created', target: 'Rui Santos', actor: 'manager@a.test' },
    ]);
    expect(entries[1]?.data.changed).toBe('functions, payPerEventCents, certifications, active');
  });

  it('lets view_staff read and manage_staff write; the Staff and Instructor roles may do neither', async () => {
    const member = await create(s.owner, { name: 'Owner hire' });
    expect((await s.manager.call('GET', PATH)).statusCode).toBe(200);
    expect((await s.manager.call('GET', `${PATH}/export`)).statusCode).toBe(200);
    for (const caller of [s.staff, instructor]) {
      // One record is theirs to read once linked to them (staff-account.test.ts); no other is.
      expect((await caller.call('GET', `${PATH}/${member.id}`)).statusCode).toBe(404);
      for (const answer of [
        await caller.call('GET', PATH),
        await caller.call('GET', `${PATH}/export`),
        await caller.call('POST', PATH, staffMember({ name: 'Self hire' })),
        await caller.call('PUT', `${PATH}/${member.id}`, staffMember({ name: 'Renamed' })),
        await caller.call('DELETE', `${PATH}/${member.id}`),
      ]) {
        expect(answer.statusCode, answer.body).toBe(403);
      }
    }
    expect((await s.owner.call('GET', `${PATH}/${member.id}`)).json()).toMatchObject({ name: 'Owner hire' });
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });

  it('answers 404 to another school’s staff ids and changes nothing', async () => {
    const theirs = await create(s.other, { name: 'Their instructor' });
    for (const answer of [
      await s.owner.call('GET', `${PATH}/${theirs.id}`),
      await s.owner.call('PUT', `${PATH}/${theirs.id}`, staffMember({ name: 'Taken over' })),
      await s.owner.call('DELETE', `${PATH}/${theirs.id}`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found', detail: 'Staff member not found.' });
    }
    const ours = (await s.owner.call('GET', `${PATH}?pageSize=100`)).json<StaffPage>();
    expect(ours.items.map((item) => item.id)).not.toContain(theirs.id);
    expect((await s.other.call('GET', `${PATH}/${theirs.id}`)).json()).toEqual(theirs);
  });

  it('refuses a second staff member of the same name in any case with 409 name_taken, and allows it in another school', async () => {
    await create(s.owner, { name: 'Ana Ferreira' });
    expectRefusal(await s.owner.call('POST', PATH, staffMember({ name: 'ANA FERREIRA' })), 409, 'name_taken', {
      name: 'ANA FERREIRA',
    });
    const other = await create(s.owner, { name: 'Ana F.' });
    const renamed = await s.owner.call('PUT', `${PATH}/${other.id}`, staffMember({ name: 'ana ferreira' }));
    expectRefusal(renamed, 409, 'name_taken', { name: 'ana ferreira' });
    expect(renamed.json<{ detail: string }>().detail).toBe('There is already a staff member named "ana ferreira".');
    await create(s.other, { name: 'Ana Ferreira' });
  });

  it('refuses deleting a staff member that a work is assigned to, offering to deactivate them', async () => {
    const assigned = await create(s.owner, { name: 'Assigned' });
    await asPlatform(t.database.db, (tx) =>
      tx
        .insert(works)
        .values({ applicationId: s.schoolA, title: 'Wax the boards', kind: 'task', assigneeId: assigned.id }),
    );
    const answer = await s.owner.call('DELETE', `${PATH}/${assigned.id}`);
    expectRefusal(answer, 409, 'in_use', { offer: 'deactivate' });
    expect(answer.json<{ detail: string }>().detail).toMatch(/Deactivate them instead\.$/);
    expect((await s.owner.call('GET', `${PATH}/${assigned.id}`)).statusCode).toBe(200);
  });

  it('answers invalid staff with field errors in the caller’s language and writes nothing', async () => {
    const bad = staffMember({
      name: '',
      email: 'not-an-email',
      phone: '912 345 678',
      functions: [],
      payPerLessonCents: -1,
      notes: 'ok',
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: bad,
    });
    expectFieldErrors(answer, {
      'body.name': 'too_small',
      'body.email': 'invalid_format',
      'body.phone': 'phone_needs_country_code',
      'body.functions': 'required',
      'body.payPerLessonCents': 'too_small',
    });
    const messages = (problem: Answer) =>
      problem.json<{ errors: { path: string; message: string }[] }>().errors.map((error) => error.message);
    expect(messages(answer)).toContain('Escreva o número com o indicativo do país (+351 …).');
    expect(messages(answer)).not.toEqual(messages(await s.owner.call('POST', PATH, bad)));

    expectFieldErrors(
      await s.owner.call('POST', PATH, {
        ...staffMember({ name: 'Odd lists', phone: '+351 12' }),
        functions: ['surfer'],
        languages: ['pt', 'xx'],
      }),
      { 'body.phone': 'invalid_phone', 'body.functions.0': 'invalid_value', 'body.languages.1': 'invalid_value' },
    );
    expectFieldErrors(
      await s.owner.call(
        'POST',
        PATH,
        staffMember({
          name: 'Bad certificates',
          certifications: [
            { name: ' ', expiresOn: null },
            { name: 'Lifeguard', expiresOn: '31/05/2026' },
          ],
        }),
      ),
      { 'body.certifications.0.name': 'too_small', 'body.certifications.1.expiresOn': 'invalid_format' },
    );
    const many = Array.from({ length: CERTIFICATIONS_MAX + 1 }, (_, index) => ({
      name: `Course ${index}`,
      expiresOn: null,
    }));
    expectFieldErrors(await s.owner.call('POST', PATH, staffMember({ name: 'Collector', certifications: many })), {
      'body.certifications': 'too_big',
    });
    expectFieldErrors(
      await s.owner.call(
        'POST',
        PATH,
        staffMember({
          name: 'Bad week',
          availability: [
            { weekday: 1, from: '09:00', to: '13:00' },
            { weekday: 1, from: '12:00', to: '15:00' },
            { weekday: 2, from: '18:00', to: '09:00' },
            { weekday: 8, from: '09:00', to: '10:00' },
            { weekday: 3, from: '9:00', to: '24:30' },
          ],
        }),
      ),
      {
        'body.availability.1.from': 'availability_overlap',
        'body.availability.2.to': 'availability_order',
        'body.availability.3.weekday': 'too_big',
        'body.availability.4.from': 'invalid_format',
        'body.availability.4.to': 'invalid_format',
      },
    );
    const overlap = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=de' },
      payload: staffMember({
        name: 'Overlap',
        availability: [
          { weekday: 6, from: '10:00', to: '12:00' },
          { weekday: 6, from: '08:00', to: '10:30' },
        ],
      }),
    });
    expect(messages(overlap)).toEqual(['Das überschneidet sich mit einer anderen Zeit am selben Tag.']);
    expectFieldErrors(await s.owner.call('POST', PATH, staffMember({ name: 'Controls\u0000' })), {
      'body.name': 'control_characters',
    });
    expect((await s.owner.call('GET', `${PATH}/not-a-uuid`)).statusCode).toBe(400);
    const all = (await s.owner.call('GET', `${PATH}?pageSize=100`)).json<StaffPage>();
    expect(all.items.map((item) => item.name)).not.toEqual(
      expect.arrayContaining(['', 'Odd lists', 'Bad certificates', 'Collector', 'Bad week', 'Overlap']),
    );
  });

  it('takes slots that meet end to start, a slot to midnight, and the same hours on other days', async () => {
    const member = await create(s.other, {
      name: 'Full week',
      availability: [
        { weekday: 7, from: '18:00', to: '24:00' },
        { weekday: 1, from: '08:00', to: '12:00' },
        { weekday: 1, from: '12:00', to: '16:00' },
        { weekday: 2, from: '08:00', to: '12:00' },
      ],
    });
    expect(member.availability).toHaveLength(4);
  });

  it('counts certifications against the school’s own day, in its time zone', async () => {
    const setZone = (schoolId: string, timezone: string) =>
      asPlatform(t.database.db, (tx) => tx.update(applications).set({ timezone }).where(eq(applications.id, schoolId)));
    // A day and more apart: Kiritimati is always at least a day ahead of Pago Pago.
    await setZone(s.schoolA, 'Pacific/Kiritimati');
    await setZone(s.schoolB, 'Pacific/Pago_Pago');
    const lastDay = dayFromToday(-1, 'Pacific/Kiritimati');
    const certifications = [{ name: 'Nadador-Salvador', expiresOn: lastDay }];
    const ahead = await create(s.owner, { name: 'Ahead of the date line', certifications });
    const behind = await create(s.other, { name: 'Behind the date line', certifications });
    expect(ahead).toMatchObject({ certificationStatus: 'expired', certificationDaysLeft: -1 });
    expect(ahead.certifications[0]).toMatchObject({ status: 'expired', daysLeft: -1 });
    expect(behind.certificationStatus).toBe('expiring');
    expect(behind.certificationDaysLeft).toBeGreaterThanOrEqual(0);
    await setZone(s.schoolA, 'Europe/Lisbon');
    await setZone(s.schoolB, 'Europe/Lisbon');
  });
});

describe('the list of staff', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  const today = (days: number) => dayFromToday(days, 'Europe/Lisbon');

  const names = async (query: string) => (await list(s.manager, query)).items.map((item) => item.name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    const rows = [
      staffMember({
        name: 'Rui Santos',
        certifications: [
          { name: 'ISA Level 1', expiresOn: today(200) },
          { name: 'Nadador-Salvador', expiresOn: today(10) },
        ],
      }),
      staffMember({
        name: 'ana ferreira',
        email: 'ana@lineup.test',
        phone: '+351935111222',
        functions: ['instructor'],
        payPerLessonCents: 3000,
        languages: ['pt', 'es', 'fr'],
        certifications: [{ name: 'First aid', expiresOn: today(-3) }],
      }),
      staffMember({
        name: 'Tom Walker',
        email: '',
        phone: '+447911123456',
        functions: ['instructor'],
        payPerLessonCents: null,
        languages: ['en'],
        certifications: [{ name: 'ISA Level 2', expiresOn: today(100) }],
      }),
      staffMember({
        name: 'Joana Reis',
        email: 'reception@lineup.test',
        phone: '',
        functions: ['reception'],
        payPerLessonCents: null,
        languages: ['pt', 'en', 'de'],
        certifications: [],
        availability: [],
      }),
      staffMember({
        name: '=HYPERLINK("http://x")',
        functions: ['driver', 'other'],
        payPerLessonCents: 1000,
        languages: [],
        certifications: [{ name: 'Driving licence D1', expiresOn: today(CERTIFICATION_WARNING_DAYS) }],
        notes: 'Line one\nsaid "hi", then left',
        active: false,
      }),
    ];
    for (const row of rows) {
      const answer = await s.owner.call('POST', PATH, row);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    await s.other.call('POST', PATH, staffMember({ name: 'Their Rui' }));
  });
  afterAll(() => t.close());

  it('sorts by name, case aside, by default, and by e-mail, pay, first expiry, status and last change', async () => {
    expect(await names('')).toEqual([
      '=HYPERLINK("http://x")',
      'ana ferreira',
      'Joana Reis',
      'Rui Santos',
      'Tom Walker',
    ]);
    expect(await names('order=desc')).toEqual([
      'Tom Walker',
      'Rui Santos',
      'Joana Reis',
      'ana ferreira',
      '=HYPERLINK("http://x")',
    ]);
    // Without an e-mail or pay of one's own comes last.
    expect((await names('sort=email')).at(-1)).toBe('Tom Walker');
    const byPay = await names('sort=payPerLesson');
    expect(byPay.slice(0, 3)).toEqual(['=HYPERLINK("http://x")', 'Rui Santos', 'ana ferreira']);
    expect(byPay.slice(3).sort()).toEqual(['Joana Reis', 'Tom Walker']);
    // The first to lapse first; without an expiry last.
    expect(await names('sort=certification')).toEqual([
      'ana ferreira',
      'Rui Santos',
      '=HYPERLINK("http://x")',
      'Tom Walker',
      'Joana Reis',
    ]);
    expect((await names('sort=active'))[0]).toBe('=HYPERLINK("http://x")');
    expect(await names('sort=updatedAt&order=desc')).toHaveLength(5);
    expect((await s.manager.call('GET', `${PATH}?sort=notes`)).statusCode).toBe(400);
  });

  it('searches name, e-mail and phone, every word, any case', async () => {
    expect(await names('q=FERREIRA')).toEqual(['ana ferreira']);
    expect(await names('q=ana')).toEqual(['ana ferreira', 'Joana Reis']);
    expect(await names('q=lineup.test%20reception')).toEqual(['Joana Reis']);
    expect(await names('q=%2B44')).toEqual(['Tom Walker']);
    expect(await names('q=nobody')).toEqual([]);
    expect((await list(s.manager, 'pageSize=10&page=2')).items).toEqual([]);
    expect((await list(s.manager, 'pageSize=10')).total).toBe(5);
  });

  it('filters by function, language, certification standing and status', async () => {
    expect(await names('function=driver')).toEqual(['=HYPERLINK("http://x")', 'Rui Santos']);
    expect(await names('function=reception')).toEqual(['Joana Reis']);
    expect(await names('language=en')).toEqual(['Joana Reis', 'Rui Santos', 'Tom Walker']);
    expect(await names('language=fr&function=instructor')).toEqual(['ana ferreira']);
    expect(await names('certification=expired')).toEqual(['ana ferreira']);
    expect(await names('certification=expiring')).toEqual(['=HYPERLINK("http://x")', 'Rui Santos']);
    expect(await names('certification=ok')).toEqual(['Tom Walker']);
    expect(await names('certification=none')).toEqual(['Joana Reis']);
    expect(await names('active=false')).toEqual(['=HYPERLINK("http://x")']);
    expect((await s.manager.call('GET', `${PATH}?function=surfer`)).statusCode).toBe(400);
    // The filter and each record read the same day.
    for (const status of ['ok', 'expiring', 'expired', 'none'] as const) {
      const page = await list(s.manager, `certification=${status}`);
      expect(page.items.every((item) => item.certificationStatus === status)).toBe(true);
    }
    const rui = (await list(s.manager, 'q=santos')).items[0];
    expect(rui).toMatchObject({ certificationStatus: 'expiring', certificationDaysLeft: 10 });
    expect(rui?.certifications.map((item) => [item.status, item.daysLeft])).toEqual([
      ['ok', 200],
      ['expiring', 10],
    ]);
  });

  it('exports the CSV with the list’s rows, search, filter and order, in the reader’s language', async () => {
    const query = 'sort=name&function=instructor';
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?${query}`,
      headers: { authorization: `Bearer ${s.manager.token}`, cookie: 'lineup_language=pt' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="staff-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome,E-mail,Telefone,Funções,Pagamento por aula,Pagamento por evento,Línguas,Certificações,Estado das certificações,Disponibilidade,Notas,Ativo,Última alteração',
    );
    const listed = (await list(s.manager, query)).items;
    expect(listed.map((item) => item.name)).toEqual(['ana ferreira', 'Rui Santos', 'Tom Walker']);
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines[1]).toMatch(
      // A leading + is kept from formulas like any other.
      /^ana ferreira,ana@lineup\.test,'\+351935111222,Instrutor,"30,00",,português; espanhol; francês,First aid \(até \d\d\/\d\d\/\d{4}\),Expirada,seg\.? 08:00–13:00; qua\.? 08:00–13:00; sex\.? 14:00–19:00,,Sim,/,
    );
    expect(lines[2]).toMatch(/^Rui Santos,rui@lineup\.test,'\+351912345678,Instrutor; Motorista,"25,00",,/);
    expect(lines[3]).toMatch(/^Tom Walker,,'\+447911123456,Instrutor,,,inglês,ISA Level 2 \(até [^)]+\),Válidas,/);
    const formula = await s.manager.call('GET', `${PATH}/export?active=false`);
    expect(formula.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(formula.body).toContain('"Line one\nsaid ""hi"", then left"');
  });
});
