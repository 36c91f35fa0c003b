import { randomUUID } from 'node:crypto';
import type { Actor, SegnalaRequest } from '@ricambiamo/contracts';
import { CATALOGUE, CONVERSATIONS_EVENTS, DEMAND_EVENTS, IDENTITY, MODERATION, REVIEWS_EVENTS, SEGNALAZIONI_ALL_ORA } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { creaOperatore, failure, startServiceHarness, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { Client } from 'pg';
import { moderation } from '../../src/main';

jest.setTimeout(180_000);

const IDENTITY_DATABASE = 'ricambiamo_identity_moderation_test';
const CATALOGUE_DATABASE = 'ricambiamo_catalogue_moderation_test';
const REVIEWS_DATABASE = 'ricambiamo_reviews_moderation_test';
const DEMAND_DATABASE = 'ricambiamo_demand_moderation_test';

let h: ServiceHarness;
let catalogo: Client;
let identita: Client;
let recensioni: Client;
let domanda: Client;
let stopIdentity: () => Promise<void>;

/** A seller registered in identity, as the form does. */
async function venditore(nome: string): Promise<Actor> {
  const email = `${randomUUID()}@esempio.it`;
  const { user } = await h.call(IDENTITY.user.register, { nome, email, password: 'segretissima1', confermaPassword: 'segretissima1', ruolo: 'venditore' });
  return { userId: user.id, role: 'venditore' };
}

/** An operator created by the operators' command; the test acts as them without their sign-in. */
async function operatore(nome: string): Promise<Actor> {
  const email = `${randomUUID()}@ricambiamo.it`;
  await creaOperatore(testDatabaseUrl(IDENTITY_DATABASE), email, nome);
  const { rows } = await identita.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { userId: rows[0].id, role: 'operatore' };
}

/** A listing as the seller's form leaves it, written into catalogue's database. */
async function inserzione(venditoreId: string): Promise<string> {
  const id = randomUUID();
  await catalogo.query(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, descrizione, immagini, updated_at)
     VALUES ($1, $2, 'Fiat', 'Panda', 2012, 120000, 70, 51, 1242, 'benzina', 'Cambio rubato?', ARRAY[]::text[], now())`,
    [id, venditoreId],
  );
  await catalogo.query(
    `INSERT INTO ricambi (id, auto_id, nome, prezzo_centesimi, spedizione_centesimi) VALUES ($1, $2, 'Cambio', 35000, 2000)`,
    [randomUUID(), id],
  );
  return id;
}

/** A review of a completed order, as the reviews service keeps it; resolves with its id. */
async function recensione(venditoreId: string, acquirenteId: string, testo: string): Promise<string> {
  const [ordineId, id] = [randomUUID(), randomUUID()];
  await recensioni.query(
    `INSERT INTO ordini (id, codice, venditore_id, acquirente_id, autore, ricambi, completato_il) VALUES ($1, 'RC-1', $2, $3, 'Mario R.', ARRAY['Cambio'], now())`,
    [ordineId, venditoreId, acquirenteId],
  );
  await recensioni.query(
    `INSERT INTO recensioni (id, ordine_id, venditore_id, acquirente_id, descrizione, comunicazione, spedizione, complessivo, testo)
     VALUES ($1, $2, $3, $4, 1, 1, 1, 1, $5)`,
    [id, ordineId, venditoreId, acquirenteId, testo],
  );
  return id;
}

/** An open request on the board, as the demand service keeps it; resolves with its id. */
async function richiesta(acquirenteId: string, testo: string): Promise<string> {
  const id = randomUUID();
  await domanda.query(
    `INSERT INTO richieste (id, acquirente_id, marca, modello, marca_chiave, modello_chiave, anno, ricambi, testo, provincia, scade_il)
     VALUES ($1, $2, 'Volkswagen', 'Golf VI', 'volkswagen', 'golf vi', 2010, ARRAY['Specchietto destro'], $3, 'BO', now() + interval '30 days')`,
    [id, acquirenteId, testo],
  );
  return id;
}

const segnalazione = (oggettoId: string, extra: Partial<SegnalaRequest> = {}): SegnalaRequest => ({
  oggetto: 'inserzione',
  oggettoId,
  motivo: 'illegale',
  spiegazione: 'Il cambio risulta rubato da un’officina di Modena.',
  buonaFede: true,
  ...extra,
});

const eventi = (subject: string) => h.sql<{ payload: Record<string, unknown> }>('SELECT payload FROM outbox_events WHERE subject = $1 ORDER BY occurred_at', [subject]);

/** What an anonymous visitor reads of the listing: its detail, or the error code. */
const dettaglio = (autoId: string) => h.call(CATALOGUE.listing.get, { id: autoId }).then(() => 'visibile', (e: { code: string }) => e.code);

beforeAll(async () => {
  h = await startServiceHarness(moderation, {
    database: 'ricambiamo_moderation_test',
    beforeStart: async (natsUrl) => {
      stopIdentity = await startServiceProcess('identity', { natsUrl, database: IDENTITY_DATABASE });
      const altri = await Promise.all([
        startServiceProcess('catalogue', { natsUrl, database: CATALOGUE_DATABASE }),
        startServiceProcess('reviews', { natsUrl, database: REVIEWS_DATABASE }),
        startServiceProcess('demand', { natsUrl, database: DEMAND_DATABASE }),
      ]);
      return async () => {
        await Promise.all(altri.map((stop) => stop()));
        await stopIdentity();
      };
    },
  });
  catalogo = new Client({ connectionString: testDatabaseUrl(CATALOGUE_DATABASE) });
  identita = new Client({ connectionString: testDatabaseUrl(IDENTITY_DATABASE) });
  recensioni = new Client({ connectionString: testDatabaseUrl(REVIEWS_DATABASE) });
  domanda = new Client({ connectionString: testDatabaseUrl(DEMAND_DATABASE) });
  await Promise.all([catalogo.connect(), identita.connect(), recensioni.connect(), domanda.connect()]);
});

afterAll(async () => {
  await Promise.all([catalogo?.end(), identita?.end(), recensioni?.end(), domanda?.end()]);
  await h?.close();
});

describe('a report (art. 16)', () => {
  it('comes from anyone, joins the open case of its content with a snapshot, and is acknowledged', async () => {
    const seller = await venditore('Ricambi Reno');
    const autoId = await inserzione(seller.userId);
    await h.call(MODERATION.report.file, segnalazione(autoId, { nome: 'Mario Bianchi', email: 'Mario@Example.com' }), null);
    const utente: Actor = { userId: randomUUID(), role: 'acquirente' };
    await h.call(MODERATION.report.file, segnalazione(autoId, { motivo: 'frode', spiegazione: 'Chiede il pagamento fuori dal sito.' }), utente);

    const op = await operatore('Anna Operatrice');
    const coda = (await h.call(MODERATION.caso.queue, { stato: 'aperto' }, op)).filter((c) => c.oggettoId === autoId);
    expect(coda).toHaveLength(1);
    const [caso] = coda;
    expect(caso).toMatchObject({ oggetto: 'inserzione', interessatoId: seller.userId, stato: 'aperto', decisione: null });
    expect(caso.istantanea.titolo).toBe('Fiat Panda 2012');
    expect(caso.istantanea.righe).toEqual(expect.arrayContaining([{ etichetta: 'Descrizione', valore: 'Cambio rubato?' }, { etichetta: 'Cambio', valore: expect.stringContaining('350,00') }]));
    expect(caso.segnalazioni.map((s) => [s.motivo, s.nome, s.email, s.utenteId])).toEqual([
      ['illegale', 'Mario Bianchi', 'mario@example.com', null],
      ['frode', null, null, utente.userId],
    ]);
    const ricevute = (await eventi('evt.moderation.report.received')).map((e) => e.payload.segnalante);
    expect(ricevute).toEqual(expect.arrayContaining([{ utenteId: null, email: 'mario@example.com' }, { utenteId: utente.userId, email: null }]));

    // The snapshot stays as it was, whatever the seller changes afterwards.
    await catalogo.query("UPDATE auto SET descrizione = 'Cambio revisionato' WHERE id = $1", [autoId]);
    await h.call(MODERATION.report.file, segnalazione(autoId), null);
    const dopo = await h.call(MODERATION.caso.get, { casoId: caso.id }, op);
    expect(dopo.segnalazioni).toHaveLength(3);
    expect(dopo.istantanea).toEqual(caso.istantanea);
  });

  it('refuses what it cannot take, with the form’s messages', async () => {
    const seller = await venditore('Autodemolizioni Po');
    const autoId = await inserzione(seller.userId);
    expect(await failure(h.call(MODERATION.report.file, segnalazione(autoId, { motivo: 'diritti' }), null))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { nome: 'Per una violazione di diritti servono il tuo nome e la tua e-mail', email: 'Per una violazione di diritti servono il tuo nome e la tua e-mail' },
    });
    expect(await failure(h.call(MODERATION.report.file, segnalazione(autoId, { buonaFede: false as true }), null))).toMatchObject({
      fields: { buonaFede: 'Conferma che la segnalazione è fatta in buona fede' },
    });
    expect(await failure(h.call(MODERATION.report.file, segnalazione(autoId, { spiegazione: 'corto' }), null))).toMatchObject({
      fields: { spiegazione: 'Spiega il problema in almeno 10 caratteri' },
    });
    expect(await failure(h.call(MODERATION.report.file, segnalazione(randomUUID()), null))).toMatchObject({ code: 'REPORT_TARGET_NOT_FOUND' });
    expect(await failure(h.call(MODERATION.report.file, { ...segnalazione(randomUUID()), oggetto: 'venditore' }, null))).toMatchObject({ code: 'REPORT_TARGET_NOT_FOUND' });
  });

  it(`takes at most ${SEGNALAZIONI_ALL_ORA} an hour from one account or one e-mail`, async () => {
    const seller = await venditore('Ricambi Emilia');
    const autoId = await inserzione(seller.userId);
    const email = `${randomUUID()}@example.com`;
    for (let i = 0; i < SEGNALAZIONI_ALL_ORA; i++) await h.call(MODERATION.report.file, segnalazione(autoId, { email }), null);
    expect(await failure(h.call(MODERATION.report.file, segnalazione(autoId, { email: email.toUpperCase() }), null))).toMatchObject({ code: 'REPORT_RATE_LIMITED' });
    const utente: Actor = { userId: randomUUID(), role: 'acquirente' };
    for (let i = 0; i < SEGNALAZIONI_ALL_ORA; i++) await h.call(MODERATION.report.file, segnalazione(autoId), utente);
    expect(await failure(h.call(MODERATION.report.file, segnalazione(autoId), utente))).toMatchObject({ code: 'REPORT_RATE_LIMITED' });
    // Someone else is not held by them.
    await expect(h.call(MODERATION.report.file, segnalazione(autoId), null)).resolves.toEqual({ ok: true });
  });

  it('reports a seller’s public page too', async () => {
    const seller = await venditore('Ricambi Truffa');
    await h.call(MODERATION.report.file, { ...segnalazione(seller.userId), oggetto: 'venditore', motivo: 'frode' }, null);
    const op = await operatore('Anna Operatrice');
    const [caso] = (await h.call(MODERATION.caso.queue, {}, op)).filter((c) => c.oggettoId === seller.userId);
    expect(caso).toMatchObject({ oggetto: 'venditore', interessatoId: seller.userId, istantanea: { titolo: 'Ricambi Truffa', link: `/venditore/${seller.userId}/profilo` } });
    // Only a listing can be hidden.
    expect(await failure(h.call(MODERATION.caso.decide, { casoId: caso.id, azione: 'nascondi_inserzione', fatti: 'Pagina ingannevole.', fondamento: 'termini_4_2' }, op))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { azione: 'Questa decisione non si applica a questo contenuto' },
    });
  });
});

describe('a decision (art. 17) and its appeal', () => {
  it('hides the listing with a statement of reasons; the seller appeals; another operator restores it', async () => {
    const seller = await venditore('Ricambi Reno');
    const autoId = await inserzione(seller.userId);
    const autoIntatta = await inserzione(seller.userId);
    await h.call(MODERATION.report.file, segnalazione(autoId, { email: 'mario@example.com' }), null);
    const [anna, bruno] = [await operatore('Anna Operatrice'), await operatore('Bruno Revisore')];
    const [caso] = (await h.call(MODERATION.caso.queue, { stato: 'aperto' }, anna)).filter((c) => c.oggettoId === autoId);

    const deciso = await h.call(
      MODERATION.caso.decide,
      { casoId: caso.id, azione: 'nascondi_inserzione', fatti: 'Il numero di serie del cambio risulta rubato.', fondamento: 'termini_4_1' },
      anna,
    );
    expect(deciso).toMatchObject({ stato: 'deciso', decisione: { azione: 'nascondi_inserzione', operatoreId: anna.userId, fondamento: 'termini_4_1' } });
    expect(await failure(h.call(MODERATION.caso.decide, { casoId: caso.id, azione: 'archivia', fatti: 'Ripensamento del caso.', fondamento: 'termini_4_1' }, bruno))).toMatchObject({
      code: 'CASE_DECIDED',
    });

    // Catalogue hides it from everyone but its seller, and nobody can order from it.
    await waitFor(async () => ((await dettaglio(autoId)) === 'LISTING_UNAVAILABLE' ? true : undefined));
    expect(await dettaglio(autoIntatta)).toBe('visibile');
    await expect(h.call(CATALOGUE.listing.get, { id: autoId }, seller)).resolves.toMatchObject({ id: autoId });
    const pubblica = (await h.call(CATALOGUE.listing.bySeller, { venditoreId: seller.userId })).map((a) => a.id);
    expect(pubblica).toEqual([autoIntatta]);
    expect((await h.call(CATALOGUE.listing.mine, {}, seller)).map((a) => a.id).sort()).toEqual([autoId, autoIntatta].sort());
    expect((await h.call(CATALOGUE.listing.sitemap, {})).inserzioni.map((i) => i.id)).not.toContain(autoId);

    // The statement of reasons reaches the seller, and the reporter hears of the outcome.
    const [provvedimento] = await h.call(MODERATION.provvedimento.mine, {}, seller);
    expect(provvedimento).toMatchObject({
      casoId: caso.id,
      azione: 'nascondi_inserzione',
      titolo: 'Fiat Panda 2012',
      fatti: 'Il numero di serie del cambio risulta rubato.',
      fondamento: 'termini_4_1',
      automatizzata: false,
      ricorso: null,
    });
    expect((await eventi('evt.moderation.statement.issued')).map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ provvedimentoId: provvedimento.id, utenteId: seller.userId, azione: 'nascondi_inserzione' }),
    );
    expect((await eventi('evt.moderation.case.decided')).map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ casoId: caso.id, segnalanti: [expect.objectContaining({ email: 'mario@example.com' })] }),
    );
    const altro: Actor = { userId: randomUUID(), role: 'venditore' };
    expect(await failure(h.call(MODERATION.provvedimento.get, { provvedimentoId: provvedimento.id }, altro))).toMatchObject({ code: 'STATEMENT_NOT_FOUND' });
    expect(await failure(h.call(MODERATION.provvedimento.appeal, { provvedimentoId: provvedimento.id, testo: 'Il cambio ha fattura di acquisto.' }, altro))).toMatchObject({
      code: 'STATEMENT_NOT_FOUND',
    });

    // One appeal, decided by another operator.
    const ricorso = await h.call(MODERATION.provvedimento.appeal, { provvedimentoId: provvedimento.id, testo: 'Il cambio ha fattura di acquisto n. 123.' }, seller);
    expect(ricorso.ricorso).toMatchObject({ testo: 'Il cambio ha fattura di acquisto n. 123.', esito: null });
    expect(await failure(h.call(MODERATION.provvedimento.appeal, { provvedimentoId: provvedimento.id, testo: 'Lo ripeto ancora una volta.' }, seller))).toMatchObject({
      code: 'APPEAL_NOT_ALLOWED',
    });
    expect((await h.call(MODERATION.provvedimento.appeals, {}, bruno)).map((c) => c.id)).toContain(caso.id);
    const esito = { provvedimentoId: provvedimento.id, esito: 'accolto' as const, motivazione: 'La fattura prova la provenienza.' };
    expect(await failure(h.call(MODERATION.provvedimento.decideAppeal, esito, anna))).toMatchObject({ code: 'APPEAL_SAME_OPERATOR' });
    const annullato = await h.call(MODERATION.provvedimento.decideAppeal, esito, bruno);
    expect(annullato.provvedimento?.ricorso).toMatchObject({ esito: 'accolto', motivazione: 'La fattura prova la provenienza.' });
    expect(await failure(h.call(MODERATION.provvedimento.decideAppeal, esito, bruno))).toMatchObject({ code: 'APPEAL_NOT_ALLOWED' });
    await waitFor(async () => ((await dettaglio(autoId)) === 'visibile' ? true : undefined));
    expect((await h.call(MODERATION.provvedimento.appeals, {}, bruno)).map((c) => c.id)).not.toContain(caso.id);

    // The console reads the seller's history; only an operator may.
    expect((await h.call(MODERATION.venditore.history, { venditoreId: seller.userId }, bruno)).map((p) => p.id)).toEqual([provvedimento.id]);
    expect(await failure(h.call(MODERATION.venditore.history, { venditoreId: seller.userId }, seller))).toMatchObject({ code: 'FORBIDDEN' });

    // Both actions are in the log, by name.
    const registro = await h.call(MODERATION.registro.list, {}, bruno);
    const [ultima, penultima] = registro.filter((v) => v.oggetto.includes(autoId));
    expect(ultima).toMatchObject({ operatoreId: bruno.userId, operatore: expect.stringContaining('Bruno Revisore'), azione: 'Ricorso accolto: decisione annullata' });
    expect(penultima).toMatchObject({ operatoreId: anna.userId, azione: "Nascondi l'inserzione", motivazione: expect.stringContaining('risulta rubato') });
  });
});

describe('reports of reviews, conversations and requests, forwarded by their services', () => {
  const inoltrata = (oggetto: 'recensione' | 'conversazione' | 'richiesta', oggettoId: string, interessatoId: string, segnalanteId: string) => ({
    segnalazioneId: randomUUID(),
    oggetto,
    oggettoId,
    interessatoId,
    segnalanteId,
    motivo: 'offensivo' as const,
    spiegazione: 'Contenuto offensivo: insulti al venditore.',
    istantanea: { titolo: 'Recensione di Mario R.', link: null, righe: [{ etichetta: 'Testo', valore: 'Siete dei ladri!' }] },
  });

  it('come from visitors too, through the same form, with the review or request as anyone sees it', async () => {
    const [venditoreId, autore] = [randomUUID(), randomUUID()];
    const recensioneId = await recensione(venditoreId, autore, 'Siete dei ladri, chiamatemi al 333 1234567');
    const richiestaId = await richiesta(autore, 'Specchietto, pago in contanti fuori dal sito');
    const visitatore = { nome: 'Paola Verdi', email: 'paola@example.com' };
    await h.call(MODERATION.report.file, segnalazione(recensioneId, { oggetto: 'recensione', motivo: 'offensivo', ...visitatore }), null);
    await h.call(MODERATION.report.file, segnalazione(richiestaId, { oggetto: 'richiesta', motivo: 'frode', ...visitatore }), null);

    const op = await operatore('Anna Operatrice');
    const coda = await h.call(MODERATION.caso.queue, { stato: 'aperto' }, op);
    const casoRecensione = coda.find((c) => c.oggettoId === recensioneId);
    expect(casoRecensione).toMatchObject({
      oggetto: 'recensione',
      interessatoId: autore,
      istantanea: { titolo: 'Recensione di Mario R.', link: `/venditore/${venditoreId}/profilo` },
      segnalazioni: [expect.objectContaining({ nome: 'Paola Verdi', email: 'paola@example.com', utenteId: null })],
    });
    // As the seller's page shows it: contacts masked.
    expect(casoRecensione?.istantanea.righe).toContainEqual({ etichetta: 'Testo', valore: expect.not.stringContaining('333 1234567') });
    expect(coda.find((c) => c.oggettoId === richiestaId)).toMatchObject({
      oggetto: 'richiesta',
      interessatoId: autore,
      istantanea: { link: `/cerco/${richiestaId}`, righe: expect.arrayContaining([{ etichetta: 'Testo', valore: 'Specchietto, pago in contanti fuori dal sito' }]) },
    });

    // What is not there to see is not there to report; a conversation is reported only by its sides, in its service.
    expect(await failure(h.call(MODERATION.report.file, segnalazione(randomUUID(), { oggetto: 'recensione' }), null))).toMatchObject({ code: 'REPORT_TARGET_NOT_FOUND' });
    const nascosta = await recensione(venditoreId, autore, 'Già nascosta');
    await recensioni.query('UPDATE recensioni SET nascosta = true WHERE id = $1', [nascosta]);
    expect(await failure(h.call(MODERATION.report.file, segnalazione(nascosta, { oggetto: 'recensione' }), null))).toMatchObject({ code: 'REPORT_TARGET_NOT_FOUND' });
    expect(await failure(h.call(MODERATION.report.file, segnalazione(randomUUID(), { oggetto: 'conversazione' as never }), null))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('join the queue as cases of their own; a review can be hidden, and an upheld appeal shows it again', async () => {
    const [autore, venditoreId, altroSegnalante] = [randomUUID(), randomUUID(), randomUUID()];
    const recensioneId = randomUUID();
    const prima = inoltrata('recensione', recensioneId, autore, venditoreId);
    await h.publish(REVIEWS_EVENTS.reviewReported, prima);
    await h.publish(REVIEWS_EVENTS.reviewReported, { ...inoltrata('recensione', recensioneId, autore, altroSegnalante), motivo: 'altro' });
    const [anna, bruno] = [await operatore('Anna Operatrice'), await operatore('Bruno Revisore')];
    const casoDi = async (oggettoId: string) => (await h.call(MODERATION.caso.queue, { stato: 'aperto' }, anna)).find((c) => c.oggettoId === oggettoId);
    const caso = await waitFor(async () => {
      const c = await casoDi(recensioneId);
      return c && c.segnalazioni.length === 2 ? c : undefined;
    });
    // One case for the review, with its snapshot as the first reporter saw it, and both reports.
    expect(caso).toMatchObject({ oggetto: 'recensione', interessatoId: autore, istantanea: { titolo: 'Recensione di Mario R.', link: null } });
    expect(caso.segnalazioni.map((s) => s.utenteId).sort()).toEqual([venditoreId, altroSegnalante].sort());
    expect((await eventi('evt.moderation.report.received')).map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ segnalazioneId: prima.segnalazioneId, segnalante: { utenteId: venditoreId, email: null } }),
    );

    // A conversation and a request queue the same way.
    const conversazioneId = randomUUID();
    const richiestaId = randomUUID();
    await h.publish(CONVERSATIONS_EVENTS.conversationReported, inoltrata('conversazione', conversazioneId, randomUUID(), randomUUID()));
    await h.publish(DEMAND_EVENTS.requestReported, inoltrata('richiesta', richiestaId, randomUUID(), randomUUID()));
    await waitFor(async () => ((await casoDi(conversazioneId)) && (await casoDi(richiestaId)) ? true : undefined));
    expect(await casoDi(conversazioneId)).toMatchObject({ oggetto: 'conversazione' });
    expect(await casoDi(richiestaId)).toMatchObject({ oggetto: 'richiesta' });

    // Only what applies to the content: a review's author is no seller to suspend, and a listing is not a review.
    const decisione = { casoId: caso.id, fatti: 'La recensione insulta il venditore.', fondamento: 'termini_4_4' as const };
    for (const azione of ['sospendi_venditore', 'nascondi_inserzione'] as const) {
      expect(await failure(h.call(MODERATION.caso.decide, { ...decisione, azione }, anna))).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { azione: 'Questa decisione non si applica a questo contenuto' },
      });
    }
    await h.call(MODERATION.caso.decide, { ...decisione, azione: 'nascondi_recensione' }, anna);
    const [provvedimento] = await h.call(MODERATION.provvedimento.mine, {}, { userId: autore, role: 'acquirente' });
    expect(provvedimento).toMatchObject({ azione: 'nascondi_recensione', oggetto: 'recensione', oggettoId: recensioneId });
    expect((await eventi('evt.moderation.review.hidden')).map((e) => e.payload)).toContainEqual({ recensioneId, provvedimentoId: provvedimento.id });

    await h.call(MODERATION.provvedimento.appeal, { provvedimentoId: provvedimento.id, testo: 'Ho solo raccontato come è andata.' }, { userId: autore, role: 'acquirente' });
    await h.call(MODERATION.provvedimento.decideAppeal, { provvedimentoId: provvedimento.id, esito: 'accolto', motivazione: 'Critica dura ma lecita.' }, bruno);
    expect((await eventi('evt.moderation.review.restored')).map((e) => e.payload)).toContainEqual({ recensioneId, provvedimentoId: provvedimento.id });
  });
});

describe("a seller's verification (art. 30 DSA)", () => {
  it('is recorded in the log with what was checked, and announced to identity', async () => {
    const seller = await venditore('Ricambi Verificati');
    const op = await operatore('Anna Operatrice');
    const nota = 'Visura camerale e partita IVA controllate il 29/11/2026.';
    await h.call(MODERATION.venditore.verify, { venditoreId: seller.userId, nota }, op);
    expect((await eventi('evt.moderation.seller.verified')).map((e) => e.payload)).toContainEqual({ venditoreId: seller.userId });
    const [voce] = await h.call(MODERATION.registro.list, {}, op);
    expect(voce).toMatchObject({ operatoreId: op.userId, azione: 'Venditore verificato', oggetto: `Venditore ${seller.userId}`, motivazione: nota });
    expect(await failure(h.call(MODERATION.venditore.verify, { venditoreId: seller.userId, nota }, seller))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(h.call(MODERATION.venditore.verify, { venditoreId: seller.userId, nota: 'ok' }, op))).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the audit log', () => {
  it('cannot be changed: no contract writes it but by acting, and the database refuses any change', async () => {
    const op = await operatore('Anna Operatrice');
    const prima = await h.call(MODERATION.registro.list, {}, op);
    expect(prima.length).toBeGreaterThan(0);
    // Every contract, with what a caller could send, leaves the lines there are as they are.
    for (const contratto of [MODERATION.registro.list, MODERATION.caso.queue, MODERATION.provvedimento.appeals]) await h.call(contratto, {}, op);
    for (const id of prima.map((v) => v.id)) {
      await failure(h.call(MODERATION.caso.decide, { casoId: id, azione: 'archivia', fatti: 'Tentativo di riscrivere.', fondamento: 'termini_4_1' }, op));
      await failure(h.call(MODERATION.provvedimento.decideAppeal, { provvedimentoId: id, esito: 'respinto', motivazione: 'Tentativo di riscrivere.' }, op));
    }
    expect((await h.call(MODERATION.registro.list, {}, op)).slice(-prima.length)).toEqual(prima);
    for (const sql of ["UPDATE registro SET motivazione = 'riscritta'", 'DELETE FROM registro', 'TRUNCATE registro']) {
      await expect(h.sql(sql)).rejects.toThrow('registro is append-only');
    }
    expect(await h.call(MODERATION.registro.list, {}, op)).toEqual(prima);
  });
});

describe('who may do what', () => {
  it('keeps the console to operators, and statements to whom they were issued', async () => {
    const acquirente: Actor = { userId: randomUUID(), role: 'acquirente' };
    const venditoreQualunque: Actor = { userId: randomUUID(), role: 'venditore' };
    const operatori = [MODERATION.caso.queue, MODERATION.provvedimento.appeals, MODERATION.registro.list] as const;
    for (const contratto of operatori) {
      expect(await failure(h.call(contratto, {}, null))).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await failure(h.call(contratto, {}, acquirente))).toMatchObject({ code: 'FORBIDDEN' });
      expect(await failure(h.call(contratto, {}, venditoreQualunque))).toMatchObject({ code: 'FORBIDDEN' });
    }
    const decide = { casoId: randomUUID(), azione: 'archivia' as const, fatti: 'Nessuna violazione.', fondamento: 'termini_4_1' as const };
    expect(await failure(h.call(MODERATION.caso.decide, decide, venditoreQualunque))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(h.call(MODERATION.provvedimento.mine, {}, null))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
