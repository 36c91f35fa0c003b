import { CATALOGUE, CATALOGUE_EVENTS, IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { lastEvent, waitFor } from '@ricambiamo/testing';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { inserzione, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

describe('graceful shutdown and restart', () => {
  let h: CatalogueHarness;

  beforeAll(async () => {
    h = await startCatalogueHarness('ricambiamo_catalogue_test_shutdown');
  }, 120_000);

  afterAll(async () => {
    await h.close();
  });

  it('publishes committed events before stopping, and applies the identity events it missed once back', async () => {
    const seller = newSeller();
    await h.buy(seller);
    const listing = await h.call(CATALOGUE.listing.create, inserzione(), seller);
    await h.restart(async () => {
      expect(await lastEvent(h.nats.url, CATALOGUE_EVENTS.listingCreated)).toMatchObject({ autoId: listing.id, venditoreId: seller.userId, marca: listing.marca });
      await h.publish(IDENTITY_EVENTS.userRegistered, {
        userId: seller.userId,
        email: 'p@esempio.it',
        nome: 'Paolo Neri',
        ruolo: 'venditore',
        nomeAttivita: null,
      });
    });
    const venditore = await waitFor(async () => {
      const detail = await h.call(CATALOGUE.listing.get, { id: listing.id });
      return detail.venditore.nome ? detail.venditore : undefined;
    });
    expect(venditore).toEqual({ id: seller.userId, nome: 'Paolo Neri', nomeAttivita: null, valutazione: { mediaStelle: null, numeroRecensioni: 0, affidabile: false } });
  });
});
