import { randomUUID } from 'node:crypto';
import type { Actor, FiltriRicercaSalvataInput, RicercaSalvataDto } from '@ricambiamo/contracts';
import { CATALOGUE, CATALOGUE_EVENTS, DEMAND, MAX_RICERCHE_SALVATE } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure, startServiceHarness, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { demand } from '../../src/main';
import { Riepilogo } from '../../src/riepilogo/riepilogo';
import { tokenDisattiva } from '../../src/ricerche/link-disattiva';
import type { AutoDiProva } from '../fixtures/catalogo';
import { CatalogoDiProva } from '../fixtures/catalogo';

jest.setTimeout(120_000);

const DATABASE = 'ricambiamo_demand_test';
const CATALOGUE_DATABASE = 'ricambiamo_catalogue_demand_test';
/** The development secret the service and its second replica sign links with. */
const SEGRETO = demand.env.parse({}).DEMAND_LINK_SECRET;

let h: ServiceHarness;
let catalogo: CatalogoDiProva;

const acquirente = (): Actor => ({ userId: randomUUID(), role: 'acquirente' });
const venditore = (): Actor => ({ userId: randomUUID(), role: 'venditore' });

const salva = (actor: Actor, filtri: FiltriRicercaSalvataInput, frequenza: 'subito' | 'giornaliera' = 'subito', nome = 'Ricerca') =>
  h.call(DEMAND.search.save, { nome, filtri, frequenza }, actor);

/** Announces the car as catalogue's relay would, and waits until demand has applied the event. */
async function annuncia(autoId: string, evento: 'creata' | 'cambiata' = 'creata', id: string = randomUUID()): Promise<string> {
  const venditoreId = randomUUID();
  if (evento === 'creata') await h.publish(CATALOGUE_EVENTS.listingCreated, { autoId, venditoreId }, { id });
  else await h.publish(CATALOGUE_EVENTS.listingUpdated, { autoId, venditoreId }, { id });
  await waitFor(async () => ((await h.sql(`SELECT 1 FROM processed_events WHERE consumer = 'demand-catalogue' AND event_id = $1`, [id])).length ? true : undefined));
  return id;
}

async function pubblica(auto: AutoDiProva): Promise<string> {
  const id = await catalogo.inserisci(auto);
  await annuncia(id);
  return id;
}

const corrispondenze = async (ricercaId: string) =>
  (await h.sql<{ auto_id: string }>('SELECT auto_id FROM corrispondenze WHERE ricerca_id = $1', [ricercaId])).map((r) => r.auto_id).sort();

/** The matches announced of the car for these searches (the other tests' searches may match it too). */
const annunci = async (autoId: string, ricerche: RicercaSalvataDto[]) =>
  h.sql<{ ricerca_id: string; email: boolean; disattiva: string }>(
    `SELECT payload->>'ricercaId' AS ricerca_id, (payload->>'email')::boolean AS email, payload->>'disattiva' AS disattiva
     FROM outbox_events WHERE subject = 'evt.demand.search.matched' AND payload->>'autoId' = $1 AND payload->>'ricercaId' = ANY($2)
     ORDER BY payload->>'ricercaId'`,
    [autoId, ricerche.map((r) => r.id)],
  );

beforeAll(async () => {
  h = await startServiceHarness(demand, {
    database: DATABASE,
    // The digest is driven by the test's own clock (riepiloga), never by the sweep.
    env: { DIGEST_SWEEP_MS: '3600000' },
    beforeStart: (natsUrl) => startServiceProcess('catalogue', { natsUrl, database: CATALOGUE_DATABASE }),
  });
  catalogo = await CatalogoDiProva.connect(testDatabaseUrl(CATALOGUE_DATABASE));
});

afterAll(async () => {
  await catalogo?.close();
  await h?.close();
});

describe('what an alert finds is what the search finds', () => {
  const PANDA: AutoDiProva = {
    marca: 'Fiat', modello: 'Panda', anno: 2012, codiceMotore: '169A4000',
    ricambi: [{ nome: 'Cambio' }, { nome: 'Musata' }],
  };
  const PANDA_DIESEL: AutoDiProva = {
    marca: 'Fiat', modello: 'Panda', anno: 2011, carburante: 'diesel', cilindrata: 1248, codiceMotore: '188A9000',
    ricambi: [{ nome: 'Centralina ECU', codiceOem: '55195817' }],
  };
  const GOLF: AutoDiProva = {
    marca: 'Volkswagen', modello: 'Golf VI', anno: 2010, carburante: 'diesel', cilindrata: 1598, codiceMotore: 'CAYC', km: 210_000,
    ricambi: [{ nome: 'Motore completo' }],
  };
  const ALFA: AutoDiProva = {
    marca: 'Alfa Romeo', modello: '147', anno: 2006, cilindrata: 1598,
    ricambi: [{ nome: 'Porta laterale anteriore sinistra', disponibile: false }],
  };
  const MUSA: AutoDiProva = {
    marca: 'Lancia', modello: 'Musa', anno: 2008, descrizione: 'Portellone posteriore integro', ricambi: [{ nome: 'Bagagliaio' }],
  };
  const PUNTO: AutoDiProva = {
    marca: 'Fiat', modello: 'Punto', anno: 2015, descrizione: 'Fanale anteriore integro', ricambi: [{ nome: 'Paraurti posteriore' }],
  };

  /** Each search, and the cars the search finds once they are all listed: the alert must have found the same. */
  const CASI: { filtri: FiltriRicercaSalvataInput; trova: AutoDiProva[] }[] = [
    { filtri: { q: 'Panda 169A4000 Cambio' }, trova: [PANDA] },
    { filtri: { q: 'trasmissione' }, trova: [PANDA] },
    { filtri: { q: 'faro' }, trova: [PUNTO] },
    { filtri: { q: 'Alfa Rom' }, trova: [ALFA] },
    // The word finds the Alfa's door as it is, so the search never completes it to the Musa's "portellone".
    { filtri: { q: 'porta' }, trova: [ALFA] },
    { filtri: { q: '55195817' }, trova: [PANDA_DIESEL] },
    { filtri: { q: '169A4' }, trova: [PANDA] },
    { filtri: { q: 'motore completo cayc' }, trova: [GOLF] },
    { filtri: { q: 'golf', soloDisponibili: true }, trova: [GOLF] },
    { filtri: { marca: 'fiat' }, trova: [PANDA, PANDA_DIESEL, PUNTO] },
    { filtri: { marca: 'Fiat', modello: 'Panda', carburante: 'diesel' }, trova: [PANDA_DIESEL] },
    { filtri: { annoDa: 2011, annoA: 2012 }, trova: [PANDA, PANDA_DIESEL] },
    { filtri: { marca: 'Alfa', soloDisponibili: true }, trova: [] },
    { filtri: { kmDa: 200_000 }, trova: [GOLF] },
    { filtri: { compatibileCon: { marca: 'FIAT', modello: 'panda', anno: 2013, carburante: 'benzina', cilindrata: 1242 } }, trova: [PANDA] },
    { filtri: { q: 'Panda', compatibileCon: { marca: 'Fiat', modello: 'Panda', anno: 2010, codiceMotore: '188 A9.000' } }, trova: [PANDA_DIESEL] },
    { filtri: { q: 'Ducato' }, trova: [] },
  ];

  it('on a table of searches saved before the cars came', async () => {
    const buyer = acquirente();
    const salvate: RicercaSalvataDto[] = [];
    for (const caso of CASI) salvate.push(await salva(buyer, caso.filtri));
    const ids = new Map<AutoDiProva, string>();
    for (const auto of [PANDA, PANDA_DIESEL, GOLF, ALFA, MUSA, PUNTO]) ids.set(auto, await pubblica(auto));

    for (const [i, caso] of CASI.entries()) {
      const attese = caso.trova.map((auto) => ids.get(auto)!).sort();
      const cercate = await h.call(CATALOGUE.listing.search, { ...caso.filtri, pageSize: 48 });
      const trovate = cercate.items.map((card) => card.id).filter((id) => [...ids.values()].includes(id)).sort();
      // Both against the expected cars, so that neither an empty search nor an empty alert passes by agreeing.
      expect({ caso: caso.filtri, cerca: trovate }).toEqual({ caso: caso.filtri, cerca: attese });
      expect({ caso: caso.filtri, avvisa: await corrispondenze(salvate[i].id) }).toEqual({ caso: caso.filtri, avvisa: attese });
    }
  });

  it('matches a car when an edit makes it match, once, and tells the buyer once', async () => {
    const buyer = acquirente();
    const ricerca = await salva(buyer, { q: 'Kit Airbag Qubo' });
    const id = await pubblica({ marca: 'Fiat', modello: 'Qubo', anno: 2014, ricambi: [{ nome: 'Musata' }] });
    expect(await corrispondenze(ricerca.id)).toEqual([]);
    await catalogo.aggiungiRicambio(id, { nome: 'Kit Airbag' });
    await annuncia(id, 'cambiata');
    await annuncia(id, 'cambiata');
    expect(await corrispondenze(ricerca.id)).toEqual([id]);
    expect(await annunci(id, [ricerca])).toEqual([{ ricerca_id: ricerca.id, email: true, disattiva: tokenDisattiva(SEGRETO, ricerca.id) }]);
  });
});

describe('an alert, under replays and two replicas', () => {
  it('is written and announced exactly once per search and car', async () => {
    const stopSecond = await startServiceProcess('demand', { natsUrl: h.nats.url, database: DATABASE, keepData: true, env: { DIGEST_SWEEP_MS: '3600000' } });
    try {
      const [uno, due] = [acquirente(), acquirente()];
      const ricerche = [await salva(uno, { q: 'Multipla' }), await salva(due, { marca: 'Fiat', modello: 'Multipla' }, 'giornaliera')];
      const id = await catalogo.inserisci({ marca: 'Fiat', modello: 'Multipla', anno: 2004, ricambi: [{ nome: 'Cambio' }] });
      const creata = randomUUID();
      // The same event read again, and changes announced at once: each replica takes some of them.
      await Promise.all([
        annuncia(id, 'creata', creata),
        annuncia(id, 'creata', creata),
        ...Array.from({ length: 6 }, () => annuncia(id, 'cambiata')),
      ]);
      for (const ricerca of ricerche) expect(await corrispondenze(ricerca.id)).toEqual([id]);
      const annunciati = await annunci(id, ricerche);
      expect(annunciati.map((a) => [a.ricerca_id, a.email])).toEqual(
        [
          [ricerche[0].id, true],
          [ricerche[1].id, false],
        ].sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
    } finally {
      await stopSecond();
    }
  });
});

describe('the morning digest', () => {
  const riepilogo = () => h.app.get(Riepilogo);
  const prossimo = async () => (await h.sql<{ prossimo_il: Date }>('SELECT prossimo_il FROM riepiloghi WHERE id = 1'))[0].prossimo_il.toISOString();
  const digestDi = (acquirenteId: string) =>
    h.sql<{ payload: { voci: { autoId: string }[] } }>(
      `SELECT payload FROM outbox_events WHERE subject = 'evt.demand.digest.ready' AND payload->>'acquirenteId' = $1 ORDER BY occurred_at`,
      [acquirenteId],
    );

  it('goes out at 8:00 Italian time on the days the clocks change, with what came since, once', async () => {
    const buyer = acquirente();
    await salva(buyer, { q: 'Musa' }, 'giornaliera');
    await h.sql(`UPDATE riepiloghi SET prossimo_il = '2027-03-28T06:00:00Z'`);
    const primo = await pubblica({ marca: 'Lancia', modello: 'Musa', anno: 2009, ricambi: [{ nome: 'Bagagliaio' }] });

    // Summer time began at 02:00 that night: 07:59 in Rome is 05:59 UTC.
    expect(await riepilogo().riepiloga(new Date('2027-03-28T05:59:00Z'))).toBe(0);
    expect(await riepilogo().riepiloga(new Date('2027-03-28T06:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await digestDi(buyer.userId)).map((d) => d.payload.voci.map((v) => v.autoId))).toEqual([[primo]]);
    expect(await prossimo()).toBe('2027-03-29T06:00:00.000Z');
    expect(await riepilogo().riepiloga(new Date('2027-03-29T06:00:00Z'))).toBe(0);

    // Winter time comes back at 03:00 on 31 October 2027: 8:00 is 07:00 UTC from that morning.
    await h.sql(`UPDATE riepiloghi SET prossimo_il = '2027-10-30T06:00:00Z'`);
    const secondo = await pubblica({ marca: 'Lancia', modello: 'Musa', anno: 2010, ricambi: [{ nome: 'Cambio' }] });
    expect(await riepilogo().riepiloga(new Date('2027-10-30T06:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await prossimo()).toBe('2027-10-31T07:00:00.000Z');
    expect(await riepilogo().riepiloga(new Date('2027-10-31T06:30:00Z'))).toBe(0);
    const terzo = await pubblica({ marca: 'Lancia', modello: 'Musa', anno: 2011, ricambi: [{ nome: 'Musata' }] });
    expect(await riepilogo().riepiloga(new Date('2027-10-31T07:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await digestDi(buyer.userId)).map((d) => d.payload.voci.map((v) => v.autoId))).toEqual([[primo], [secondo], [terzo]]);
    expect(await prossimo()).toBe('2027-11-01T07:00:00.000Z');
  });
});

describe('the unsubscribe link', () => {
  it('pauses its own search without signing in, and a forged or altered one does nothing', async () => {
    const buyer = acquirente();
    const [ricerca, altra] = [await salva(buyer, { q: 'Ypsilon' }, 'subito', 'Ypsilon'), await salva(buyer, { q: 'Delta' })];
    const token = tokenDisattiva(SEGRETO, ricerca.id);
    await expect(h.call(DEMAND.search.unsubscribe, { token }, null)).resolves.toEqual({ nome: 'Ypsilon' });

    const [, firma] = token.split('.');
    for (const falso of [`${altra.id}.${firma}`, tokenDisattiva('un-altro-segreto', altra.id), 'x', tokenDisattiva(SEGRETO, randomUUID())]) {
      expect(await failure(h.call(DEMAND.search.unsubscribe, { token: falso }, null))).toMatchObject({ code: 'UNSUBSCRIBE_INVALID' });
    }
    const elenco = await h.call(DEMAND.search.list, {}, buyer);
    expect(elenco.map((r) => [r.nome, r.attiva])).toEqual([
      ['Ricerca', true],
      ['Ypsilon', false],
    ]);
    const id = await pubblica({ marca: 'Lancia', modello: 'Ypsilon', anno: 2015, ricambi: [{ nome: 'Cambio' }] });
    expect(await corrispondenze(ricerca.id)).toEqual([]);
    expect(id).toBeDefined();
  });
});

describe('who may do what', () => {
  it('keeps each buyer to their own searches, and sellers and visitors out', async () => {
    const [mia, altro, seller] = [acquirente(), acquirente(), venditore()];
    const ricerca = await salva(mia, { q: 'Bravo' });
    for (const chiamata of [
      h.call(DEMAND.search.update, { ricercaId: ricerca.id, attiva: false }, altro),
      h.call(DEMAND.search.delete, { ricercaId: ricerca.id }, altro),
      h.call(DEMAND.search.update, { ricercaId: randomUUID(), nome: 'x' }, mia),
    ]) {
      expect(await failure(chiamata)).toMatchObject({ code: 'SAVED_SEARCH_NOT_FOUND' });
    }
    expect(await h.call(DEMAND.search.list, {}, altro)).toEqual([]);
    for (const actor of [seller, null]) {
      for (const chiamata of [
        h.call(DEMAND.search.save, { nome: 'x', filtri: { q: 'Bravo' } }, actor),
        h.call(DEMAND.search.list, {}, actor),
        h.call(DEMAND.search.update, { ricercaId: ricerca.id, attiva: false }, actor),
        h.call(DEMAND.search.delete, { ricercaId: ricerca.id }, actor),
      ]) {
        expect((await failure(chiamata)).code).toBe(actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    }
    expect((await h.call(DEMAND.search.list, {}, mia)).map((r) => [r.id, r.attiva])).toEqual([[ricerca.id, true]]);
  });

  it('refuses an empty search, and a 21st even when saves race', async () => {
    const buyer = acquirente();
    expect(await failure(salva(buyer, { soloDisponibili: false }))).toMatchObject({ code: 'VALIDATION_FAILED' });
    const esiti = await Promise.allSettled(Array.from({ length: MAX_RICERCHE_SALVATE + 3 }, (_, i) => salva(buyer, { q: `Panda ${i}` })));
    expect(esiti.filter((e) => e.status === 'fulfilled')).toHaveLength(MAX_RICERCHE_SALVATE);
    expect(await failure(salva(buyer, { q: 'Panda' }))).toMatchObject({ code: 'SAVED_SEARCH_LIMIT' });
    expect(await h.call(DEMAND.search.list, {}, buyer)).toHaveLength(MAX_RICERCHE_SALVATE);
  });
});
