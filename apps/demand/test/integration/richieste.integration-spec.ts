import { randomUUID } from 'node:crypto';
import type { Actor, RichiestaInput } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS, DEMAND, DEMAND_EVENTS, MAX_RICHIESTE_APERTE, ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure, startServiceHarness, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { demand } from '../../src/main';
import { Scadenze } from '../../src/richieste/scadenze';
import type { AutoDiProva } from '../fixtures/catalogo';
import { CatalogoDiProva } from '../fixtures/catalogo';

jest.setTimeout(120_000);

const CATALOGUE_DATABASE = 'ricambiamo_catalogue_demand_test_richieste';

let h: ServiceHarness;
let catalogo: CatalogoDiProva;

const acquirente = (): Actor => ({ userId: randomUUID(), role: 'acquirente' });
const venditore = (): Actor => ({ userId: randomUUID(), role: 'venditore' });

const GOLF: RichiestaInput = {
  marca: 'Volkswagen',
  modello: 'Golf VI',
  anno: 2010,
  codiceMotore: 'CAYC',
  numeroTelaio: 'WVWZZZ1KZAW000001',
  ricambi: ['Motore completo'],
  provincia: 'BO',
  citta: 'Bologna',
};

/** Waits until demand has applied the event. */
async function applicato(id: string): Promise<void> {
  await waitFor(async () => ((await h.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [id])).length ? true : undefined));
}

/** A car of the seller's stock, listed in catalogue and announced to demand. */
async function inScorta(seller: Actor, auto: AutoDiProva): Promise<string> {
  const autoId = await catalogo.inserisci(auto, seller.userId);
  await applicato(await h.publish(CATALOGUE_EVENTS.listingCreated, { autoId, venditoreId: seller.userId }));
  return autoId;
}

const ricambioDi = async (autoId: string, nome: string) =>
  (await catalogo.query<{ id: string }>('SELECT id FROM ricambi WHERE auto_id = $1 AND nome = $2', [autoId, nome]))[0].id;

const eventi = (subject: string, richiestaId: string) =>
  h.sql<{ payload: Record<string, unknown> }>(`SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'richiestaId' = $2 ORDER BY occurred_at`, [
    subject,
    richiestaId,
  ]);

beforeAll(async () => {
  h = await startServiceHarness(demand, {
    database: 'ricambiamo_demand_test_richieste',
    env: { DIGEST_SWEEP_MS: '3600000', REQUEST_SWEEP_MS: '3600000' },
    beforeStart: (natsUrl) => startServiceProcess('catalogue', { natsUrl, database: CATALOGUE_DATABASE }),
  });
  catalogo = await CatalogoDiProva.connect(testDatabaseUrl(CATALOGUE_DATABASE));
});

afterAll(async () => {
  await catalogo?.close();
  await h?.close();
});

describe('a wanted-part request', () => {
  it('reaches the yards whose stock can answer it, and is answered, ordered from and closed', async () => {
    const buyer = acquirente();
    const [golf, panda, octavia, oem, lontano] = [venditore(), venditore(), venditore(), venditore(), venditore()];
    const autoGolf = await inScorta(golf, { marca: 'Volkswagen', modello: 'Golf VI', anno: 2011, ricambi: [{ nome: 'Motore completo' }, { nome: 'Cambio', disponibile: false }] });
    await inScorta(panda, { marca: 'Fiat', modello: 'Panda', anno: 2010, ricambi: [{ nome: 'Cambio' }] });
    await inScorta(octavia, { marca: 'Skoda', modello: 'Octavia', anno: 2012, codiceMotore: 'CAYC', ricambi: [{ nome: 'Cambio' }] });
    await inScorta(oem, { marca: 'Seat', modello: 'Leon', anno: 2009, ricambi: [{ nome: 'Centralina ECU', codiceOem: '03L 906 023' }] });
    await inScorta(lontano, { marca: 'Volkswagen', modello: 'Golf VI', anno: 2005, ricambi: [{ nome: 'Musata' }] });

    const richiesta = await h.call(DEMAND.request.create, GOLF, buyer);
    const perOem = await h.call(DEMAND.request.create, { ...GOLF, codiceMotore: null, modello: 'Passat', ricambi: [], testo: 'Centralina motore', codiceOem: '03L906023' }, buyer);
    expect(richiesta).toMatchObject({ stato: 'aperta', telaioIndicato: true, numeroTelaio: 'WVWZZZ1KZAW000001', mia: true, provincia: 'BO', risposte: [] });

    const vede = async (seller: Actor) => (await h.call(DEMAND.request.forSeller, {}, seller)).map((r) => r.id).filter((id) => [richiesta.id, perOem.id].includes(id));
    expect(await vede(golf)).toEqual([richiesta.id]);
    expect(await vede(octavia)).toEqual([richiesta.id]);
    expect(await vede(oem)).toEqual([perOem.id]);
    expect(await vede(panda)).toEqual([]);
    expect(await vede(lontano)).toEqual([]);
    expect((await h.call(DEMAND.request.forSeller, { ricambio: 'Cambio' }, golf)).map((r) => r.id)).not.toContain(richiesta.id);

    // The public board: where, never who, and no VIN.
    const pubblica = await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, null);
    expect(pubblica).toMatchObject({ telaioIndicato: true, numeroTelaio: null, mia: false, citta: 'Bologna' });
    expect(JSON.stringify(pubblica)).not.toContain(buyer.userId);

    const motore = await ricambioDi(autoGolf, 'Motore completo');
    const cambio = await ricambioDi(autoGolf, 'Cambio');
    const risposta = await h.call(DEMAND.request.answer, { richiestaId: richiesta.id, autoId: autoGolf, ricambioId: motore }, golf);
    expect(risposta.risposte).toEqual([
      expect.objectContaining({ tipo: 'inserzione', autoId: autoGolf, ricambioId: motore, nomeRicambio: 'Motore completo', titolo: 'Volkswagen Golf VI 2011', prezzoCentesimi: 10000 }),
    ]);
    for (const [seller, data, code] of [
      [golf, { richiestaId: richiesta.id, autoId: autoGolf, ricambioId: motore }, 'REQUEST_ANSWERED'],
      [golf, { richiestaId: richiesta.id, autoId: autoGolf, ricambioId: cambio }, 'REQUEST_PART_UNAVAILABLE'],
      [octavia, { richiestaId: richiesta.id, autoId: autoGolf, ricambioId: motore }, 'REQUEST_LISTING_INVALID'],
      [golf, { richiestaId: richiesta.id, autoId: autoGolf, ricambioId: randomUUID() }, 'REQUEST_LISTING_INVALID'],
      [golf, { richiestaId: randomUUID(), nonDisponibile: true }, 'REQUEST_NOT_FOUND'],
    ] as const) {
      expect(await failure(h.call(DEMAND.request.answer, data, seller))).toMatchObject({ code });
    }
    // "Non disponibile" once, seen by its yard only.
    const nonDisponibile = await h.call(DEMAND.request.answer, { richiestaId: richiesta.id, nonDisponibile: true }, octavia);
    expect(nonDisponibile.risposte.map((r) => r.tipo)).toEqual(['inserzione', 'non_disponibile']);
    expect(await failure(h.call(DEMAND.request.answer, { richiestaId: richiesta.id, nonDisponibile: true }, octavia))).toMatchObject({ code: 'REQUEST_ANSWERED' });
    expect((await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, buyer)).risposte.map((r) => r.tipo)).toEqual(['inserzione']);
    expect((await eventi('evt.demand.request.answered', richiesta.id)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ acquirenteId: buyer.userId, titolo: 'Volkswagen Golf VI 2010', nomeRicambio: 'Motore completo' }),
    ]);

    // Another car's order closes nothing; the proposed part's order closes the request, and the yard is told.
    const ordine = (autoId: string, nome: string) =>
      h.publish(ORDERS_EVENTS.orderCreated, {
        ordineId: randomUUID(),
        codice: 'ORDABCDE',
        autoId,
        acquirenteId: buyer.userId,
        venditoreId: golf.userId,
        totaleCentesimi: 11_000,
        scadenzaPagamento: new Date(Date.now() + 86_400_000).toISOString(),
        causale: 'Ordine',
        pagamento: { beneficiario: 'Autodemolizioni Golf', iban: 'IT60X0542811101000000123456' },
        ricambi: [{ nome, prezzoCentesimi: 10_000, spedizioneCentesimi: 1_000 }],
        spedizione: { nome: 'Giulia Neri', indirizzo: 'Via Emilia 1', citta: 'Bologna', cap: '40100', provincia: 'BO', telefono: '3331234567', email: 'g@n.it' },
        note: null,
      });
    await applicato(await ordine(randomUUID(), 'Motore completo'));
    expect((await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, buyer)).stato).toBe('aperta');
    await applicato(await ordine(autoGolf, 'Motore completo'));
    expect(await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, buyer)).toMatchObject({ stato: 'chiusa', motivoChiusura: 'ordine' });
    expect((await eventi('evt.demand.request.closed', richiesta.id)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ motivo: 'ordine', venditoriIds: [golf.userId] }),
    ]);
    expect(await vede(golf)).toEqual([]);
    expect(await failure(h.call(DEMAND.request.answer, { richiestaId: richiesta.id, nonDisponibile: true }, golf))).toMatchObject({ code: 'REQUEST_CLOSED' });
  });

  it('leaves a yard\'s stock with its deleted listing', async () => {
    const [buyer, seller] = [acquirente(), venditore()];
    const autoId = await inScorta(seller, { marca: 'Fiat', modello: 'Doblò', anno: 2012, ricambi: [{ nome: 'Cambio' }] });
    const richiesta = await h.call(DEMAND.request.create, { ...GOLF, marca: 'Fiat', modello: 'Doblo', anno: 2013, codiceMotore: null }, buyer);
    expect((await h.call(DEMAND.request.forSeller, {}, seller)).map((r) => r.id)).toContain(richiesta.id);
    await applicato(await h.publish(CATALOGUE_EVENTS.listingDeleted, { autoId, venditoreId: seller.userId }));
    expect((await h.call(DEMAND.request.forSeller, {}, seller)).map((r) => r.id)).not.toContain(richiesta.id);
  });
});

describe('open requests', () => {
  it('expire after their days, tell the yards that answered, and open again when renewed', async () => {
    const [buyer, seller] = [acquirente(), venditore()];
    const autoId = await inScorta(seller, { marca: 'Lancia', modello: 'Ypsilon', anno: 2015, ricambi: [{ nome: 'Cambio' }] });
    const richiesta = await h.call(DEMAND.request.create, { ...GOLF, marca: 'Lancia', modello: 'Ypsilon', anno: 2014, codiceMotore: null, ricambi: ['Cambio'] }, buyer);
    await h.call(DEMAND.request.answer, { richiestaId: richiesta.id, autoId, ricambioId: await ricambioDi(autoId, 'Cambio') }, seller);
    await h.sql(`UPDATE richieste SET scade_il = now() - interval '1 minute' WHERE id = $1`, [richiesta.id]);
    expect(await h.app.get(Scadenze).esegui()).toBeGreaterThanOrEqual(1);
    expect(await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, buyer)).toMatchObject({ stato: 'chiusa', motivoChiusura: 'scaduta' });
    expect((await eventi('evt.demand.request.closed', richiesta.id)).map((e) => e.payload)).toEqual([expect.objectContaining({ motivo: 'scaduta', venditoriIds: [seller.userId] })]);
    expect(await h.app.get(Scadenze).esegui()).toBe(0);

    const rinnovata = await h.call(DEMAND.request.renew, { richiestaId: richiesta.id }, buyer);
    expect(rinnovata).toMatchObject({ stato: 'aperta', motivoChiusura: null });
    expect(new Date(rinnovata.scadeIl).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await h.call(DEMAND.request.close, { richiestaId: richiesta.id }, buyer);
    expect(await failure(h.call(DEMAND.request.renew, { richiestaId: richiesta.id }, buyer))).toMatchObject({ code: 'REQUEST_CLOSED' });
    expect(await failure(h.call(DEMAND.request.close, { richiestaId: richiesta.id }, buyer))).toMatchObject({ code: 'REQUEST_CLOSED' });
  });

  it('are at most ten a buyer, even when posted at once', async () => {
    const buyer = acquirente();
    const esiti = await Promise.allSettled(Array.from({ length: MAX_RICHIESTE_APERTE + 3 }, () => h.call(DEMAND.request.create, GOLF, buyer)));
    expect(esiti.filter((e) => e.status === 'fulfilled')).toHaveLength(MAX_RICHIESTE_APERTE);
    expect(await failure(h.call(DEMAND.request.create, GOLF, buyer))).toMatchObject({ code: 'REQUEST_LIMIT' });
    const [prima] = await h.call(DEMAND.request.mine, {}, buyer);
    await h.call(DEMAND.request.close, { richiestaId: prima.id }, buyer);
    await expect(h.call(DEMAND.request.create, GOLF, buyer)).resolves.toMatchObject({ stato: 'aperta' });
  });
});

describe('who may do what with requests', () => {
  it('keeps each buyer to their own, sellers to answering, and visitors to reading', async () => {
    const [mia, altro, seller] = [acquirente(), acquirente(), venditore()];
    const richiesta = await h.call(DEMAND.request.create, GOLF, mia);
    for (const chiamata of [
      h.call(DEMAND.request.close, { richiestaId: richiesta.id }, altro),
      h.call(DEMAND.request.renew, { richiestaId: richiesta.id }, altro),
    ]) {
      expect(await failure(chiamata)).toMatchObject({ code: 'REQUEST_NOT_FOUND' });
    }
    expect((await h.call(DEMAND.request.mine, {}, altro)).map((r) => r.id)).toEqual([]);
    for (const actor of [seller, null]) {
      for (const chiamata of [
        h.call(DEMAND.request.create, GOLF, actor),
        h.call(DEMAND.request.mine, {}, actor),
        h.call(DEMAND.request.close, { richiestaId: richiesta.id }, actor),
        h.call(DEMAND.request.renew, { richiestaId: richiesta.id }, actor),
      ]) {
        expect((await failure(chiamata)).code).toBe(actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    }
    for (const actor of [mia, altro, null]) {
      for (const chiamata of [h.call(DEMAND.request.forSeller, {}, actor), h.call(DEMAND.request.answer, { richiestaId: richiesta.id, nonDisponibile: true }, actor)]) {
        expect((await failure(chiamata)).code).toBe(actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    }
    expect((await h.call(DEMAND.request.board, {}, null)).map((r) => r.id)).toContain(richiesta.id);
    expect(await failure(h.call(DEMAND.request.create, { ...GOLF, ricambi: [], testo: null }, mia))).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await failure(h.call(DEMAND.request.create, { ...GOLF, provincia: 'XX' as never }, mia))).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('a report of a request', () => {
  it('goes to the operator with the request as it was, once per person, never from its own buyer nor a visitor', async () => {
    const [mia, altro, seller] = [acquirente(), acquirente(), venditore()];
    const richiesta = await h.call(DEMAND.request.create, { ...GOLF, testo: 'Chiamatemi al 333 1234567' }, mia);

    expect(await h.call(DEMAND.request.report, { richiestaId: richiesta.id, motivo: 'dati_personali', dettagli: ' C’è un telefono ', buonaFede: true }, altro)).toEqual({ ok: true });
    await h.call(DEMAND.request.report, { richiestaId: richiesta.id, motivo: 'truffa', dettagli: '', buonaFede: true }, seller);
    expect(await failure(h.call(DEMAND.request.report, { richiestaId: richiesta.id, motivo: 'altro', buonaFede: true }, altro))).toMatchObject({ code: 'REQUEST_REPORTED' });
    expect(await failure(h.call(DEMAND.request.report, { richiestaId: richiesta.id, motivo: 'altro', buonaFede: true }, mia))).toMatchObject({ code: 'REQUEST_NOT_FOUND' });
    expect(await failure(h.call(DEMAND.request.report, { richiestaId: richiesta.id, motivo: 'altro', buonaFede: true }, null))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await failure(h.call(DEMAND.request.report, { richiestaId: randomUUID(), motivo: 'altro', buonaFede: true }, altro))).toMatchObject({ code: 'REQUEST_NOT_FOUND' });
    expect(await failure(h.call(DEMAND.request.report, { richiestaId: richiesta.id, motivo: 'spam' as never, buonaFede: true }, altro))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { motivo: 'Indica il motivo della segnalazione' },
    });
    // Art. 16(2)(d) DSA: no report without the statement of good faith.
    expect(await failure(h.call(DEMAND.request.report, { richiestaId: richiesta.id, motivo: 'altro', buonaFede: false as never }, altro))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { buonaFede: 'Conferma che la segnalazione è fatta in buona fede' },
    });

    // It hides nothing; whoever reported it reads it as reported, nobody else does.
    await h.call(DEMAND.request.close, { richiestaId: richiesta.id }, mia);
    expect((await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, altro)).segnalata).toBe(true);
    expect((await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, mia)).segnalata).toBe(false);
    expect((await h.call(DEMAND.request.get, { richiestaId: richiesta.id }, null)).segnalata).toBe(false);

    const segnalazioni = await h.sql<{ autore_id: string; motivo: string; dettagli: string | null; stato: string; istantanea: Record<string, unknown> }>(
      'SELECT autore_id, motivo, dettagli, stato, istantanea FROM segnalazioni_richieste WHERE richiesta_id = $1 ORDER BY created_at',
      [richiesta.id],
    );
    expect(segnalazioni).toEqual([
      { autore_id: altro.userId, motivo: 'dati_personali', dettagli: 'C’è un telefono', stato: 'aperta', istantanea: expect.anything() },
      { autore_id: seller.userId, motivo: 'truffa', dettagli: null, stato: 'aperta', istantanea: expect.anything() },
    ]);
    // The operator reads the request as it was when reported, its buyer and VIN included, though it closed since.
    expect(segnalazioni[0].istantanea).toMatchObject({
      acquirenteId: mia.userId,
      marca: 'Volkswagen',
      modello: 'Golf VI',
      numeroTelaio: 'WVWZZZ1KZAW000001',
      testo: 'Chiamatemi al 333 1234567',
      stato: 'aperta',
    });
    // Each report goes on to moderation's queue: its reason in moderation's terms, the buyer as whom a decision affects.
    const inoltrate = await h.sql<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'oggettoId' = $2 ORDER BY occurred_at`,
      [DEMAND_EVENTS.requestReported.subject, richiesta.id],
    );
    expect(inoltrate.map((e) => e.payload)).toEqual([
      expect.objectContaining({ oggetto: 'richiesta', interessatoId: mia.userId, segnalanteId: altro.userId, motivo: 'altro', spiegazione: 'Contiene dati personali: C’è un telefono' }),
      expect.objectContaining({ segnalanteId: seller.userId, motivo: 'frode', spiegazione: 'Tentativo di truffa' }),
    ]);
    expect(inoltrate[0].payload.istantanea).toMatchObject({
      link: `/cerco/${richiesta.id}`,
      righe: expect.arrayContaining([{ etichetta: 'Testo', valore: 'Chiamatemi al 333 1234567' }]),
    });
  });
});
