import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@lineup/contract/places';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { place } from './places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { ok, type Page } from '#src/testing/answers.ts';

describe('the list of places', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  const list = async (caller: Caller, query: string) =>
    ok<Page<Place>>(await caller.call('GET', `/api/v1/places?${query}`));
  const names = async (query: string) => (await list(s.staff, query)).items.map((item) => item.name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    const rows = [
      place({ name: 'Carcavelos', capacity: 40 }),
      place({ name: 'Costa da Caparica', capacity: 60, address: 'Costa da Caparica, Almada' }),
      place({ name: 'ericeira – Ribeira d’Ilhas', capacity: 30, address: 'Ribeira d’Ilhas, Ericeira' }),
      place({ name: 'Escola', type: 'school', capacity: null, address: 'Rua do Mar 1, Cascais' }),
      place({ name: 'Meeting 100% sure', type: 'meeting_point', capacity: 10 }),
      place({ name: 'Meeting 100 percent', type: 'meeting_point', capacity: 10 }),
      place({ name: 'Hossegor', country: 'FR', capacity: 50, active: false, address: 'Les Estagnots' }),
      place({ name: 'Snake_case spot', type: 'other', capacity: 10 }),
      place({ name: 'Snakescase spot', type: 'other', capacity: 10 }),
      place({ name: '=HYPERLINK("http://x")', type: 'other', capacity: 10, notes: 'Line one\nsaid "hi", then left' }),
    ];
    for (const row of rows) {
      const answer = await s.owner.call('POST', '/api/v1/places', row);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    await s.other.call('POST', '/api/v1/places', place({ name: 'Carcavelos B' }));
  });
  afterAll(() => t.close());

  it('sorts by name, case aside, by default, and reverses with order=desc', async () => {
    const all = await names('pageSize=100');
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(all[0]).toBe('=HYPERLINK("http://x")');
    expect(await names('pageSize=100&order=desc')).toEqual([...all].reverse());
    expect(all).not.toContain('Carcavelos B');
  });

  it('pages through every row once, ties broken by id, with the total on every page', async () => {
    for (const sort of ['capacity', 'type', 'active', 'country']) {
      const seen: string[] = [];
      for (let page = 1; page <= 2; page += 1) {
        const answer = await list(s.staff, `sort=${sort}&pageSize=10&page=${page}`);
        expect(answer.total).toBe(10);
        seen.push(...answer.items.map((item) => item.id));
      }
      const whole = (await list(s.staff, `sort=${sort}&pageSize=100`)).items.map((item) => item.id);
      expect(seen).toEqual(whole);
      expect(new Set(seen).size).toBe(10);
    }
    const tens = (await list(s.staff, 'sort=capacity&pageSize=100')).items.filter((item) => item.capacity === 10);
    expect(tens.map((item) => item.id)).toEqual(tens.map((item) => item.id).sort());
    expect((await list(s.staff, 'page=3&pageSize=10')).items).toEqual([]);
  });

  it('searches name and address, every word, any case', async () => {
    expect(await names('q=caparica')).toEqual(['Costa da Caparica']);
    expect(await names('q=ERICEIRA%20ilhas')).toEqual(['ericeira – Ribeira d’Ilhas']);
    expect(await names('q=cascais')).toEqual(['Escola']);
    expect((await list(s.staff, 'q=nothing-like-this')).total).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await names('q=100%25')).toEqual(['Meeting 100% sure']);
    expect(await names('q=snake_case')).toEqual(['Snake_case spot']);
    expect((await list(s.staff, 'q=%25')).total).toBe(1);
    expect((await list(s.staff, 'q=_')).total).toBe(1);
  });

  it('filters by type, country and active', async () => {
    expect(await names('type=meeting_point')).toEqual(['Meeting 100 percent', 'Meeting 100% sure']);
    expect(await names('country=FR')).toEqual(['Hossegor']);
    expect(await names('active=false')).toEqual(['Hossegor']);
    expect((await list(s.staff, 'active=true')).total).toBe(9);
    expect(await names('type=beach&country=PT&q=costa')).toEqual(['Costa da Caparica']);
  });

  it('refuses a sort, filter or page size outside the contract with 400', async () => {
    for (const query of ['sort=notes', 'sort=application_id', 'pageSize=7', 'type=lake', 'active=maybe', 'page=0']) {
      expect((await s.staff.call('GET', `/api/v1/places?${query}`)).statusCode, query).toBe(400);
    }
  });

  describe('as CSV', () => {
    const exported = async (query: string, language = 'en') => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/places/export?${query}`,
        headers: { authorization: `Bearer ${s.staff.token}`, cookie: `lineup_language=${language}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer;
    };

    it('is a UTF-8 download with a byte order mark, named with today’s date', async () => {
      const answer = await exported('');
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="places-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    });

    it('writes the header and values in the caller’s language', async () => {
      const pt = (await exported('q=hossegor', 'pt')).body.slice(1).split('\r\n');
      expect(pt[0]).toBe('Nome,Tipo,País,Morada,Latitude,Longitude,Capacidade,Notas,Ativo,Última alteração');
      // The date holds a comma in Portuguese, so it is quoted.
      expect(pt[1]).toMatch(
        /^Hossegor,Praia,França,Les Estagnots,38\.6777,-9\.3365,50,,Não,"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}"$/,
      );
      const de = (await exported('q=escola', 'de')).body.slice(1).split('\r\n');
      expect(de[0]?.startsWith('Name,Art,Land,Adresse')).toBe(true);
      expect(de[1]).toMatch(/^Escola,Schule,Portugal,"Rua do Mar 1, Cascais",38\.6777,-9\.3365,,,Ja,/);
    });

    it('quotes what needs quoting and defuses formulas', async () => {
      const lines = (await exported('type=other&q=hyperlink')).body.slice(1).split('\r\n');
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)",Other,Portugal,/);
      expect(lines[1]).toContain(',"Line one\nsaid ""hi"", then left",Yes,');
    });

    it('exports every row of the same query, in the list’s order, ignoring the page', async () => {
      for (const query of ['', 'sort=capacity&order=desc', 'type=meeting_point', 'q=c&active=true']) {
        const body = (await exported(`${query}&page=2&pageSize=10`)).body;
        const rows = body.slice(1).split('\r\n').slice(1, -1);
        const all = (await list(s.staff, `${query}&pageSize=100`)).items;
        expect(rows.length, query).toBe(all.length);
        expect(rows.map((row) => row.split(',')[0]?.replace(/^"'?/, '').slice(0, 8))).toEqual(
          all.map((item) => item.name.slice(0, 8)),
        );
      }
      const none = (await exported('q=nothing-like-this')).body;
      expect(none.slice(1).split('\r\n')).toEqual([expect.stringMatching(/^Name,Type,/), '']);
    });
  });
});
