import type { Actor, ValutazioneVenditoreDto } from '@ricambiamo/contracts';
import { CATALOGUE, REVIEWS_EVENTS } from '@ricambiamo/contracts';
import { registraVenditore, waitFor } from '@ricambiamo/testing';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { inserzione, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

jest.setTimeout(60_000);

let h: CatalogueHarness;

beforeAll(async () => {
  h = await startCatalogueHarness('ricambiamo_catalogue_test_valutazioni');
}, 120_000);

afterAll(async () => {
  await h.close();
});

/** A seller named and able to publish one listing of `marca`. */
async function venditoreConAuto(nome: string, marca: string): Promise<{ seller: Actor; autoId: string }> {
  const seller = newSeller();
  await registraVenditore(h, seller, nome);
  await h.buy(seller);
  const { id } = await h.call(CATALOGUE.listing.create, inserzione({ marca, numeroTelaio: null }), seller);
  return { seller, autoId: id };
}

/** Reviews' announcement, applied once catalogue's seller row shows it. */
async function valuta(seller: Actor, valutazione: ValutazioneVenditoreDto): Promise<void> {
  await h.publish(REVIEWS_EVENTS.reputationChanged, { venditoreId: seller.userId, ...valutazione });
  await waitFor(async () => {
    const [riga] = await h.sql<{ numero_recensioni: number }>('SELECT numero_recensioni FROM venditori WHERE id = $1', [seller.userId]);
    return riga?.numero_recensioni === valutazione.numeroRecensioni ? true : undefined;
  });
}

describe("sellers' ratings from reviews", () => {
  it('shows them on the cards and the detail, and sorts by them, sellers without reviews last', async () => {
    const marca = `Marca${Date.now()}`;
    const ottimo = await venditoreConAuto('Ottimo', marca);
    await venditoreConAuto('Nuovo', marca);
    const buono = await venditoreConAuto('Buono', marca);
    await valuta(ottimo.seller, { mediaStelle: 4.8, numeroRecensioni: 25, affidabile: true });
    await valuta(buono.seller, { mediaStelle: 4.1, numeroRecensioni: 3, affidabile: false });

    const recenti = await h.call(CATALOGUE.listing.search, { marca });
    expect(recenti.items.map((c) => c.venditore.nome)).toEqual(['Buono', 'Nuovo', 'Ottimo']);
    const perValutazione = await h.call(CATALOGUE.listing.search, { marca, ordinamento: 'valutazione' });
    expect(perValutazione.items.map((c) => [c.venditore.nome, c.venditore.valutazione])).toEqual([
      ['Ottimo', { mediaStelle: 4.8, numeroRecensioni: 25, affidabile: true }],
      ['Buono', { mediaStelle: 4.1, numeroRecensioni: 3, affidabile: false }],
      ['Nuovo', { mediaStelle: null, numeroRecensioni: 0, affidabile: false }],
    ]);
    const dettaglio = await h.call(CATALOGUE.listing.get, { id: ottimo.autoId });
    expect(dettaglio.venditore.valutazione).toEqual({ mediaStelle: 4.8, numeroRecensioni: 25, affidabile: true });

    // A new average moves every car of the seller, and a car published later carries it from the start.
    await valuta(ottimo.seller, { mediaStelle: 3.9, numeroRecensioni: 26, affidabile: false });
    await h.call(CATALOGUE.listing.create, inserzione({ marca, numeroTelaio: null }), buono.seller);
    const dopo = await h.call(CATALOGUE.listing.search, { marca, ordinamento: 'valutazione' });
    expect(dopo.items.map((c) => c.venditore.nome)).toEqual(['Buono', 'Buono', 'Ottimo', 'Nuovo']);
    expect(await h.sql('SELECT DISTINCT valutazione_venditore FROM auto WHERE venditore_id = $1', [buono.seller.userId])).toEqual([
      { valutazione_venditore: 4.1 },
    ]);
  });

  it('keeps a rating that arrives before the seller’s registration, and the name that follows', async () => {
    const seller = newSeller();
    await valuta(seller, { mediaStelle: 5, numeroRecensioni: 1, affidabile: false });
    await registraVenditore(h, seller, 'Arrivato dopo');
    expect(await h.sql('SELECT nome, media_stelle, numero_recensioni FROM venditori WHERE id = $1', [seller.userId])).toEqual([
      { nome: 'Arrivato dopo', media_stelle: 5, numero_recensioni: 1 },
    ]);
  });
});
