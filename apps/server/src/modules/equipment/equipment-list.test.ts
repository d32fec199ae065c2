import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Equipment, EquipmentInput } from '@lineup/contract/equipment';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { accessory, board, wetsuit } from './equipment.fixture.ts';
import { ok, type Page } from '#src/testing/answers.ts';

const PATH = '/api/v1/equipment';

describe('the list of equipment', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  let beach: string;
  let supplierId: string;

  const list = async (caller: Caller, query: string) =>
    ok<Page<Equipment>>(await caller.call('GET', `${PATH}?${query}`));
  const names = async (query: string) => (await list(s.staff, query)).items.map((item) => item.name);
  const exported = async (query: string, language = 'en') => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${PATH}/export?${query}`,
      headers: { authorization: `Bearer ${s.staff.token}`, cookie: `lineup_language=${language}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body.replace(/^\uFEFF/, '').split('\r\n');
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
    const created = async (caller: Caller, path: string, body: object) => {
      const answer = await caller.call('POST', path, body);
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<{ id: string }>().id;
    };
    beach = await created(s.owner, '/api/v1/places', place());
    const store = await created(s.owner, '/api/v1/rooms', {
      name: 'Board store',
      placeId: beach,
      capacity: null,
      notes: '',
      active: true,
    });
    supplierId = await created(s.owner, '/api/v1/suppliers', {
      name: 'Ocean Boards Lda',
      contactPerson: '',
      email: '',
      phone: '',
      taxId: '',
      address: '',
      country: 'PT',
      notes: '',
      active: true,
    });
    const stored = { supplierId, storagePlaceId: beach, storageRoomId: store };
    const rows: EquipmentInput[] = [
      board({ name: 'Soft-top 8\'0"', boardLengthInches: 96, boardVolumeLitres: 80, quantity: 10, outOfUse: 2 }),
      board({
        name: 'Soft-top 7\'0"',
        model: 'Learner',
        boardLengthInches: 84,
        boardVolumeLitres: 60.5,
        quantity: 6,
        outOfUse: 0,
        condition: 'new',
        ...stored,
      }),
      board({
        name: 'Epoxy 6\'6"',
        brand: 'Torq',
        model: 'Mod Fun',
        boardLengthInches: 78,
        boardVolumeLitres: 42,
        boardConstruction: 'epoxy',
        quantity: 3,
        outOfUse: 1,
        condition: 'fair',
        purchaseDate: null,
        purchasePriceCents: null,
      }),
      wetsuit({ name: 'Wetsuit 4/3 M', quantity: 8, outOfUse: 0, ...stored }),
      wetsuit({ name: 'Wetsuit 4/3 K10', wetsuitSize: 'K10', quantity: 6, outOfUse: 1, condition: 'worn' }),
      wetsuit({ name: 'Wetsuit 3/2 M', wetsuitThickness: '3/2', quantity: 5, outOfUse: 0, active: false }),
      accessory({ name: 'Helmet', brand: 'Gath', model: 'Surf Convertible', quantity: 12, outOfUse: 0 }),
    ];
    for (const row of rows) await created(s.owner, PATH, row);
    await created(s.other, PATH, board({ name: 'Their soft-top' }));
  });
  afterAll(() => t.close());

  it('sorts by name by default, and by category, usable units, condition, supplier, storage and last change', async () => {
    expect(await names('pageSize=100')).toEqual([
      'Epoxy 6\'6"',
      'Helmet',
      'Soft-top 7\'0"',
      'Soft-top 8\'0"',
      'Wetsuit 3/2 M',
      'Wetsuit 4/3 K10',
      'Wetsuit 4/3 M',
    ]);
    const categories = (await list(s.staff, 'sort=category')).items.map((item) => item.category);
    expect(categories).toEqual(['board', 'board', 'board', 'wetsuit', 'wetsuit', 'wetsuit', 'accessory']);
    const usable = (await list(s.staff, 'sort=quantity&order=desc')).items.map((item) => item.quantity - item.outOfUse);
    expect(usable).toEqual([12, 8, 8, 6, 5, 5, 2]);
    const conditions = (await list(s.staff, 'sort=condition')).items.map((item) => item.condition);
    expect(conditions).toEqual(['new', 'good', 'good', 'good', 'good', 'fair', 'worn']);
    // Those with a supplier or a storage place come first; the ties break by id.
    for (const sort of ['supplier', 'storage']) {
      expect((await names(`sort=${sort}`)).slice(0, 2).sort(), sort).toEqual(['Soft-top 7\'0"', 'Wetsuit 4/3 M']);
    }
    expect((await names('sort=updatedAt&order=desc'))[0]).toBe('Helmet');
  });

  it('searches name, brand and model', async () => {
    expect(await names('q=torq')).toEqual(['Epoxy 6\'6"']);
    expect(await names('q=learner')).toEqual(['Soft-top 7\'0"']);
    expect(await names('q=gath%20surf')).toEqual(['Helmet']);
    expect(await names('q=wetsuit%204/3')).toEqual(['Wetsuit 4/3 K10', 'Wetsuit 4/3 M']);
  });

  it('filters by category, wetsuit size, board length, supplier, storage place and active', async () => {
    expect(await names('category=accessory')).toEqual(['Helmet']);
    expect(await names('size=M')).toEqual(['Wetsuit 3/2 M', 'Wetsuit 4/3 M']);
    expect(await names('size=K10')).toEqual(['Wetsuit 4/3 K10']);
    expect(await names('lengthMin=84')).toEqual(['Soft-top 7\'0"', 'Soft-top 8\'0"']);
    expect(await names('lengthMax=84')).toEqual(['Epoxy 6\'6"', 'Soft-top 7\'0"']);
    expect(await names('lengthMin=80&lengthMax=90')).toEqual(['Soft-top 7\'0"']);
    expect(await names(`supplierId=${supplierId}`)).toEqual(['Soft-top 7\'0"', 'Wetsuit 4/3 M']);
    expect(await names(`storagePlaceId=${beach}&category=wetsuit`)).toEqual(['Wetsuit 4/3 M']);
    expect(await names('active=false')).toEqual(['Wetsuit 3/2 M']);
    expect((await list(s.staff, 'active=true')).total).toBe(6);
  });

  it('refuses a sort, filter or size outside the contract with 400', async () => {
    for (const query of [
      'sort=notes',
      'sort=purchasePriceCents',
      'category=surfboard',
      'size=XXXL',
      'lengthMin=47',
      'lengthMax=200',
      'lengthMin=seven',
      'supplierId=ocean',
      'active=maybe',
    ]) {
      expect((await s.staff.call('GET', `${PATH}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('exports the list’s rows in its order, worded in the reader’s language', async () => {
    for (const query of ['', 'sort=quantity&order=desc', 'category=wetsuit', 'q=soft&lengthMin=90']) {
      const rows = (await exported(`${query}&page=2&pageSize=10`)).slice(1, -1);
      const all = (await list(s.staff, `${query}&pageSize=100`)).items;
      expect(
        rows.map((row) => row.split(',')[0]?.replace(/^"/, '').slice(0, 8)),
        query,
      ).toEqual(all.map((item) => item.name.slice(0, 8)));
    }
    const pt = await exported('q=learner', 'pt');
    expect(pt[0]).toBe(
      'Nome,Categoria,Marca,Modelo,Tamanho,Quantidade,Fora de uso,Utilizáveis,Estado,Arrumação,Fornecedor,' +
        'Data de compra,Preço de compra,Notas,Ativo,Última alteração',
    );
    expect(pt[1]).toMatch(
      /^"Soft-top 7'0""",Prancha,Softech,Learner,"7'0"" · 60,5 L · Softboard",6,0,6,Novo,Carcavelos · Board store,Ocean Boards Lda,14\/03\/2025,"320,00",,Sim,"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}"$/,
    );
    const en = await exported('q=K10');
    expect(en[1]).toMatch(/^Wetsuit 4\/3 K10,Wetsuit,O'Neill,Epic,K10 · 4\/3 mm,6,1,5,Worn,,,3\/14\/25,180\.00,,Yes,/);
    const helmet = await exported('q=helmet', 'de');
    expect(helmet[1]).toMatch(/^Helmet,Zubehör,Gath,Surf Convertible,,12,0,12,Gut,,,14\.03\.25,"25,00",,Ja,/);
  });
});
