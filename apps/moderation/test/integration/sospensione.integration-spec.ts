import { randomUUID } from 'node:crypto';
import type { Actor, SegnalaRequest } from '@ricambiamo/contracts';
import { CATALOGUE, IDENTITY, MODERATION, ORDERS } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { creaOperatore, failure, startServiceHarness, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { Client } from 'pg';
import { moderation } from '../../src/main';

jest.setTimeout(300_000);

/** Every service a suspension reaches, each as two replicas on one database, as a scaled Deployment runs them. */
const SERVIZI = ['identity', 'catalogue', 'orders', 'notifications'] as const;
const database = (servizio: string) => `ricambiamo_${servizio}_sospensione_test`;

let h: ServiceHarness;
const db: Record<(typeof SERVIZI)[number], Client> = {} as never;

async function utente(ruolo: 'venditore' | 'acquirente', nome: string): Promise<Actor> {
  const email = `${randomUUID()}@esempio.it`;
  const { user } = await h.call(IDENTITY.user.register, { nome, email, password: 'segretissima1', confermaPassword: 'segretissima1', ruolo });
  return { userId: user.id, role: ruolo };
}

async function operatore(nome: string): Promise<Actor> {
  const email = `${randomUUID()}@ricambiamo.it`;
  await creaOperatore(testDatabaseUrl(database('identity')), email, nome);
  const { rows } = await db.identity.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { userId: rows[0].id, role: 'operatore' };
}

/** A listing of the seller with three parts, written into catalogue's database as the form leaves it. */
async function inserzione(venditoreId: string): Promise<{ id: string; ricambi: string[] }> {
  const id = randomUUID();
  await db.catalogue.query(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, immagini, updated_at)
     VALUES ($1, $2, 'Fiat', 'Panda', 2012, 120000, 70, 51, 1242, 'benzina', ARRAY[]::text[], '2026-11-01T10:00:00Z')`,
    [id, venditoreId],
  );
  const ricambi = [randomUUID(), randomUUID(), randomUUID()];
  for (const [i, nome] of ['Musata', 'Cambio', 'Portiera anteriore sinistra'].entries()) {
    await db.catalogue.query('INSERT INTO ricambi (id, auto_id, nome, prezzo_centesimi, spedizione_centesimi) VALUES ($1, $2, $3, 10000, 1000)', [ricambi[i], id, nome]);
  }
  return { id, ricambi };
}

const ordina = (buyer: Actor, autoId: string, ricambioId: string) =>
  h.call(
    ORDERS.order.place,
    { ordineId: randomUUID(), autoId, ricambiIds: [ricambioId], nome: 'Giulia Verdi', email: 'giulia@esempio.it', telefono: '333 481 2290', indirizzo: 'Via Emilia 8', citta: 'Bologna', cap: '40121', provincia: 'BO' },
    buyer,
  );

const segnalazione = (oggettoId: string): SegnalaRequest => ({
  oggetto: 'venditore',
  oggettoId,
  motivo: 'frode',
  spiegazione: 'Incassa i bonifici e non spedisce i ricambi.',
  buonaFede: true,
});

const dettaglio = (autoId: string, lettore: Actor | null = null) =>
  h.call(CATALOGUE.listing.get, { id: autoId }, lettore).then(
    () => 'visibile',
    (e: { code: string }) => e.code,
  );

const notifiche = async (utenteId: string) =>
  (await db.notifications.query<{ titolo: string; messaggio: string }>('SELECT titolo, messaggio FROM notifiche WHERE user_id = $1 ORDER BY created_at', [utenteId])).rows;

beforeAll(async () => {
  h = await startServiceHarness(moderation, {
    database: 'ricambiamo_moderation_sospensione_test',
    env: { SUSPENSION_SWEEP_MS: '200' },
    beforeStart: async (natsUrl) => {
      const stop: Array<() => Promise<void>> = [];
      for (const servizio of SERVIZI) {
        // Orders' sweeper releases a cancelled order's parts: soon, here.
        const env: Record<string, string> = servizio === 'orders' ? { SWEEP_INTERVAL_MS: '200' } : {};
        stop.push(await startServiceProcess(servizio, { natsUrl, database: database(servizio), env }));
        stop.push(await startServiceProcess(servizio, { natsUrl, database: database(servizio), keepData: true, env }));
      }
      return async () => {
        for (const ferma of stop.reverse()) await ferma();
      };
    },
  });
  for (const servizio of SERVIZI) {
    db[servizio] = new Client({ connectionString: testDatabaseUrl(database(servizio)) });
    await db[servizio].connect();
  }
});

afterAll(async () => {
  for (const client of Object.values(db)) await client?.end();
  await h?.close();
});

describe("a seller's suspension", () => {
  it('hides every listing, refuses writes and new orders, cancels pending orders with notice, keeps orders in progress; lifted on appeal, all is back as it was', async () => {
    const seller = await utente('venditore', 'Ricambi Truffa');
    const [inAttesa, inLavorazione] = [await utente('acquirente', 'Giulia Verdi'), await utente('acquirente', 'Marco Neri')];
    const panda = await inserzione(seller.userId);
    const altra = await inserzione(seller.userId);
    // The operator had hidden this one on its own: the suspension's end must not show it again.
    const nascosta = await inserzione(seller.userId);
    await db.catalogue.query('UPDATE auto SET nascosta = true WHERE id = $1', [nascosta.id]);

    const pendente = await ordina(inAttesa, panda.id, panda.ricambi[0]);
    const avviato = await ordina(inLavorazione, panda.id, panda.ricambi[1]);
    await h.call(ORDERS.order.updateStatus, { ordineId: avviato.id, stato: 'processing' }, seller);

    await h.call(MODERATION.report.file, segnalazione(seller.userId), null);
    const [anna, bruno] = [await operatore('Anna Operatrice'), await operatore('Bruno Revisore')];
    const [caso] = (await h.call(MODERATION.caso.queue, {}, anna)).filter((c) => c.oggettoId === seller.userId);
    await h.call(
      MODERATION.caso.decide,
      { casoId: caso.id, azione: 'sospendi_venditore', fatti: 'Tre acquirenti non hanno ricevuto i ricambi pagati.', fondamento: 'termini_4_4', giorniSospensione: null },
      anna,
    );

    // Catalogue: hidden from everyone but the seller, out of the seller's page and the sitemap, no writes, no orders.
    await waitFor(async () => ((await dettaglio(panda.id)) === 'LISTING_UNAVAILABLE' ? true : undefined));
    expect(await dettaglio(altra.id)).toBe('LISTING_UNAVAILABLE');
    expect(await dettaglio(panda.id, seller)).toBe('visibile');
    expect(await h.call(CATALOGUE.listing.bySeller, { venditoreId: seller.userId })).toEqual([]);
    await waitFor(async () =>
      h.call(IDENTITY.seller.publicProfile, { venditoreId: seller.userId }).then(
        () => undefined,
        (e: { code: string }) => (e.code === 'SELLER_UNAVAILABLE' ? true : undefined),
      ),
    );
    const inMappa = (await h.call(CATALOGUE.listing.sitemap, {})).inserzioni.map((i) => i.id);
    expect(inMappa).not.toContain(panda.id);
    expect(await failure(h.call(CATALOGUE.listing.delete, { id: altra.id }, seller))).toMatchObject({ code: 'SELLER_SUSPENDED' });
    expect(await failure(ordina(await utente('acquirente', 'Luca Bassi'), panda.id, panda.ricambi[2]))).toMatchObject({ code: 'LISTING_UNAVAILABLE' });

    // Orders: the pending order is cancelled and its part released; the one in progress stands, and the seller completes it.
    await waitFor(async () => ((await h.call(ORDERS.order.get, { ordineId: pendente.id }, inAttesa)).stato === 'cancelled' ? true : undefined));
    expect((await h.call(ORDERS.order.get, { ordineId: avviato.id }, inLavorazione)).stato).toBe('processing');
    await waitFor(async () => {
      const { rows } = await db.catalogue.query<{ disponibile: boolean }>('SELECT disponibile FROM ricambi WHERE id = $1', [panda.ricambi[0]]);
      return rows[0].disponibile ? true : undefined;
    });

    // Notifications: each buyer is told, and the seller gets the statement of reasons.
    await waitFor(async () => ((await notifiche(inAttesa.userId)).some((n) => n.messaggio.includes('il venditore è stato sospeso')) ? true : undefined));
    await waitFor(async () => ((await notifiche(inLavorazione.userId)).some((n) => n.titolo.endsWith('venditore sospeso')) ? true : undefined));
    await waitFor(async () => ((await notifiche(seller.userId)).some((n) => n.titolo === 'Provvedimento: Ricambi Truffa') ? true : undefined));

    // The seller still signs in, and sees the order in progress through to the end.
    await expect(h.call(IDENTITY.user.me, {}, seller)).resolves.toMatchObject({ id: seller.userId });
    await expect(h.call(ORDERS.order.updateStatus, { ordineId: avviato.id, stato: 'completed' }, seller)).resolves.toMatchObject({ stato: 'completed' });

    // The appeal, upheld by another operator, reinstates the seller exactly as before.
    const [provvedimento] = await h.call(MODERATION.provvedimento.mine, {}, seller);
    expect(provvedimento).toMatchObject({ azione: 'sospendi_venditore', sospesoFino: null });
    await h.call(MODERATION.provvedimento.appeal, { provvedimentoId: provvedimento.id, testo: 'I ricambi sono stati spediti: ecco i tracking.' }, seller);
    await h.call(MODERATION.provvedimento.decideAppeal, { provvedimentoId: provvedimento.id, esito: 'accolto', motivazione: 'I tracking provano le spedizioni.' }, bruno);

    await waitFor(async () => ((await dettaglio(panda.id)) === 'visibile' ? true : undefined));
    expect(await dettaglio(altra.id)).toBe('visibile');
    expect(await dettaglio(nascosta.id)).toBe('LISTING_UNAVAILABLE');
    await expect(h.call(IDENTITY.seller.publicProfile, { venditoreId: seller.userId })).resolves.toMatchObject({ id: seller.userId });
    expect((await h.call(CATALOGUE.listing.bySeller, { venditoreId: seller.userId })).map((a) => a.id).sort()).toEqual([panda.id, altra.id].sort());
    const { rows } = await db.catalogue.query<{ updated_at: Date }>('SELECT updated_at FROM auto WHERE id = $1', [altra.id]);
    expect(rows[0].updated_at.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    await expect(h.call(CATALOGUE.listing.delete, { id: altra.id }, seller)).resolves.toEqual({ ok: true });
    await expect(ordina(inAttesa, panda.id, panda.ricambi[2])).resolves.toMatchObject({ stato: 'pending' });
  });

  it('for some days is lifted when they run out, and two suspensions are lifted only with the last', async () => {
    const seller = await utente('venditore', 'Ricambi Sospesi');
    const auto = await inserzione(seller.userId);
    const anna = await operatore('Anna Operatrice');
    const sospendi = async (giorniSospensione: number | null) => {
      await h.call(MODERATION.report.file, segnalazione(seller.userId), null);
      const [caso] = (await h.call(MODERATION.caso.queue, { stato: 'aperto' }, anna)).filter((c) => c.oggettoId === seller.userId);
      await h.call(MODERATION.caso.decide, { casoId: caso.id, azione: 'sospendi_venditore', fatti: 'Spedizioni mai partite.', fondamento: 'termini_4_4', giorniSospensione }, anna);
    };
    await sospendi(3);
    await sospendi(null);
    await waitFor(async () => ((await dettaglio(auto.id)) === 'LISTING_UNAVAILABLE' ? true : undefined));

    // The three days run out (moved into the past here): that suspension is lifted, the other stays in force.
    await h.sql("UPDATE provvedimenti SET sospeso_fino = now() - interval '1 second' WHERE utente_id = $1 AND sospeso_fino IS NOT NULL", [seller.userId]);
    await waitFor(async () => ((await h.sql('SELECT 1 FROM provvedimenti WHERE utente_id = $1 AND revocato_il IS NOT NULL', [seller.userId])).length === 1 ? true : undefined));
    await waitFor(async () => ((await db.identity.query('SELECT 1 FROM sospensioni WHERE venditore_id = $1', [seller.userId])).rowCount === 1 ? true : undefined));
    expect(await dettaglio(auto.id)).toBe('LISTING_UNAVAILABLE');
    const sospensioni = await db.identity.query<{ fino: Date | null }>('SELECT fino FROM sospensioni WHERE venditore_id = $1', [seller.userId]);
    expect(sospensioni.rows).toEqual([{ fino: null }]);
  });
});
