import type { AutoDettaglioDto, EventEnvelope, ListingCreatedEvent, UserRegisteredEvent } from '@ricambiamo/contracts';
import { CATALOGUE, CATALOGUE_EVENTS, EVENTS_STREAM, IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { connect } from 'nats';
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
    const listing = await h.call<AutoDettaglioDto>(CATALOGUE.listing.create, inserzione(), seller);
    await h.restart(async () => {
      const nc = await connect({ servers: h.nats.url });
      try {
        const message = await (await nc.jetstreamManager()).streams.getMessage(EVENTS_STREAM.name, {
          last_by_subj: CATALOGUE_EVENTS.listingCreated,
        });
        expect(message.json<EventEnvelope<ListingCreatedEvent>>().payload).toEqual({ listingId: listing.id, sellerId: seller.userId });
      } finally {
        await nc.close();
      }
      const registered: UserRegisteredEvent = { userId: seller.userId, email: 'p@esempio.it', nome: 'Paolo Neri', ruolo: 'venditore', nomeAttivita: null };
      await h.publishIdentityEvent(IDENTITY_EVENTS.userRegistered, registered);
    });
    const venditore = await waitFor(async () => {
      const detail = await h.call<AutoDettaglioDto>(CATALOGUE.listing.get, { id: listing.id });
      return detail.venditore.nome ? detail.venditore : undefined;
    });
    expect(venditore).toEqual({ id: seller.userId, nome: 'Paolo Neri', nomeAttivita: null });
  });
});
