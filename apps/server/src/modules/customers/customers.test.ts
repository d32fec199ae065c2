import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerImportCheck, CustomerImportRow, CustomerInput } from '@lineup/contract/customers';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { clock } from '@lineup/contract/clock';
import { expectFieldErrors, activityLog, resourceCalls } from '#src/testing/answers.ts';

const PATH = '/api/v1/customers';

const customer = (change: Partial<CustomerInput> = {}): CustomerInput => ({
  name: 'Marta Silva',
  email: 'marta.silva@example.com',
  phone: '+351 912 345 678',
  country: 'PT',
  documentId: '12345678',
  address: 'Rua do Mar 1, Cascais',
  birthDate: '1990-05-14',
  level: 'beginner',
  wetsuitSize: 'M',
  guardianName: '',
  guardianPhone: '',
  emergencyName: 'João Silva',
  emergencyPhone: '+351 913 000 111',
  waiverAcceptedOn: '2026-06-01',
  waiverAcceptedBy: 'Marta Silva',
  notes: 'Prefers morning lessons.',
  active: true,
  ...change,
});

/** An adult's birth date, and a minor's: ten years before today. */
const tenYearsAgo = () => `${clock.now().getUTCFullYear() - 10}-01-01`;

describe('customers', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  const { create, list } = resourceCalls<Customer, CustomerInput>(PATH, customer);

  it('creates, reads, changes and deletes a customer, phones kept in E.164, each change in the log', async () => {
    const created = await create(s.manager);
    expect(created).toMatchObject({
      name: 'Marta Silva',
      phone: '+351912345678',
      emergencyPhone: '+351913000111',
      country: 'PT',
      birthDate: '1990-05-14',
      level: 'beginner',
      waiverAcceptedOn: '2026-06-01',
    });
    expect((await s.manager.call('GET', `${PATH}/${created.id}`)).json()).toEqual(created);
    const changed = await s.manager.call(
      'PUT',
      `${PATH}/${created.id}`,
      customer({ level: 'intermediate', phone: '00351912345679' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Customer>()).toMatchObject({ level: 'intermediate', phone: '+351912345679' });
    expect((await s.manager.call('DELETE', `${PATH}/${created.id}`)).statusCode).toBe(204);
    expect((await s.manager.call('GET', `${PATH}/${created.id}`)).statusCode).toBe(404);
    const actions = (await activityLog(s.owner))
      .filter((entry) => entry.target === 'Marta Silva')
      .map((entry) => entry.action);
    expect(actions).toEqual(['customer_deleted', 'customer_updated', 'customer_created']);
  });

  it('lets view_students read and manage_students write; staff may do neither; other schools see nothing', async () => {
    const own = await create(s.owner, { name: 'Own Customer', email: 'own@example.com', phone: '' });
    expect((await s.staff.call('GET', PATH)).statusCode).toBe(403);
    expect((await s.staff.call('POST', PATH, customer({ name: 'By staff' }))).statusCode).toBe(403);
    expect((await s.staff.call('GET', `${PATH}/duplicates?email=own@example.com`)).statusCode).toBe(403);
    expect((await s.staff.call('POST', `${PATH}/import`, { rows: [{ name: 'X' }] })).statusCode).toBe(403);
    expect((await s.other.call('GET', `${PATH}/${own.id}`)).statusCode).toBe(404);
    expect((await s.other.call('PUT', `${PATH}/${own.id}`, customer({ name: 'Taken over' }))).statusCode).toBe(404);
    expect((await s.other.call('DELETE', `${PATH}/${own.id}`)).statusCode).toBe(404);
    expect((await list(s.other)).items.map((item) => item.name)).not.toContain('Own Customer');
    expect((await s.other.call('GET', `${PATH}/duplicates?email=own@example.com`)).json()).toEqual({ items: [] });
  });

  it('answers invalid customers with field errors in the caller’s language and writes nothing', async () => {
    const bad = customer({ name: '', email: 'not-an-email', phone: '912 345 678', birthDate: '2999-01-01' });
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
      'body.birthDate': 'birth_date_out_of_range',
    });
    expect(answer.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual(
      expect.objectContaining({ path: 'body.phone', message: 'Escreva o número com o indicativo do país (+351 …).' }),
    );
    expectFieldErrors(await s.owner.call('POST', PATH, customer({ name: 'Bad', phone: '+1 23' })), {
      'body.phone': 'invalid_phone',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, customer({ name: 'Child', birthDate: tenYearsAgo() })), {
      'body.guardianName': 'guardian_required',
      'body.guardianPhone': 'guardian_required',
    });
    expectFieldErrors(
      await s.owner.call(
        'POST',
        PATH,
        customer({ name: 'Unsigned', waiverAcceptedOn: '2026-01-01', waiverAcceptedBy: '' }),
      ),
      { 'body.waiverAcceptedBy': 'required' },
    );
    expectFieldErrors(await s.owner.call('POST', PATH, customer({ name: 'Old', waiverAcceptedOn: '1999-12-31' })), {
      'body.waiverAcceptedOn': 'waiver_date_out_of_range',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, customer({ name: 'Nowhere', country: 'XX' as 'PT' })), {
      'body.country': 'invalid_value',
    });
    expectFieldErrors(await s.owner.call('POST', PATH, customer({ name: 'Ctl\u0007' })), {
      'body.name': 'control_characters',
    });
    const names = (await list(s.owner, 'pageSize=100')).items.map((item) => item.name);
    for (const name of ['', 'Bad', 'Child', 'Unsigned', 'Old', 'Nowhere']) expect(names).not.toContain(name);
  });

  it('takes a minor with a guardian', async () => {
    const child = await create(s.manager, {
      name: 'Tiago Costa',
      email: '',
      phone: '',
      birthDate: tenYearsAgo(),
      guardianName: 'Rita Costa',
      guardianPhone: '+351 914 222 333',
      waiverAcceptedBy: 'Rita Costa',
    });
    expect(child).toMatchObject({ guardianName: 'Rita Costa', guardianPhone: '+351914222333' });
  });

  it('warns of customers with the same e-mail in any case or the same phone, never itself', async () => {
    const first = await create(s.manager, {
      name: 'Ana Duarte',
      email: 'Ana.Duarte@Example.com',
      phone: '+351 915 555 000',
    });
    const second = await create(s.manager, { name: 'Ana Duarte (sister)', email: 'ana.duarte@example.com', phone: '' });
    const answer = await s.manager.call('GET', `${PATH}/duplicates?email=ANA.DUARTE@example.com&phone=%2B351915555000`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      items: [
        {
          id: first.id,
          name: 'Ana Duarte',
          email: 'Ana.Duarte@Example.com',
          phone: '+351915555000',
          matches: ['email', 'phone'],
        },
        { id: second.id, name: 'Ana Duarte (sister)', email: 'ana.duarte@example.com', phone: '', matches: ['email'] },
      ],
    });
    const except = await s.manager.call(
      'GET',
      `${PATH}/duplicates?phone=%2B351%20915%20555%20000&exceptId=${first.id}`,
    );
    expect(except.json()).toEqual({ items: [] });
  });

  it('searches name, e-mail, phone and document id, filters by country, level and status, sorts', async () => {
    await create(s.owner, {
      name: 'Search Zoe',
      email: 'zoe@surf.example',
      phone: '+49 30 1234567',
      country: 'DE',
      documentId: 'C01X00T47',
      level: 'advanced',
    });
    await create(s.owner, {
      name: 'Search Yann',
      email: 'yann@surf.example',
      phone: '+33 6 12 34 56 78',
      country: 'FR',
      documentId: '',
      level: null,
    });
    expect((await list(s.owner, 'q=C01X00')).items.map((item) => item.name)).toEqual(['Search Zoe']);
    expect((await list(s.owner, 'q=yann@surf')).items.map((item) => item.name)).toEqual(['Search Yann']);
    expect((await list(s.owner, 'q=%2B4930')).items.map((item) => item.name)).toEqual(['Search Zoe']);
    expect((await list(s.owner, 'q=search&country=FR')).items.map((item) => item.name)).toEqual(['Search Yann']);
    expect((await list(s.owner, 'q=search&level=advanced')).items.map((item) => item.name)).toEqual(['Search Zoe']);
    expect((await list(s.owner, 'q=search&sort=name&order=desc')).items.map((item) => item.name)).toEqual([
      'Search Zoe',
      'Search Yann',
    ]);
  });

  it('exports the CSV with the list’s rows in the reader’s language', async () => {
    await create(s.owner, {
      name: 'Export Eva',
      email: 'eva@export.example',
      phone: '+351 916 000 001',
      level: 'advanced',
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?q=export`,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome,E-mail,Telefone,País,N.º de documento,Morada,Data de nascimento,Nível,Tamanho do fato,Encarregado de educação,Contacto de emergência,Termo assinado,Notas,Ativo',
    );
    expect(lines).toHaveLength(2);
    // A cell starting with + is a formula to a spreadsheet: the export's guard keeps it text.
    expect(lines[1]).toMatch(
      /^Export Eva,eva@export\.example,'\+351916000001,Portugal,12345678,.*,1990-05-14,Avançado,M,,João Silva \+351913000111,2026-06-01 Marta Silva,/,
    );
  });

  describe('import', () => {
    const row = (index: number, change: CustomerImportRow = {}): CustomerImportRow => ({
      name: `Imported ${index}`,
      email: `imported.${index}@example.com`,
      phone: `+351 93${String(index).padStart(7, '0')}`,
      country: 'Portugal',
      ...change,
    });
    const check = async (rows: CustomerImportRow[], caller = s.manager) => {
      const answer = await caller.call('POST', `${PATH}/import/check`, { rows });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<CustomerImportCheck>();
    };
    const errorCodes = (result: { errors: { path: string; code?: string }[] }) =>
      Object.fromEntries(result.errors.map((error) => [error.path, error.code]));

    it('reads countries by code or name in six languages, dates day first, levels in six languages, wetsuit sizes', async () => {
      const result = await check([
        row(1, { country: 'de', birthDate: '14/07/2001', level: 'Iniciante', wetsuitSize: 'm' }),
        row(2, { country: 'Allemagne', birthDate: '2001-07-14', level: 'avanzado', wetsuitSize: 'K10' }),
        row(3, { country: 'Vereinigte Staaten', birthDate: '14.07.2001', level: 'Intermediate' }),
        row(4, { country: 'UK' }),
        row(5, { country: 'Atlantis', birthDate: '31/02/2001', level: 'pro', wetsuitSize: 'huge' }),
      ]);
      expect(errorCodes(result)).toEqual({
        'rows.4.country': 'unknown_country',
        'rows.4.birthDate': 'invalid_format',
        'rows.4.level': 'invalid_choice',
        'rows.4.wetsuitSize': 'invalid_choice',
      });
    });

    it('names each bad row: e-mail, phone without country code, duplicates of a customer and of an earlier row', async () => {
      await create(s.manager, { name: 'Known Kate', email: 'kate@known.example', phone: '+351 917 777 000' });
      const answer = await t.app.inject({
        method: 'POST',
        url: `${PATH}/import/check`,
        headers: { authorization: `Bearer ${s.manager.token}`, cookie: 'lineup_language=en' },
        payload: {
          rows: [
            row(10),
            row(11, { email: 'not an email' }),
            row(12, { phone: '917 000 111' }),
            row(13, { email: 'KATE@known.example' }),
            row(14, { email: 'imported.10@example.com' }),
            row(15, { phone: '+351917777000' }),
            row(16, { name: '' }),
          ],
        },
      });
      const result = answer.json<CustomerImportCheck>();
      expect(result.rows).toBe(7);
      expect(errorCodes(result)).toEqual({
        'rows.1.email': 'invalid_format',
        'rows.2.phone': 'phone_needs_country_code',
        'rows.3.email': 'duplicate_customer',
        'rows.4.email': 'duplicate_row',
        'rows.5.phone': 'duplicate_customer',
        'rows.6.name': 'too_small',
      });
      const messages = Object.fromEntries(result.errors.map((error) => [error.path, error.message]));
      expect(messages['rows.3.email']).toBe('Known Kate already has this e-mail.');
      expect(messages['rows.4.email']).toBe('The same e-mail as row 1.');
    });

    it('imports all rows or none in one transaction, in one log entry', async () => {
      const before = (await list(s.manager, 'q=batch')).total;
      const refused = await s.manager.call('POST', `${PATH}/import`, {
        rows: [row(20, { name: 'Batch A' }), row(21, { name: 'Batch B', phone: '123' })],
      });
      expectFieldErrors(refused, { 'rows.1.phone': 'phone_needs_country_code' });
      expect((await list(s.manager, 'q=batch')).total).toBe(before);
      const imported = await s.manager.call('POST', `${PATH}/import`, {
        rows: [row(20, { name: 'Batch A' }), row(21, { name: 'Batch B' })],
      });
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toEqual({ imported: 2 });
      expect((await list(s.manager, 'q=batch')).items.map((item) => [item.name, item.country, item.phone])).toEqual([
        ['Batch A', 'PT', '+351930000020'],
        ['Batch B', 'PT', '+351930000021'],
      ]);
      expect((await activityLog(s.owner)).find((entry) => entry.action === 'customers_imported')?.data).toEqual({
        count: '2',
      });
    });

    it('imports 5,000 rows at once, and refuses 5,000 with one bad row without writing any', async () => {
      const rows = Array.from({ length: 5000 }, (_, index) => row(100_000 + index, { name: `Bulk ${index}` }));
      const bad = rows.map((candidate, index) => (index === 4321 ? { ...candidate, country: 'Nowhere' } : candidate));
      const refused = await s.owner.call('POST', `${PATH}/import`, { rows: bad });
      expectFieldErrors(refused, { 'rows.4321.country': 'unknown_country' });
      expect((await list(s.owner, 'q=bulk')).total).toBe(0);
      const imported = await s.owner.call('POST', `${PATH}/import`, { rows });
      expect(imported.statusCode, imported.body).toBe(201);
      expect((await list(s.owner, 'q=bulk')).total).toBe(5000);
      // The same file again: every row is now a duplicate of a customer.
      const again = await check(rows.slice(0, 3), s.owner);
      expect(Object.values(errorCodes(again))).toEqual(Array(6).fill('duplicate_customer'));
      // Ten thousand rows through the checks and two transactions: room for a machine running the
      // other suites beside it (about 2 s alone).
    }, 120_000);

    it('refuses an empty file and unknown columns', async () => {
      expect((await s.manager.call('POST', `${PATH}/import`, { rows: [] })).statusCode).toBe(400);
      expect(
        (await s.manager.call('POST', `${PATH}/import`, { rows: [{ name: 'X', shoeSize: '42' }] })).statusCode,
      ).toBe(400);
    });
  });
});
