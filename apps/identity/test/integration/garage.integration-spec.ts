import type { Actor, AddVeicoloRequest, VeicoloDto } from '@ricambiamo/contracts';
import { IDENTITY, MASSIMO_VEICOLI_GARAGE, MESSAGGI_INSERZIONE, MESSAGGI_VIN } from '@ricambiamo/contracts';
import { failure } from '@ricambiamo/testing';
import type { IdentityHarness } from '../fixtures/identity-harness';
import { actorOf, startIdentityHarness } from '../fixtures/identity-harness';

jest.setTimeout(60_000);

const GARAGE = IDENTITY.garage;

let h: IdentityHarness;
let emails = 0;

const registra = async (ruolo: 'acquirente' | 'venditore' = 'acquirente'): Promise<Actor> =>
  actorOf(
    await h.call(IDENTITY.user.register, {
      nome: 'Anna Bianchi',
      email: `garage${++emails}@esempio.it`,
      password: 'segretissima1',
      confermaPassword: 'segretissima1',
      ruolo,
    }),
  );

const panda: AddVeicoloRequest = {
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  carburante: 'benzina',
  cilindrata: 1242,
  kw: 51,
  codiceMotore: '169a4000',
};
const golf: AddVeicoloRequest = { marca: 'Volkswagen', modello: 'Golf', anno: 2003, carburante: 'diesel', cilindrata: 1896, kw: 74 };
const clio: AddVeicoloRequest = { marca: 'Renault', modello: 'Clio', anno: 2001, carburante: 'benzina', cilindrata: 1149, kw: 43 };

const aggiungi = (actor: Actor, veicolo: AddVeicoloRequest = panda) => h.call(GARAGE.add, veicolo, actor);
const elenco = (actor: Actor) => h.call(GARAGE.list, {}, actor);
const attivo = (veicoli: VeicoloDto[]) => veicoli.filter((v) => v.attivo).map((v) => v.id);

beforeAll(async () => {
  h = await startIdentityHarness('ricambiamo_identity_test_garage');
});

afterAll(async () => {
  await h.close();
});

describe("the buyer's garage", () => {
  it('adds vehicles oldest first, the first one active, with what the VIN says', async () => {
    const acquirente = await registra();
    await expect(elenco(acquirente)).resolves.toEqual([]);

    const prima = await aggiungi(acquirente);
    expect(prima).toEqual({
      id: expect.any(String),
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      carburante: 'benzina',
      cilindrata: 1242,
      kw: 51,
      codiceMotore: '169A4000',
      numeroTelaio: null,
      attivo: true,
      creatoIl: expect.any(String),
      vinMarca: null,
      avvisiVin: [],
    });
    // A Golf IV's VIN (model year 2003) typed on a car said to be an Audi of 2010.
    const seconda = await aggiungi(acquirente, { ...golf, marca: 'Audi', anno: 2010, numeroTelaio: ' wvwzzz1jz3w386752' });
    expect(seconda).toMatchObject({ attivo: false, numeroTelaio: 'WVWZZZ1JZ3W386752', vinMarca: 'Volkswagen' });
    expect(seconda.avvisiVin).toEqual([MESSAGGI_VIN.marcaDiversa('Volkswagen', 'Audi'), MESSAGGI_VIN.annoDiverso([2003], 2010)]);

    const veicoli = await elenco(acquirente);
    expect(veicoli.map((v) => v.id)).toEqual([prima.id, seconda.id]);
    expect(attivo(veicoli)).toEqual([prima.id]);
  });

  it('makes a vehicle added as active the only active one', async () => {
    const acquirente = await registra();
    // Asked not to be active, the first vehicle of a garage is active all the same.
    const prima = await aggiungi(acquirente, { ...panda, attivo: false });
    expect(prima.attivo).toBe(true);
    const seconda = await aggiungi(acquirente, { ...golf, attivo: true });
    expect(seconda.attivo).toBe(true);
    expect(attivo(await elenco(acquirente))).toEqual([seconda.id]);
  });

  it('updates a vehicle’s data without changing which one is active, and answers with the VIN read again', async () => {
    const acquirente = await registra();
    const prima = await aggiungi(acquirente);
    const seconda = await aggiungi(acquirente, golf);
    const modificata = await h.call(GARAGE.update, { ...golf, veicoloId: seconda.id, anno: 2004, codiceMotore: 'axr', numeroTelaio: 'WVWZZZ1JZ3W386752' }, acquirente);
    expect(modificata).toMatchObject({ id: seconda.id, anno: 2004, codiceMotore: 'AXR', attivo: false, vinMarca: 'Volkswagen', avvisiVin: [] });
    expect(modificata.creatoIl).toBe(seconda.creatoIl);
    const veicoli = await elenco(acquirente);
    expect(veicoli.find((v) => v.id === seconda.id)).toEqual(modificata);
    expect(attivo(veicoli)).toEqual([prima.id]);

    const svuotata = await h.call(GARAGE.update, { ...golf, veicoloId: seconda.id, codiceMotore: '', numeroTelaio: '' }, acquirente);
    expect(svuotata).toMatchObject({ codiceMotore: null, numeroTelaio: null, vinMarca: null });
  });

  it('activates a vehicle, the others losing the mark, and answers with the garage', async () => {
    const acquirente = await registra();
    const prima = await aggiungi(acquirente);
    const seconda = await aggiungi(acquirente, golf);
    const garage = await h.call(GARAGE.activate, { veicoloId: seconda.id }, acquirente);
    expect(garage.map((v) => [v.id, v.attivo])).toEqual([
      [prima.id, false],
      [seconda.id, true],
    ]);
    // Activating the active vehicle again changes nothing.
    await expect(h.call(GARAGE.activate, { veicoloId: seconda.id }, acquirente)).resolves.toEqual(garage);
  });

  it('removes a vehicle; removing the active one makes the most recently added of the others active', async () => {
    const acquirente = await registra();
    const prima = await aggiungi(acquirente, panda);
    const seconda = await aggiungi(acquirente, golf);
    const terza = await aggiungi(acquirente, clio);
    await h.call(GARAGE.activate, { veicoloId: seconda.id }, acquirente);

    // Not the active one: the active one stays.
    let garage = await h.call(GARAGE.remove, { veicoloId: prima.id }, acquirente);
    expect(garage.map((v) => v.id)).toEqual([seconda.id, terza.id]);
    expect(attivo(garage)).toEqual([seconda.id]);

    garage = await h.call(GARAGE.activate, { veicoloId: terza.id }, acquirente);
    garage = await h.call(GARAGE.remove, { veicoloId: terza.id }, acquirente);
    expect(garage.map((v) => [v.id, v.attivo])).toEqual([[seconda.id, true]]);

    garage = await h.call(GARAGE.remove, { veicoloId: seconda.id }, acquirente);
    expect(garage).toEqual([]);
    expect((await failure(h.call(GARAGE.remove, { veicoloId: seconda.id }, acquirente))).code).toBe('NOT_FOUND');
    // An emptied garage starts again: its next vehicle is active.
    expect((await aggiungi(acquirente, clio)).attivo).toBe(true);
  });

  it('takes the newest of the others after the active one is removed, whatever order they were activated in', async () => {
    const acquirente = await registra();
    const veicoli = [];
    for (const veicolo of [panda, golf, clio, { ...panda, anno: 2014 }]) veicoli.push(await aggiungi(acquirente, veicolo));
    await h.call(GARAGE.activate, { veicoloId: veicoli[1].id }, acquirente);
    await h.call(GARAGE.activate, { veicoloId: veicoli[2].id }, acquirente);
    const garage = await h.call(GARAGE.remove, { veicoloId: veicoli[2].id }, acquirente);
    expect(attivo(garage)).toEqual([veicoli[3].id]);
  });

  it(`holds at most ${MASSIMO_VEICOLI_GARAGE} vehicles and frees a place when one is removed`, async () => {
    const acquirente = await registra();
    for (let i = 0; i < MASSIMO_VEICOLI_GARAGE; i++) await aggiungi(acquirente, { ...panda, anno: 2010 + i });
    const rifiuto = await failure(aggiungi(acquirente, golf));
    expect(rifiuto.code).toBe('GARAGE_LIMIT_REACHED');
    const veicoli = await elenco(acquirente);
    expect(veicoli).toHaveLength(MASSIMO_VEICOLI_GARAGE);

    await h.call(GARAGE.remove, { veicoloId: veicoli[0].id }, acquirente);
    await expect(aggiungi(acquirente, golf)).resolves.toMatchObject({ marca: 'Volkswagen' });
    expect((await failure(aggiungi(acquirente, clio))).code).toBe('GARAGE_LIMIT_REACHED');
  });

  it(`stops at ${MASSIMO_VEICOLI_GARAGE} even when many are added at once, with one of them active`, async () => {
    const acquirente = await registra();
    await aggiungi(acquirente, clio);
    const esiti = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => aggiungi(acquirente, { ...panda, anno: 2005 + i, attivo: i % 2 === 0 })),
    );
    const aggiunti = esiti.filter((e) => e.status === 'fulfilled');
    const rifiuti = esiti.flatMap((e) => (e.status === 'rejected' ? [(e.reason as { code: string }).code] : []));
    expect(aggiunti).toHaveLength(MASSIMO_VEICOLI_GARAGE - 1);
    expect(rifiuti).toEqual(Array(10 - (MASSIMO_VEICOLI_GARAGE - 1)).fill('GARAGE_LIMIT_REACHED'));
    const veicoli = await elenco(acquirente);
    expect(veicoli).toHaveLength(MASSIMO_VEICOLI_GARAGE);
    expect(attivo(veicoli)).toHaveLength(1);
  });

  it('keeps exactly one vehicle active when activations and removals run at once', async () => {
    const acquirente = await registra();
    const veicoli = [];
    for (const veicolo of [panda, golf, clio, { ...panda, anno: 2014 }, { ...golf, anno: 2005 }]) veicoli.push(await aggiungi(acquirente, veicolo));
    await Promise.allSettled([
      ...veicoli.map((v) => h.call(GARAGE.activate, { veicoloId: v.id }, acquirente)),
      h.call(GARAGE.remove, { veicoloId: veicoli[0].id }, acquirente),
      h.call(GARAGE.remove, { veicoloId: veicoli[3].id }, acquirente),
    ]);
    const rimasti = await elenco(acquirente);
    expect(rimasti.map((v) => v.id)).toEqual([veicoli[1].id, veicoli[2].id, veicoli[4].id]);
    expect(attivo(rimasti)).toHaveLength(1);
  });

  it("never lets a buyer read, change, activate or remove another buyer's vehicle: it reads as missing", async () => {
    const anna = await registra();
    const bruno = await registra();
    const dellaAnna = await aggiungi(anna);
    await aggiungi(bruno, golf);
    const diBruno = await aggiungi(bruno, clio);

    await expect(elenco(bruno)).resolves.not.toContainEqual(expect.objectContaining({ id: dellaAnna.id }));
    const tentativi = [
      h.call(GARAGE.update, { ...golf, veicoloId: dellaAnna.id }, bruno),
      h.call(GARAGE.activate, { veicoloId: dellaAnna.id }, bruno),
      h.call(GARAGE.remove, { veicoloId: dellaAnna.id }, bruno),
    ];
    for (const tentativo of tentativi) expect((await failure(tentativo)).code).toBe('NOT_FOUND');
    // The same answer as an id nobody has.
    expect((await failure(h.call(GARAGE.activate, { veicoloId: '00000000-0000-4000-8000-000000000000' }, bruno))).code).toBe('NOT_FOUND');

    await expect(elenco(anna)).resolves.toEqual([dellaAnna]);
    const diBrunoOra = await elenco(bruno);
    expect(attivo(diBrunoOra)).not.toContain(diBruno.id);
    expect(diBrunoOra).toHaveLength(2);
  });

  it('adds to the actor’s garage, whatever ids the data carries', async () => {
    const anna = await registra();
    const bruno = await registra();
    // What a tampered client could send: the contract's type does not list these, the schema strips them.
    const manomesso = { ...panda, acquirenteId: bruno.userId, userId: bruno.userId } as AddVeicoloRequest;
    const aggiunto = await aggiungi(anna, manomesso);
    await expect(elenco(anna)).resolves.toEqual([aggiunto]);
    await expect(elenco(bruno)).resolves.toEqual([]);
  });

  it('answers orders the active vehicle with the declaration, without its VIN; none before a vehicle and once the garage is empty', async () => {
    const acquirente = await registra();
    const alPiazzamento = () => h.call(IDENTITY.buyer.declaration, { acquirenteId: acquirente.userId });
    await expect(alPiazzamento()).resolves.toEqual({ officina: null, veicolo: null });

    const prima = await aggiungi(acquirente, { ...panda, numeroTelaio: 'ZFA16900000123456' });
    const pandaPerCompatibilita = {
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      carburante: 'benzina',
      cilindrata: 1242,
      kw: 51,
      codiceMotore: '169A4000',
    };
    await expect(alPiazzamento()).resolves.toEqual({ officina: null, veicolo: pandaPerCompatibilita });

    // The active one, not the newest: then the one made active.
    const seconda = await aggiungi(acquirente, golf);
    await expect(alPiazzamento()).resolves.toEqual({ officina: null, veicolo: pandaPerCompatibilita });
    await h.call(GARAGE.activate, { veicoloId: seconda.id }, acquirente);
    await expect(alPiazzamento()).resolves.toEqual({ officina: null, veicolo: { ...golf, codiceMotore: null } });

    await h.call(GARAGE.remove, { veicoloId: seconda.id }, acquirente);
    await h.call(GARAGE.remove, { veicoloId: prima.id }, acquirente);
    await expect(alPiazzamento()).resolves.toEqual({ officina: null, veicolo: null });
  });

  it('serves buyers only: a seller is forbidden and a visitor unauthenticated', async () => {
    const venditore = await registra('venditore');
    const veicoloId = (await aggiungi(await registra())).id;
    const richieste = (actor: Actor | null) => [
      h.call(GARAGE.list, {}, actor),
      h.call(GARAGE.add, panda, actor),
      h.call(GARAGE.update, { ...panda, veicoloId }, actor),
      h.call(GARAGE.activate, { veicoloId }, actor),
      h.call(GARAGE.remove, { veicoloId }, actor),
    ];
    for (const richiesta of richieste(venditore)) expect((await failure(richiesta)).code).toBe('FORBIDDEN');
    for (const richiesta of richieste(null)) expect((await failure(richiesta)).code).toBe('UNAUTHENTICATED');
  });

  it('answers invalid data with the listing form’s Italian messages and stores nothing', async () => {
    const acquirente = await registra();
    const errore = await failure(
      aggiungi(acquirente, { ...panda, marca: '', anno: 1899, cilindrata: 0, kw: 0, numeroTelaio: 'ZFA2250000I138627' }),
    );
    expect(errore.code).toBe('VALIDATION_FAILED');
    expect(errore.fields).toEqual({
      marca: MESSAGGI_INSERZIONE.marca,
      anno: MESSAGGI_INSERZIONE.anno,
      cilindrata: MESSAGGI_INSERZIONE.cilindrata,
      kw: MESSAGGI_INSERZIONE.kw,
      numeroTelaio: MESSAGGI_VIN.formato,
    });
    await expect(elenco(acquirente)).resolves.toEqual([]);
  });

  it('goes with its buyer: the database enforces one active vehicle per buyer and removes the garage with the user', async () => {
    const acquirente = await registra();
    const prima = await aggiungi(acquirente);
    await aggiungi(acquirente, golf);
    await expect(h.sql('UPDATE veicoli_acquirente SET attivo = true WHERE acquirente_id = $1', [acquirente.userId])).rejects.toThrow(
      /veicoli_acquirente_un_attivo/,
    );
    await h.sql('DELETE FROM users WHERE id = $1', [acquirente.userId]);
    await expect(h.sql('SELECT id FROM veicoli_acquirente WHERE id = $1', [prima.id])).resolves.toEqual([]);
  });
});
