import { createHmac, randomUUID } from 'node:crypto';
import type { Actor } from '@ricambiamo/contracts';
import { CATALOGUE, giornoItaliano, settimaneStatistiche } from '@ricambiamo/contracts';
import { Pruner } from '@ricambiamo/messaging';
import { failure } from '@ricambiamo/testing';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { inserzione, newBuyer, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

/**
 * Listing detail views for the seller's statistics (docs/architecture.md#seller-statistics): one per visitor key,
 * listing and day, kept as daily totals; the day's keys pruned once past; each seller reads only their own.
 */
let h: CatalogueHarness;

beforeAll(async () => {
  h = await startCatalogueHarness('ricambiamo_catalogue_test_visualizzazioni');
}, 120_000);

afterAll(async () => {
  await h.close();
});

/** A visitor key as the gateway makes it. */
const visitatore = (indirizzo: string, giorno: string) => createHmac('sha256', 'segreto di prova').update(`${indirizzo}\n${giorno}`).digest('hex');

const OGGI = giornoItaliano(new Date());
const spostaGiorno = (giorno: string, giorni: number) => new Date(Date.parse(`${giorno}T12:00:00Z`) + giorni * 86_400_000).toISOString().slice(0, 10);

async function venditoreConAuto(): Promise<{ seller: Actor; autoId: string }> {
  const seller = newSeller();
  await h.buy(seller);
  const auto = await h.call(CATALOGUE.listing.create, inserzione(), seller);
  return { seller, autoId: auto.id };
}

const registra = (autoId: string, indirizzo: string, giorno = OGGI) =>
  h.call(CATALOGUE.visualizzazioni.record, { autoId, giorno, visitatore: visitatore(indirizzo, giorno) });

const totale = async (autoId: string, giorno = OGGI) =>
  (await h.sql<{ conteggio: number }>('SELECT conteggio FROM visualizzazioni WHERE auto_id = $1 AND giorno = $2::date', [autoId, giorno]))[0]
    ?.conteggio ?? 0;

describe('listing views', () => {
  it('count a visitor once per listing and day: the same visitor again adds nothing, another adds one, the next day counts anew', async () => {
    const { autoId } = await venditoreConAuto();
    expect(await registra(autoId, '203.0.113.7')).toEqual({ contata: true });
    expect(await registra(autoId, '203.0.113.7')).toEqual({ contata: false });
    expect(await totale(autoId)).toBe(1);
    expect(await registra(autoId, '198.51.100.20')).toEqual({ contata: true });
    expect(await totale(autoId)).toBe(2);
    const domani = spostaGiorno(OGGI, 1);
    expect(await registra(autoId, '203.0.113.7', domani)).toEqual({ contata: true });
    expect([await totale(autoId), await totale(autoId, domani)]).toEqual([2, 1]);
  });

  it('count one visitor once when the same view arrives many times at once, and every visitor of a crowd', async () => {
    const { autoId } = await venditoreConAuto();
    const stesso = await Promise.all(Array.from({ length: 10 }, () => registra(autoId, '203.0.113.50')));
    expect(stesso.filter((r) => r.contata)).toHaveLength(1);
    await Promise.all(Array.from({ length: 20 }, (_, i) => registra(autoId, `192.0.2.${i}`)));
    expect(await totale(autoId)).toBe(21);
  });

  it('keep no address: only the key, and nothing for a listing that does not exist', async () => {
    const { autoId } = await venditoreConAuto();
    await registra(autoId, '203.0.113.99');
    const righe = await h.sql<{ visitatore: string }>('SELECT visitatore FROM visite WHERE auto_id = $1', [autoId]);
    expect(righe).toEqual([{ visitatore: visitatore('203.0.113.99', OGGI) }]);
    const assente = randomUUID();
    expect(await registra(assente, '203.0.113.99')).toEqual({ contata: false });
    expect(await h.sql('SELECT 1 FROM visite WHERE auto_id = $1', [assente])).toEqual([]);
  });

  it('are told by the gateway only: a request carrying a user is refused', async () => {
    const { autoId, seller } = await venditoreConAuto();
    const richiesta = { autoId, giorno: OGGI, visitatore: visitatore('203.0.113.1', OGGI) };
    expect((await failure(h.call(CATALOGUE.visualizzazioni.record, richiesta, seller))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(CATALOGUE.visualizzazioni.record, richiesta, newBuyer()))).code).toBe('FORBIDDEN');
    expect(await totale(autoId)).toBe(0);
  });

  it('forget the day’s visitor keys once the day is past, and keep the daily totals', async () => {
    const { autoId } = await venditoreConAuto();
    const passato = spostaGiorno(OGGI, -5);
    await registra(autoId, '203.0.113.7', passato);
    await registra(autoId, '203.0.113.7');
    await h.app.get(Pruner).runOnce();
    const giorni = await h.sql<{ giorno: string }>("SELECT to_char(giorno, 'YYYY-MM-DD') AS giorno FROM visite WHERE auto_id = $1", [autoId]);
    expect(giorni).toEqual([{ giorno: OGGI }]);
    expect([await totale(autoId, passato), await totale(autoId)]).toEqual([1, 1]);
  });
});

describe('a seller’s views per week', () => {
  it('sums the seller’s own listings per Italian week, every one of the 12 weeks present, and the most viewed listings', async () => {
    const { seller, autoId } = await venditoreConAuto();
    const seconda = await h.call(CATALOGUE.listing.create, inserzione({ marca: 'Fiat', modello: 'Panda', anno: 2012 }), seller);
    const settimane = settimaneStatistiche(new Date());
    // Two weeks ago, on its Sunday and on its Monday: one week; and one view too old to show.
    const [quattordici, tredici, dieci] = [settimane[9], spostaGiorno(settimane[9], 6), settimane[10]];
    await registra(autoId, '203.0.113.1', quattordici);
    await registra(autoId, '203.0.113.2', tredici);
    await registra(seconda.id, '203.0.113.3', tredici);
    await registra(autoId, '203.0.113.1', dieci);
    await registra(autoId, '203.0.113.1', spostaGiorno(settimane[0], -1));
    await registra(seconda.id, '203.0.113.1');
    await registra(seconda.id, '203.0.113.2');

    const viste = await h.call(CATALOGUE.visualizzazioni.seller, {}, seller);
    expect(viste.settimane.map((s) => s.settimana)).toEqual(settimane);
    expect(viste.settimane.map((s) => s.visualizzazioni)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 1, 2]);
    // A tie goes by make and model.
    expect(viste.autoPiuViste).toEqual([
      { autoId: seconda.id, marca: 'Fiat', modello: 'Panda', anno: 2012, visualizzazioni: 3 },
      { autoId, marca: 'Volkswagen', modello: 'Golf', anno: 2015, visualizzazioni: 3 },
    ]);
  });

  it('are the seller’s own only: another seller reads none of them, a buyer or a visitor nothing at all', async () => {
    const { autoId } = await venditoreConAuto();
    await registra(autoId, '203.0.113.1');
    const altro = await h.call(CATALOGUE.visualizzazioni.seller, {}, newSeller());
    expect(altro.settimane.every((s) => s.visualizzazioni === 0)).toBe(true);
    expect(altro.autoPiuViste).toEqual([]);
    expect((await failure(h.call(CATALOGUE.visualizzazioni.seller, {}, newBuyer()))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(CATALOGUE.visualizzazioni.seller, {}, null))).code).toBe('UNAUTHENTICATED');
  });
});
