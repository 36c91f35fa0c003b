import { randomUUID } from 'node:crypto';
import type { Actor, AreaDto, ListingDeletedEvent, RpcContract } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS, MASSIMO_AREE_PARCO, MESSAGGI_PARCO, PALETTE_AREE, YARD } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure, startServiceHarness, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { Client } from 'pg';
import { yard } from '../../src/main';

jest.setTimeout(60_000);

let h: ServiceHarness;

const venditore = (): Actor => ({ userId: randomUUID(), role: 'venditore' });
const acquirente: Actor = { userId: randomUUID(), role: 'acquirente' };
const rettangolo = { posizioneX: 40, posizioneY: 80, larghezza: 200, altezza: 150 };

/** A listing of the seller as catalogue announces it, once the yard has applied the event. */
async function auto(seller: Actor, marca = 'Fiat', modello = 'Panda'): Promise<string> {
  const id = randomUUID();
  await h.publish(CATALOGUE_EVENTS.listingCreated, { autoId: id, venditoreId: seller.userId, marca, modello });
  await waitFor(async () => ((await h.sql('SELECT 1 FROM auto WHERE id = $1', [id])).length === 1 ? true : undefined));
  return id;
}

const crea = (seller: Actor, extra: Partial<typeof rettangolo> = {}) => h.call(YARD.area.create, { ...rettangolo, ...extra }, seller);

/** The real catalogue, which the yard asks about listings announced by events older than make and model in them. */
const CATALOGUE_DB = 'ricambiamo_yard_test_catalogue';

beforeAll(async () => {
  h = await startServiceHarness(yard, {
    database: 'ricambiamo_yard_test',
    beforeStart: (natsUrl) => startServiceProcess('catalogue', { natsUrl, database: CATALOGUE_DB }),
  });
});

afterAll(async () => {
  await h.close();
});

describe('areas', () => {
  it('names a new area "Area N", colours it from the palette and lists the areas oldest first', async () => {
    const seller = venditore();
    const prima = await crea(seller);
    const seconda = await crea(seller, { posizioneX: 400 });
    expect(prima).toMatchObject({ nome: 'Area 1', descrizione: null, ...rettangolo, auto: [] });
    expect(seconda.nome).toBe('Area 2');
    for (const area of [prima, seconda]) expect(PALETTE_AREE.map((p) => p.colore)).toContain(area.colore);
    expect((await h.call(YARD.area.list, {}, seller)).map((a) => a.id)).toEqual([prima.id, seconda.id]);
    // Another seller's count starts again.
    expect((await crea(venditore())).nome).toBe('Area 1');
  });

  it('refuses an area under 100x100 with the spec message and clamps negative positions at 0', async () => {
    const seller = venditore();
    const piccola = await failure(crea(seller, { larghezza: 99, altezza: 150 }));
    expect(piccola).toMatchObject({ code: 'VALIDATION_FAILED', fields: { larghezza: MESSAGGI_PARCO.areaTroppoPiccola } });
    expect(await h.call(YARD.area.list, {}, seller)).toEqual([]);

    const area = await crea(seller, { posizioneX: -30, posizioneY: -5 });
    expect(area).toMatchObject({ posizioneX: 0, posizioneY: 0 });
    const spostata = await h.call(YARD.area.move, { areaId: area.id, posizioneX: 320, posizioneY: -12 }, seller);
    expect(spostata).toMatchObject({ posizioneX: 320, posizioneY: 0 });
  });

  it('edits name, description, colour and size, with the minimum checked and a colour only from the palette', async () => {
    const seller = venditore();
    const area = await crea(seller);
    const modifica = { areaId: area.id, nome: '  Capannone nord ', descrizione: 'Utilitarie', colore: '#10B981' as const, larghezza: 320, altezza: 180 };
    expect(await h.call(YARD.area.update, modifica, seller)).toMatchObject({
      nome: 'Capannone nord',
      descrizione: 'Utilitarie',
      colore: '#10B981',
      larghezza: 320,
      altezza: 180,
      posizioneX: rettangolo.posizioneX,
    });
    const errore = await failure(h.call(YARD.area.update, { ...modifica, nome: ' ', altezza: 50, colore: '#123456' as '#10B981' }, seller));
    expect(errore.fields).toEqual({
      nome: MESSAGGI_PARCO.nomeObbligatorio,
      altezza: MESSAGGI_PARCO.areaTroppoPiccola,
      colore: expect.any(String),
    });
  });

  it('puts a car in one area at most, removes it, and frees the cars of a deleted area', async () => {
    const seller = venditore();
    const [panda, golf] = [await auto(seller, 'Fiat', 'Panda'), await auto(seller, 'Volkswagen', 'Golf')];
    const [nord, sud] = [await crea(seller), await crea(seller, { posizioneX: 400 })];

    await h.call(YARD.area.assignCar, { areaId: nord.id, autoId: panda }, seller);
    const conDue = await h.call(YARD.area.assignCar, { areaId: nord.id, autoId: golf }, seller);
    expect(conDue.auto).toEqual([
      { id: panda, marca: 'Fiat', modello: 'Panda' },
      { id: golf, marca: 'Volkswagen', modello: 'Golf' },
    ]);
    // Assigned to another area, the car leaves the first.
    expect((await h.call(YARD.area.assignCar, { areaId: sud.id, autoId: panda }, seller)).auto.map((a) => a.id)).toEqual([panda]);
    expect((await h.call(YARD.area.list, {}, seller)).map((a: AreaDto) => a.auto.map((c) => c.id))).toEqual([[golf], [panda]]);
    expect(await h.call(YARD.car.mine, {}, seller)).toEqual([
      { id: golf, marca: 'Volkswagen', modello: 'Golf', area: { id: nord.id, nome: nord.nome, colore: nord.colore } },
      { id: panda, marca: 'Fiat', modello: 'Panda', area: { id: sud.id, nome: sud.nome, colore: sud.colore } },
    ]);

    expect((await h.call(YARD.area.removeCar, { areaId: nord.id, autoId: golf }, seller)).auto).toEqual([]);
    // Removing what is not there changes nothing.
    expect((await h.call(YARD.area.removeCar, { areaId: nord.id, autoId: panda }, seller)).auto).toEqual([]);
    await expect(h.call(YARD.area.delete, { areaId: sud.id }, seller)).resolves.toEqual({ id: sud.id });
    expect((await h.call(YARD.car.mine, {}, seller)).map((c) => c.area)).toEqual([null, null]);
  });

  it('takes a deleted listing out of its area, and applies a redelivered event once', async () => {
    const seller = venditore();
    const panda = await auto(seller);
    const area = await crea(seller);
    await h.call(YARD.area.assignCar, { areaId: area.id, autoId: panda }, seller);

    await h.publish(CATALOGUE_EVENTS.listingCreated, { autoId: panda, venditoreId: seller.userId, marca: 'Altra', modello: 'Altro' });
    await h.publish(CATALOGUE_EVENTS.listingDeleted, { autoId: panda, venditoreId: seller.userId });
    await waitFor(async () => ((await h.sql('SELECT 1 FROM auto WHERE id = $1', [panda])).length === 0 ? true : undefined));
    expect((await h.call(YARD.area.list, {}, seller))[0].auto).toEqual([]);
    expect(await h.call(YARD.car.mine, {}, seller)).toEqual([]);
  });
});

describe('the areas of one seller', () => {
  /** `quante` areas of the seller written straight into the table, as if drawn one by one. */
  const giaDisegnate = (seller: Actor, quante: number) =>
    h.sql(
      `INSERT INTO parco_aree (id, venditore_id, nome, posizione_x, posizione_y, larghezza, altezza, colore)
       SELECT gen_random_uuid(), $1, 'Area ' || n, 0, 0, 100, 100, '#3B82F6' FROM generate_series(1, $2::int) AS n`,
      [seller.userId, quante],
    );

  it(`stop at ${MASSIMO_AREE_PARCO} with their message, even when several are drawn at once, and free a place when one is deleted`, async () => {
    const seller = venditore();
    await giaDisegnate(seller, MASSIMO_AREE_PARCO - 2);
    const esiti = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => crea(seller, { posizioneX: i * 120 })));

    const create = esiti.flatMap((e) => (e.status === 'fulfilled' ? [e.value] : []));
    const rifiuti = esiti.flatMap((e) => (e.status === 'rejected' ? [(e.reason as { code: string }).code] : []));
    expect(create.map((a) => a.nome).sort()).toEqual([`Area ${MASSIMO_AREE_PARCO - 1}`, `Area ${MASSIMO_AREE_PARCO}`]);
    expect(rifiuti).toEqual(Array(4).fill('AREA_LIMIT_REACHED'));
    expect(await h.call(YARD.area.list, {}, seller)).toHaveLength(MASSIMO_AREE_PARCO);

    await h.call(YARD.area.delete, { areaId: create[0].id }, seller);
    expect((await crea(seller)).nome).toBe(`Area ${MASSIMO_AREE_PARCO}`);
    expect((await failure(crea(seller))).code).toBe('AREA_LIMIT_REACHED');
    // Another seller's yard is its own.
    expect((await crea(venditore())).nome).toBe('Area 1');
  });
});

describe('events written before autoId, make and model were in them', () => {
  const applicato = (eventId: string) =>
    waitFor(async () => ((await h.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [eventId])).length === 1 ? true : undefined));
  /** The payload as catalogue wrote it then: the car under listingId, no make or model. */
  const scrittoPrima = (listingId: string, venditoreId: string) => ({ listingId, venditoreId }) as unknown as ListingDeletedEvent;

  it('takes make and model from catalogue, skips a listing catalogue no longer has and removes a deleted one', async () => {
    const seller = venditore();
    const [esistente, sparita] = [randomUUID(), randomUUID()];
    const catalogue = new Client({ connectionString: testDatabaseUrl(CATALOGUE_DB) });
    await catalogue.connect();
    try {
      await catalogue.query("INSERT INTO venditori (id, nome, updated_at) VALUES ($1, 'Mario Rossi', now())", [seller.userId]);
      await catalogue.query(
        `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, immagini, updated_at)
         VALUES ($1, $2, 'Lancia', 'Ypsilon', 2015, 98000, 69, 51, 1242, 'benzina', '{}', now())`,
        [esistente, seller.userId],
      );
    } finally {
      await catalogue.end();
    }
    const [primo, secondo] = [
      await h.publish(CATALOGUE_EVENTS.listingCreated, scrittoPrima(esistente, seller.userId)),
      await h.publish(CATALOGUE_EVENTS.listingCreated, scrittoPrima(sparita, seller.userId)),
    ];
    await applicato(primo);
    await applicato(secondo);
    expect(await h.call(YARD.car.mine, {}, seller)).toEqual([{ id: esistente, marca: 'Lancia', modello: 'Ypsilon', area: null }]);

    await applicato(await h.publish(CATALOGUE_EVENTS.listingDeleted, scrittoPrima(esistente, seller.userId)));
    expect(await h.call(YARD.car.mine, {}, seller)).toEqual([]);
  });
});

describe('permissions over every yard operation', () => {
  let proprietario: Actor;
  let area: AreaDto;
  let sua: string;

  beforeAll(async () => {
    proprietario = venditore();
    sua = await auto(proprietario);
    area = await crea(proprietario);
    await h.call(YARD.area.assignCar, { areaId: area.id, autoId: sua }, proprietario);
  });

  const operazioni = (): [string, RpcContract, object][] => [
    ['list', YARD.area.list, {}],
    ['create', YARD.area.create, rettangolo],
    ['move', YARD.area.move, { areaId: area.id, posizioneX: 500, posizioneY: 500 }],
    ['update', YARD.area.update, { areaId: area.id, nome: 'Rubata', colore: '#EF4444', larghezza: 100, altezza: 100 }],
    ['delete', YARD.area.delete, { areaId: area.id }],
    ['assignCar', YARD.area.assignCar, { areaId: area.id, autoId: sua }],
    ['removeCar', YARD.area.removeCar, { areaId: area.id, autoId: sua }],
    ['car.mine', YARD.car.mine, {}],
  ];

  it('refuses anonymous callers and buyers everything', async () => {
    for (const [nome, contratto, dati] of operazioni()) {
      expect([nome, (await failure(h.call(contratto, dati as never))).code]).toEqual([nome, 'UNAUTHENTICATED']);
      expect([nome, (await failure(h.call(contratto, dati as never, acquirente))).code]).toEqual([nome, 'FORBIDDEN']);
    }
  });

  it('shows another seller none of the area and lets it change nothing, its own car included', async () => {
    const altro = venditore();
    const suaAuto = await auto(altro, 'Opel', 'Corsa');
    expect(await h.call(YARD.area.list, {}, altro)).toEqual([]);
    expect(await h.call(YARD.car.mine, {}, altro)).toEqual([{ id: suaAuto, marca: 'Opel', modello: 'Corsa', area: null }]);
    for (const [nome, contratto, dati] of operazioni().filter(([, , d]) => 'areaId' in d)) {
      expect([nome, (await failure(h.call(contratto, dati as never, altro))).code]).toEqual([nome, 'NOT_FOUND']);
    }
    // Its own car into someone else's area, or someone else's car into its own area: both not found.
    expect((await failure(h.call(YARD.area.assignCar, { areaId: area.id, autoId: suaAuto }, altro))).code).toBe('NOT_FOUND');
    const propria = await crea(altro);
    expect((await failure(h.call(YARD.area.assignCar, { areaId: propria.id, autoId: sua }, altro))).code).toBe('NOT_FOUND');

    const [intatta] = await h.call(YARD.area.list, {}, proprietario);
    expect(intatta).toEqual({ ...area, auto: [{ id: sua, marca: 'Fiat', modello: 'Panda' }] });
  });
});
