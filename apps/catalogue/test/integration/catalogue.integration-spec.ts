import type { Actor, AutoDettaglioDto, CursoreScorta, DebitRequest, ScortaDto, SearchListingsDto, SearchListingsRequest } from '@ricambiamo/contracts';
import {
  CATALOGO_RICAMBI,
  CATALOGUE,
  CATALOGUE_EVENTS,
  IDENTITY_EVENTS,
  MESSAGGI_INSERZIONE,
  MESSAGGI_VIN,
  PAGINA_SCORTA,
  TOKENS,
} from '@ricambiamo/contracts';
import { failure, waitFor } from '@ricambiamo/testing';
import { randomUUID } from 'node:crypto';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { imageKey, inserzione, modifica, newBuyer, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

let h: CatalogueHarness;

/** Spends a seller's tokens straight from tokens, paying for no listing of this test, to leave it with fewer. */
const spend = (seller: Actor, amount: number, reason: DebitRequest['reason']) =>
  h.call(
    TOKENS.balance.debit,
    { venditoreId: seller.userId, amount, reason, idempotencyKey: randomUUID(), fingerprint: '0'.repeat(64), autoId: randomUUID() },
    seller,
  );

beforeAll(async () => {
  h = await startCatalogueHarness('ricambiamo_catalogue_test');
}, 120_000);

afterAll(async () => {
  await h.close();
});

/** A seller with a 25-token pack bought through the tokens service. */
async function sellerWithTokens(): Promise<Actor> {
  const seller = newSeller();
  await h.buy(seller);
  return seller;
}

const create = (seller: Actor, extra: Parameters<typeof inserzione>[0] = {}) =>
  h.call(CATALOGUE.listing.create, inserzione(extra), seller);

const search = (filtri: SearchListingsRequest) => h.call(CATALOGUE.listing.search, filtri);

/** Reserves the parts for a new order of a new buyer, as the orders service does; resolves with the order id. */
async function reserve(autoId: string, ricambiIds: string[], { officina = false }: { officina?: boolean } = {}): Promise<string> {
  const ordineId = randomUUID();
  const scadenza = new Date(Date.now() + 3600_000).toISOString();
  await h.call(CATALOGUE.parts.reserve, { ordineId, acquirenteId: newBuyer().userId, autoId, ricambiIds, scadenza, entro: scadenza, officina });
  return ordineId;
}

const sell = async (autoId: string, ricambiIds: string[]) =>
  h.call(CATALOGUE.parts.sell, { ordineId: await reserve(autoId, ricambiIds) });
const countListings = async (seller: Actor) =>
  Number((await h.sql<{ n: string }>('SELECT count(*) AS n FROM auto WHERE venditore_id = $1', [seller.userId]))[0].n);

describe('creating a listing', () => {
  it('stores the car with its parts and costs the seller 5 tokens', async () => {
    const seller = await sellerWithTokens();
    await h.registerSeller(seller, 'Mario Rossi', 'Autodemolizioni Rossi');
    const created = await create(seller);
    const detail = await h.call(CATALOGUE.listing.get, { id: created.id }, seller);
    expect(detail).toMatchObject({
      marca: 'Volkswagen',
      modello: 'Golf',
      numeroTelaio: 'WVWZZZ1KZAW000001',
      telaioVerificato: true,
      ricambiDisponibili: 3,
      ricambiTotali: 3,
      venditore: { id: seller.userId, nome: 'Mario Rossi', nomeAttivita: 'Autodemolizioni Rossi' },
    });
    // Shown in the catalogue's order, whatever the order of the form.
    expect(detail.ricambi.map((r) => r.nome)).toEqual(['Musata', 'Cambio', 'Centralina ECU']);
    expect(detail.ricambi.find((r) => r.nome === 'Centralina ECU')).toMatchObject({
      prezzoCentesimi: 15_000,
      spedizioneCentesimi: 1_000,
      disponibile: true,
      grado: 'A',
      garanziaGiorni: 90,
      codiceOem: '03L906018',
    });
    expect(await h.balance(seller)).toBe(20);
  });

  it('refuses a seller with 4 tokens, with the creation message, and writes nothing', async () => {
    const seller = await sellerWithTokens();
    await spend(seller, 21, 'creazione-inserzione');
    expect(await h.balance(seller)).toBe(4);
    expect((await failure(create(seller))).code).toBe('INSUFFICIENT_TOKENS_CREATE');
    expect(await countListings(seller)).toBe(0);
    expect(await h.balance(seller)).toBe(4);
  });

  it('gives the tokens back when the listing cannot be written', async () => {
    const seller = await sellerWithTokens();
    // A trigger refusing the insert stands in for any failure of the write after the debit (a lost connection…).
    await h.sql(`CREATE OR REPLACE FUNCTION rifiuta_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.marca = 'Rifiutata' THEN RAISE EXCEPTION 'rifiutata'; END IF; RETURN NEW; END $$`);
    await h.sql('CREATE TRIGGER rifiuta_test BEFORE INSERT ON auto FOR EACH ROW EXECUTE FUNCTION rifiuta_test()');
    try {
      expect((await failure(create(seller, { marca: 'Rifiutata' }))).code).toBe('INTERNAL');
    } finally {
      await h.sql('DROP TRIGGER rifiuta_test ON auto');
    }
    expect(await countListings(seller)).toBe(0);
    expect(await h.balance(seller)).toBe(25);
  });

  it('answers invalid input with the Italian messages of the shared schema, before charging', async () => {
    const seller = await sellerWithTokens();
    const error = await failure(
      create(seller, { marca: '', anno: 1800, immagini: Array.from({ length: 6 }, imageKey), ricambi: [] }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      marca: MESSAGGI_INSERZIONE.marca,
      anno: MESSAGGI_INSERZIONE.anno,
      immagini: MESSAGGI_INSERZIONE.troppeImmagini,
      ricambi: MESSAGGI_INSERZIONE.ricambi,
    });
    expect(await h.balance(seller)).toBe(25);
  });

  it('publishes exactly one of two simultaneous creations when the tokens pay for one', async () => {
    const seller = await sellerWithTokens();
    await spend(seller, 20, 'creazione-inserzione');
    const results = await Promise.allSettled([create(seller), create(seller)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []))).toEqual([
      'INSUFFICIENT_TOKENS_CREATE',
    ]);
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(0);
  });

  it('creates and charges once a creation retried with its idempotency key, and answers with the first listing', async () => {
    const seller = await sellerWithTokens();
    const request = { ...inserzione(), idempotencyKey: randomUUID() };
    const first = await h.call(CATALOGUE.listing.create, request, seller);
    const retry = await h.call(CATALOGUE.listing.create, request, seller);
    expect(retry).toEqual(first);
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(20);
  });

  it('creates one listing for five simultaneous attempts with one key, and charges 5 tokens', async () => {
    const seller = await sellerWithTokens();
    const request = { ...inserzione(), idempotencyKey: randomUUID() };
    const results = await Promise.all(Array.from({ length: 5 }, () => h.call(CATALOGUE.listing.create, request, seller)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(20);
  });

  it('refuses a creation key reused with other content, and creates nothing more', async () => {
    const seller = await sellerWithTokens();
    const idempotencyKey = randomUUID();
    await h.call(CATALOGUE.listing.create, { ...inserzione(), idempotencyKey }, seller);
    const other = await failure(h.call(CATALOGUE.listing.create, { ...inserzione({ modello: 'Polo' }), idempotencyKey }, seller));
    expect(other.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(20);
  });

  it('keeps each seller’s creation keys apart', async () => {
    const [seller, other] = [await sellerWithTokens(), await sellerWithTokens()];
    const idempotencyKey = randomUUID();
    const mine = await h.call(CATALOGUE.listing.create, { ...inserzione(), idempotencyKey }, seller);
    const theirs = await h.call(CATALOGUE.listing.create, { ...inserzione(), idempotencyKey }, other);
    expect(theirs.id).not.toBe(mine.id);
    expect([await h.balance(seller), await h.balance(other)]).toEqual([20, 20]);
  });

  it('is for sellers only', async () => {
    expect((await failure(create(newBuyer()))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(CATALOGUE.listing.create, inserzione()))).code).toBe('UNAUTHENTICATED');
  });

  it('publishes evt.catalogue.listing.created through the outbox', async () => {
    const seller = await sellerWithTokens();
    const created = await create(seller);
    const [row] = await waitFor(async () => {
      const rows = await h.sql<{ payload: unknown; published_at: Date | null }>(
        "SELECT payload, published_at FROM outbox_events WHERE subject = $1 AND payload->>'autoId' = $2",
        [CATALOGUE_EVENTS.listingCreated.subject, created.id],
      );
      return rows[0]?.published_at ? rows : undefined;
    });
    expect(row.payload).toEqual({ autoId: created.id, venditoreId: seller.userId, marca: created.marca, modello: created.modello });
  });
});

describe("the seller's traceability (art. 30 DSA)", () => {
  /** Identity's word on the seller's "Dati per la vendita", applied by catalogue's read model. */
  const tracciabile = async (seller: Actor, completi: boolean) => {
    const eventId = await h.publish(IDENTITY_EVENTS.userUpdated, { userId: seller.userId, nome: 'Lia Neri', ruolo: 'venditore', nomeAttivita: null, tracciabile: completi });
    await waitFor(async () => ((await h.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [eventId])).length ? true : undefined));
  };

  it('refuses a first listing until the data are complete, charging nothing, and leaves existing listings to edit', async () => {
    const seller = await sellerWithTokens();
    const prima = await create(seller);
    await tracciabile(seller, false);
    expect((await failure(create(seller))).code).toBe('SELLER_TRACEABILITY_INCOMPLETE');
    expect(await h.balance(seller)).toBe(20);
    await expect(h.call(CATALOGUE.listing.update, modifica(prima, { descrizione: 'Ancora in vendita' }), seller)).resolves.toMatchObject({ descrizione: 'Ancora in vendita' });
    await tracciabile(seller, true);
    await expect(create(seller)).resolves.toMatchObject({ venditore: { id: seller.userId } });
  });
});

describe('editing a listing', () => {
  it('changes description, photos and parts for 1 token', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const [musata, cambio] = listing.ricambi;
    const edited = await h.call(
      CATALOGUE.listing.update,
      modifica(listing, {
        descrizione: 'Ora con centralina testata al banco',
        immagini: [...listing.immagini, imageKey()],
        ricambi: [
          { ...modifica(listing).ricambi[0], prezzoCentesimi: 55_000, garanziaGiorni: 30 },
          { nome: 'Pompa ABS', prezzoCentesimi: 9_000, spedizioneCentesimi: 900, codiceOem: '1k0614517' },
          ...modifica(listing).ricambi.slice(2),
        ],
      }),
      seller,
    );
    expect(edited.descrizione).toBe('Ora con centralina testata al banco');
    expect(edited.immagini).toHaveLength(3);
    expect(edited.ricambi.map((r) => r.nome)).toEqual(['Musata', 'Pompa ABS', 'Centralina ECU']);
    expect(edited.ricambi[0]).toMatchObject({ id: musata.id, prezzoCentesimi: 55_000, garanziaGiorni: 30 });
    expect(edited.ricambi.some((r) => r.id === cambio.id)).toBe(false);
    expect(await h.balance(seller)).toBe(25 - 5 - 1);
  });

  it('charges a retried edit once when it carries the same idempotency key', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const request = modifica(listing, { descrizione: 'Una volta sola', idempotencyKey: randomUUID() });
    await h.call(CATALOGUE.listing.update, request, seller);
    await h.call(CATALOGUE.listing.update, request, seller);
    expect(await h.balance(seller)).toBe(19);
  });

  it('applies and charges one of five different edits sent under one key, and refuses the others', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const idempotencyKey = randomUUID();
    const edits = ['Prima', 'Seconda', 'Terza', 'Quarta', 'Quinta'].map((descrizione) => modifica(listing, { descrizione, idempotencyKey }));
    await h.call(CATALOGUE.listing.update, edits[0], seller);
    for (const edit of edits.slice(1)) {
      expect((await failure(h.call(CATALOGUE.listing.update, edit, seller))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect((await h.call(CATALOGUE.listing.get, { id: listing.id })).descrizione).toBe('Prima');
    expect(await h.balance(seller)).toBe(19);
  });

  it('applies and charges one of five different edits sent at once under one key', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const idempotencyKey = randomUUID();
    const descrizioni = ['Prima', 'Seconda', 'Terza', 'Quarta', 'Quinta'];
    const results = await Promise.allSettled(
      descrizioni.map((descrizione) => h.call(CATALOGUE.listing.update, modifica(listing, { descrizione, idempotencyKey }), seller)),
    );
    const applied = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.descrizione] : []));
    expect(applied).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []))).toEqual(
      Array.from({ length: 4 }, () => 'IDEMPOTENCY_KEY_REUSED'),
    );
    expect((await h.call(CATALOGUE.listing.get, { id: listing.id })).descrizione).toBe(applied[0]);
    expect(await h.balance(seller)).toBe(19);
  });

  it('answers a retried edit that added a part with the listing as it is, applied and charged once', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const request = modifica(listing, {
      idempotencyKey: randomUUID(),
      ricambi: [...modifica(listing).ricambi, { nome: 'Pompa ABS', prezzoCentesimi: 9_000, spedizioneCentesimi: 900 }],
    });
    const first = await h.call(CATALOGUE.listing.update, request, seller);
    await expect(h.call(CATALOGUE.listing.update, request, seller)).resolves.toEqual(first);
    expect(first.ricambi.filter((r) => r.nome === 'Pompa ABS')).toHaveLength(1);
    expect(await h.balance(seller)).toBe(19);
  });

  it('refuses to touch a sold part, and charges nothing', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const musata = listing.ricambi[0];
    await sell(listing.id, [musata.id]);
    const sold = await h.call(CATALOGUE.listing.get, { id: listing.id });
    const request = modifica(sold);
    request.ricambi[0] = { ...request.ricambi[0], prezzoCentesimi: 1 };
    expect((await failure(h.call(CATALOGUE.listing.update, request, seller))).code).toBe('PART_SOLD');
    expect(await h.balance(seller)).toBe(20);
    // Left out of the list it stays as it was, and the edit goes through.
    const without = modifica(sold, { ricambi: modifica(sold).ricambi.slice(1) });
    const edited = await h.call(CATALOGUE.listing.update, without, seller);
    expect(edited.ricambi.find((r) => r.id === musata.id)).toMatchObject({ disponibile: false, prezzoCentesimi: 60_000 });
    expect(await h.balance(seller)).toBe(19);
  });

  it('refuses a seller without tokens with the edit message', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    await spend(seller, 20, 'modifica-inserzione');
    const error = await failure(h.call(CATALOGUE.listing.update, modifica(listing, { descrizione: 'x' }), seller));
    expect(error.code).toBe('INSUFFICIENT_TOKENS_EDIT');
    expect((await h.call(CATALOGUE.listing.get, { id: listing.id })).descrizione).toBe(listing.descrizione);
  });
});

describe('permissions', () => {
  let owner: Actor;
  let listing: AutoDettaglioDto;

  beforeAll(async () => {
    owner = await sellerWithTokens();
    listing = await create(owner);
  });

  it('hides the listing from every write and the edit view of another seller, and charges them nothing', async () => {
    const other = await sellerWithTokens();
    const attempts = [
      h.call(CATALOGUE.listing.update, modifica(listing, { descrizione: 'Mia!' }), other),
      h.call(CATALOGUE.listing.delete, { id: listing.id }, other),
      h.call(CATALOGUE.listing.getForEdit, { id: listing.id }, other),
    ];
    for (const attempt of attempts) expect((await failure(attempt)).code).toBe('LISTING_NOT_FOUND');
    expect(await h.balance(other)).toBe(25);
    const detail = await h.call(CATALOGUE.listing.getForEdit, { id: listing.id }, owner);
    expect(detail.descrizione).toBe(listing.descrizione);
  });

  it('does not let another seller adopt a part of this listing into theirs', async () => {
    const other = await sellerWithTokens();
    const own = await create(other);
    const request = modifica(own, { ricambi: [...modifica(own).ricambi, { ...modifica(listing).ricambi[0], nome: 'Kit Airbag' }] });
    expect((await failure(h.call(CATALOGUE.listing.update, request, other))).code).toBe('LISTING_NOT_FOUND');
  });

  it('keeps buyers and anonymous callers out of the seller operations', async () => {
    const buyer = newBuyer();
    for (const contract of [CATALOGUE.listing.update, CATALOGUE.listing.delete, CATALOGUE.listing.getForEdit, CATALOGUE.listing.mine]) {
      expect((await failure(h.call(contract, { id: listing.id }, buyer))).code).toBe('FORBIDDEN');
      expect((await failure(h.call(contract, { id: listing.id }))).code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers LISTING_NOT_FOUND for a listing that does not exist', async () => {
    expect((await failure(h.call(CATALOGUE.listing.get, { id: randomUUID() }))).code).toBe('LISTING_NOT_FOUND');
  });
});

describe('deleting a listing', () => {
  it('removes the car and its parts and tells the yard', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    await expect(h.call(CATALOGUE.listing.delete, { id: listing.id }, seller)).resolves.toEqual({ ok: true });
    expect((await failure(h.call(CATALOGUE.listing.get, { id: listing.id }))).code).toBe('LISTING_NOT_FOUND');
    expect(await h.sql('SELECT 1 FROM ricambi WHERE auto_id = $1', [listing.id])).toHaveLength(0);
    const events = await h.sql<{ payload: unknown }>("SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'autoId' = $2", [
      CATALOGUE_EVENTS.listingDeleted.subject,
      listing.id,
    ]);
    expect(events.map((e) => e.payload)).toEqual([{ autoId: listing.id, venditoreId: seller.userId }]);
  });
});

describe('an idempotency key names one operation forever', () => {
  /** A brand of the test's own, so the search sees only its listings. */
  const marcaPropria = () => `Marca${randomUUID().slice(0, 8)}`;

  it('never brings a deleted listing back with its creation key: no new listing, no search hit, no second charge', async () => {
    const seller = await sellerWithTokens();
    const marca = marcaPropria();
    const request = { ...inserzione({ marca }), idempotencyKey: randomUUID() };
    const first = await h.call(CATALOGUE.listing.create, request, seller);
    await h.call(CATALOGUE.listing.delete, { id: first.id }, seller);
    for (let retry = 0; retry < 2; retry++) {
      expect((await failure(h.call(CATALOGUE.listing.create, request, seller))).code).toBe('IDEMPOTENCY_KEY_LISTING_DELETED');
    }
    // The key with other content is another operation: refused, as it was while the listing stood.
    expect((await failure(h.call(CATALOGUE.listing.create, { ...request, modello: 'Polo' }, seller))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countListings(seller)).toBe(0);
    expect((await search({ marca })).total).toBe(0);
    expect(await h.balance(seller)).toBe(20);
  });

  it('answers every attempt racing a deletion with the listing or with its deletion, never with a new one', async () => {
    const seller = await sellerWithTokens();
    const request = { ...inserzione(), idempotencyKey: randomUUID() };
    const first = await h.call(CATALOGUE.listing.create, request, seller);
    const [, ...retries] = await Promise.allSettled([
      h.call(CATALOGUE.listing.delete, { id: first.id }, seller),
      ...Array.from({ length: 4 }, () => h.call(CATALOGUE.listing.create, request, seller)),
    ]);
    for (const retry of retries) {
      if (retry.status === 'fulfilled') expect(retry.value.id).toBe(first.id);
      else expect((retry.reason as { code: string }).code).toBe('IDEMPOTENCY_KEY_LISTING_DELETED');
    }
    expect(await countListings(seller)).toBe(0);
    expect(await h.balance(seller)).toBe(20);
  });

  it('refuses to retry a creation whose attempt failed and was refunded, and charges nothing', async () => {
    const seller = await sellerWithTokens();
    await h.sql(`CREATE OR REPLACE FUNCTION rifiuta_chiave_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.marca = 'RifiutataConChiave' THEN RAISE EXCEPTION 'rifiutata'; END IF; RETURN NEW; END $$`);
    await h.sql('CREATE TRIGGER rifiuta_chiave_test BEFORE INSERT ON auto FOR EACH ROW EXECUTE FUNCTION rifiuta_chiave_test()');
    const request = { ...inserzione({ marca: 'RifiutataConChiave' }), idempotencyKey: randomUUID() };
    try {
      expect((await failure(h.call(CATALOGUE.listing.create, request, seller))).code).toBe('INTERNAL');
    } finally {
      await h.sql('DROP TRIGGER rifiuta_chiave_test ON auto');
    }
    expect((await failure(h.call(CATALOGUE.listing.create, request, seller))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countListings(seller)).toBe(0);
    expect(await h.balance(seller)).toBe(25);
  });

  it('never applies an edit again once its listing was deleted, and says so', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const request = modifica(listing, { descrizione: 'Modificata una volta', idempotencyKey: randomUUID() });
    await h.call(CATALOGUE.listing.update, request, seller);
    await h.call(CATALOGUE.listing.delete, { id: listing.id }, seller);
    expect((await failure(h.call(CATALOGUE.listing.update, request, seller))).code).toBe('IDEMPOTENCY_KEY_LISTING_DELETED');
    expect(await countListings(seller)).toBe(0);
    expect(await h.balance(seller)).toBe(19);
  });

  it('answers an edit retried after a later edit with the listing as it is now: not applied over it, not charged', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    const prima = modifica(listing, { descrizione: 'Prima', idempotencyKey: randomUUID() });
    await h.call(CATALOGUE.listing.update, prima, seller);
    const dopo = await h.call(CATALOGUE.listing.update, modifica(listing, { descrizione: 'Dopo', idempotencyKey: randomUUID() }), seller);
    await expect(h.call(CATALOGUE.listing.update, prima, seller)).resolves.toEqual(dopo);
    expect((await h.call(CATALOGUE.listing.get, { id: listing.id })).descrizione).toBe('Dopo');
    expect(await h.balance(seller)).toBe(18);
  });

  it('refuses an edit key sent again for another listing, or a creation key for an edit, and charges nothing more', async () => {
    const seller = await sellerWithTokens();
    const creationKey = randomUUID();
    const [golf, polo] = [await h.call(CATALOGUE.listing.create, { ...inserzione(), idempotencyKey: creationKey }, seller), await create(seller)];
    const editKey = randomUUID();
    await h.call(CATALOGUE.listing.update, modifica(golf, { descrizione: 'Solo la Golf', idempotencyKey: editKey }), seller);
    const attempts = [
      modifica(polo, { descrizione: 'Solo la Golf', idempotencyKey: editKey }),
      modifica(polo, { descrizione: 'Con la chiave della creazione', idempotencyKey: creationKey }),
      modifica(golf, { descrizione: 'Con la chiave della creazione', idempotencyKey: creationKey }),
    ];
    for (const attempt of attempts) {
      expect((await failure(h.call(CATALOGUE.listing.update, attempt, seller))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect((await h.call(CATALOGUE.listing.get, { id: polo.id })).descrizione).toBe(polo.descrizione);
    expect(await h.balance(seller)).toBe(25 - 5 - 5 - 1);
  });

  it('applies one of an edit key sent at once for two listings, and charges one token', async () => {
    const seller = await sellerWithTokens();
    const [golf, polo] = [await create(seller), await create(seller)];
    const idempotencyKey = randomUUID();
    const results = await Promise.allSettled(
      [golf, polo].map((listing) => h.call(CATALOGUE.listing.update, modifica(listing, { descrizione: 'Una sola', idempotencyKey }), seller)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []))).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    const descrizioni = [(await h.call(CATALOGUE.listing.get, { id: golf.id })).descrizione, (await h.call(CATALOGUE.listing.get, { id: polo.id })).descrizione];
    expect(descrizioni.filter((d) => d === 'Una sola')).toHaveLength(1);
    expect(await h.balance(seller)).toBe(25 - 5 - 5 - 1);
  });
});

describe('a seller’s listings', () => {
  it('lists the own listings newest first, narrowed by the search box, and the same cards publicly', async () => {
    const seller = await sellerWithTokens();
    const golf = await create(seller);
    const panda = await create(seller, { marca: 'Fiat', modello: 'Panda', numeroTelaio: null });
    const mine = await h.call(CATALOGUE.listing.mine, {}, seller);
    expect(mine.map((c) => c.id)).toEqual([panda.id, golf.id]);
    expect(mine[1]).toMatchObject({ immagine: golf.immagini[0], ricambiDisponibili: 3, ricambiTotali: 3 });
    expect((await h.call(CATALOGUE.listing.mine, { q: 'pand' }, seller)).map((c) => c.id)).toEqual([panda.id]);
    expect((await h.call(CATALOGUE.listing.mine, { q: 'zaw000' }, seller)).map((c) => c.id)).toEqual([golf.id]);
    expect((await h.call(CATALOGUE.listing.bySeller, { venditoreId: seller.userId })).map((c) => c.id)).toEqual([
      panda.id,
      golf.id,
    ]);
  });
});

describe('the sitemap', () => {
  it('lists every listing with its seller and last change, the most recently changed first, and no deleted one', async () => {
    const seller = await sellerWithTokens();
    const golf = await create(seller);
    const panda = await create(seller, { marca: 'Fiat', modello: 'Panda', numeroTelaio: null });
    const tolta = await create(seller);
    await h.call(CATALOGUE.listing.delete, { id: tolta.id }, seller);
    await h.call(CATALOGUE.listing.update, modifica(golf, { descrizione: 'Aggiornata' }), seller);
    const { inserzioni } = await h.call(CATALOGUE.listing.sitemap, {});
    const [{ updated_at: modificata }] = await h.sql<{ updated_at: Date }>('SELECT updated_at FROM auto WHERE id = $1', [golf.id]);
    expect(inserzioni[0]).toEqual({ id: golf.id, venditoreId: seller.userId, updatedAt: modificata.toISOString() });
    const nostre = inserzioni.filter((i) => i.venditoreId === seller.userId).map((i) => i.id);
    expect(nostre).toEqual([golf.id, panda.id]);
    const date = inserzioni.map((i) => i.updatedAt);
    expect(date).toEqual([...date].sort().reverse());
  });
});

describe('home search', () => {
  let seller: Actor;
  let golf: AutoDettaglioDto;
  let punto: AutoDettaglioDto;
  let clio: AutoDettaglioDto;
  const marca = `Marca${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    seller = newSeller();
    await h.buy(seller, 'gettoni-50');
    // One brand of our own keeps these searches apart from the other tests' listings.
    golf = await create(seller, { marca, modello: 'Golf', anno: 2015, km: 120_000, cv: 110, kw: 81, cilindrata: 1598, carburante: 'diesel' });
    punto = await create(seller, {
      marca,
      modello: 'Punto',
      anno: 2009,
      km: 210_000,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      descrizione: 'Faro anteriore destro integro',
      ricambi: [{ nome: 'Cambio', prezzoCentesimi: 20_000, spedizioneCentesimi: 3_000 }],
    });
    clio = await create(seller, {
      marca,
      modello: 'Clio',
      anno: 2019,
      km: 40_000,
      cv: 90,
      kw: 66,
      cilindrata: 898,
      carburante: 'gpl',
      descrizione: null,
      ricambi: [{ nome: 'Kit Airbag', prezzoCentesimi: 30_000, spedizioneCentesimi: 2_000, codiceOem: '8200-123-abc' }],
    });
  });

  const ids = (result: SearchListingsDto) => result.items.map((c) => c.id);

  it('finds the car with a Centralina ECU part by "centralina", and by its synonym "ecu"', async () => {
    expect(ids(await search({ q: 'centralina', marca }))).toEqual([golf.id]);
    expect(ids(await search({ q: 'ECU', marca }))).toEqual([golf.id]);
    expect(ids(await search({ q: 'centraline', marca }))).toEqual([golf.id]);
    expect(ids(await search({ q: 'unità di controllo', marca }))).toEqual([golf.id]);
  });

  it('finds a description saying "faro" when searching "fanale" or "fari"', async () => {
    // The Golf's Musata is "Completa di fari".
    expect(ids(await search({ q: 'fanale', marca })).sort()).toEqual([golf.id, punto.id].sort());
    expect(ids(await search({ q: 'proiettori', marca })).sort()).toEqual([golf.id, punto.id].sort());
    expect(ids(await search({ q: 'fanale integro', marca }))).toEqual([punto.id]);
  });

  it('matches brand, model and OEM codes, accents and case aside', async () => {
    expect(ids(await search({ q: `${marca.toLowerCase()} clio` }))).toEqual([clio.id]);
    expect(ids(await search({ q: '8200-123-ABC' }))).toEqual([clio.id]);
    expect(ids(await search({ q: 'UNITA DI CONTROLLO', marca }))).toEqual([golf.id]);
    expect(ids(await search({ q: '03L906018', marca }))).toEqual([golf.id]);
    expect(ids(await search({ q: 'frontale', marca }))).toEqual([golf.id]);
  });

  it('narrows by every filter', async () => {
    expect(ids(await search({ marca }))).toEqual([clio.id, punto.id, golf.id]);
    expect(ids(await search({ marca: marca.toUpperCase().slice(2), modello: 'UNT' }))).toEqual([punto.id]);
    expect(ids(await search({ marca, carburante: 'gpl' }))).toEqual([clio.id]);
    expect(ids(await search({ marca, annoDa: 2010, annoA: 2016 }))).toEqual([golf.id]);
    expect(ids(await search({ marca, kmDa: 100_000 }))).toEqual([punto.id, golf.id]);
    expect(ids(await search({ marca, kmA: 100_000 }))).toEqual([clio.id]);
    expect(ids(await search({ marca, cvDa: 80, cvA: 100 }))).toEqual([clio.id]);
    expect(ids(await search({ marca, kwDa: 70 }))).toEqual([golf.id]);
    expect(ids(await search({ marca, cilindrata: 1242 }))).toEqual([punto.id]);
    expect(ids(await search({ marca, q: 'cambio', carburante: 'diesel' }))).toEqual([golf.id]);
  });

  it('completes an unfinished last word when the words as typed find nothing', async () => {
    expect(ids(await search({ q: 'Pun', marca }))).toEqual([punto.id]);
    expect(ids(await search({ q: `${marca} Cli` }))).toEqual([clio.id]);
    expect(ids(await search({ q: 'centra', marca }))).toEqual([golf.id]);
    expect(ids(await search({ q: 'fanale integ', marca }))).toEqual([punto.id]);
    expect(await search({ q: 'Pux', marca })).toMatchObject({ items: [], total: 0 });
  });

  it('never widens a finished word to the longer words it begins', async () => {
    const altra = `Marca${randomUUID().slice(0, 8)}`;
    const conPunto = await create(seller, { marca: altra, modello: 'Punto', descrizione: null });
    const conPuntale = await create(seller, { marca: altra, modello: 'Panda', descrizione: 'Puntale dello sterzo nuovo' });
    expect(ids(await search({ q: 'punto', marca: altra }))).toEqual([conPunto.id]);
    expect(ids(await search({ q: 'pun', marca: altra }))).toEqual([conPuntale.id, conPunto.id]);
  });

  it('completes from the words of the documents, which follow every new listing and edit', async () => {
    const altra = `Marca${randomUUID().slice(0, 8)}`;
    const completa = async (parola: string) => (await h.sql<{ q: string }>('SELECT completa_parola($1)::text AS q', [parola]))[0].q;
    const auto = await create(seller, { marca: altra, modello: 'Panda', descrizione: 'Ammortizzatori Bilstein' });
    expect(await completa('Bilst')).toContain("'bilstein'");
    expect(ids(await search({ q: 'bilst', marca: altra }))).toEqual([auto.id]);
    await h.call(CATALOGUE.listing.update, modifica(auto, { descrizione: 'Ammortizzatori Monroe' }), seller);
    expect(await completa('Monr')).toContain("'monro'");
    expect(ids(await search({ q: 'ammortizzatori monr', marca: altra }))).toEqual([auto.id]);
    // A word with a digit, or one no document holds, stays a prefix.
    expect(await completa('bil2')).toBe("'bil2':*");
    expect(await completa('zqxw')).toBe("'zqxw':*");
  });

  it('takes any text in the search box: operators, quotes and stop words alone find nothing, and fail nothing', async () => {
    for (const q of ['di', "'", '&|!():*', '"unterminated', 'OR -', '\\']) {
      expect(await search({ q, marca })).toMatchObject({ items: [], total: 0 });
    }
    expect(ids(await search({ q: '"centralina ecu" -bagagliaio', marca }))).toEqual([golf.id]);
  });

  it('treats LIKE wildcards in the text filters as plain characters', async () => {
    expect((await search({ marca: '%' })).total).toBe(0);
    expect((await search({ modello: '_' })).total).toBe(0);
  });

  it('shows only cars with parts still available when asked', async () => {
    const ordineId = await reserve(punto.id, punto.ricambi.map((r) => r.id));
    try {
      expect(ids(await search({ marca, soloDisponibili: true }))).toEqual([clio.id, golf.id]);
      const [card] = (await search({ marca, modello: 'Punto' })).items;
      expect(card).toMatchObject({ ricambiDisponibili: 0, ricambiTotali: 1 });
    } finally {
      await h.call(CATALOGUE.parts.release, { ordineId });
    }
  });

  it('counts apart the available safety parts, which only a repair business may buy, on the cards and the detail', async () => {
    const card = async (id: string) => (await search({ marca })).items.find((c) => c.id === id);
    expect(await card(clio.id)).toMatchObject({ ricambiDisponibili: 1, ricambiSoloOfficine: 1 });
    expect(await card(golf.id)).toMatchObject({ ricambiDisponibili: 3, ricambiSoloOfficine: 0 });
    await expect(h.call(CATALOGUE.listing.get, { id: clio.id })).resolves.toMatchObject({ ricambiSoloOfficine: 1 });
    // The seller's own list reads the same card columns through Prisma.
    expect((await h.call(CATALOGUE.listing.mine, {}, seller)).find((c) => c.id === clio.id)).toMatchObject({ ricambiSoloOfficine: 1 });
    const ordineId = await reserve(clio.id, clio.ricambi.map((r) => r.id), { officina: true });
    try {
      expect(await card(clio.id)).toMatchObject({ ricambiDisponibili: 0, ricambiSoloOfficine: 0 });
    } finally {
      await h.call(CATALOGUE.parts.release, { ordineId });
    }
  });

  it('pages newest first and counts every match', async () => {
    const first = await search({ marca, pageSize: 2 });
    const second = await search({ marca, pageSize: 2, page: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...ids(first), ...ids(second)]).toEqual([clio.id, punto.id, golf.id]);
    expect(second.total).toBe(3);
  });

  it('re-indexes a listing when its description or parts change', async () => {
    const owner = await sellerWithTokens();
    const altra = `Altra${randomUUID().slice(0, 8)}`;
    const listing = await create(owner, { marca: altra, descrizione: null });
    expect((await search({ q: 'paracolpi', marca: altra })).total).toBe(0);
    await h.call(
      CATALOGUE.listing.update,
      modifica(listing, {
        descrizione: 'Paraurti posteriore intatto',
        ricambi: [...modifica(listing).ricambi, { nome: 'Paraurti posteriore', prezzoCentesimi: 5_000, spedizioneCentesimi: 1_500 }],
      }),
      owner,
    );
    expect(ids(await search({ q: 'paracolpi', marca: altra }))).toEqual([listing.id]);
  });

  it('rejects a page size above the limit', async () => {
    expect((await failure(search({ pageSize: 100 }))).code).toBe('VALIDATION_FAILED');
  });
});

describe('fit data: engine, gearbox and OEM codes, and the VIN', () => {
  /** Digits of this run, so that the codes below are this file's only. */
  const n = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const motore = `Z${n}A4000`;
  const marca = `Marca${randomUUID().slice(0, 8)}`;
  const ids = (result: SearchListingsDto) => result.items.map((c) => c.id);
  let seller: Actor;
  let panda: AutoDettaglioDto;
  let citata: AutoDettaglioDto;

  beforeAll(async () => {
    seller = newSeller();
    await h.buy(seller, 'gettoni-50');
    panda = await create(seller, {
      marca,
      modello: 'Panda',
      codiceMotore: ` ${motore.toLowerCase()} `,
      numeroTelaio: 'zfa16900001234567',
      ricambi: [
        { nome: 'Motore completo', prezzoCentesimi: 60_000, spedizioneCentesimi: 9_000, codiceCambio: 'c514' },
        { nome: 'Cambio', prezzoCentesimi: 28_000, spedizioneCentesimi: 6_000, codiceOem: `46.${n}.000, 46${n}001`, codiceCambio: 'C514.5.10' },
      ],
    });
    // Newer, and naming the engine code in its text only.
    citata = await create(seller, { marca, modello: 'Ypsilon', numeroTelaio: null, descrizione: `Motore ${motore} venduto` });
  });

  it('keeps the engine code, the gearbox codes and several OEM codes as written, and stores them normalised too', async () => {
    expect(panda).toMatchObject({ codiceMotore: motore, numeroTelaio: 'ZFA16900001234567', telaioVerificato: true });
    expect(panda.ricambi.map((r) => [r.nome, r.codiceOem, r.codiceCambio])).toEqual([
      ['Motore completo', null, 'C514'],
      ['Cambio', `46.${n}.000, 46${n}001`, 'C514.5.10'],
    ]);
    const [auto] = await h.sql<{ codice_motore_norm: string }>('SELECT codice_motore_norm FROM auto WHERE id = $1', [panda.id]);
    expect(auto.codice_motore_norm).toBe(motore);
    const ricambi = await h.sql<{ nome: string; codici_oem: string[] }>('SELECT nome, codici_oem FROM ricambi WHERE auto_id = $1 ORDER BY nome', [panda.id]);
    expect(ricambi).toEqual([
      { nome: 'Cambio', codici_oem: [`46${n}000`, `46${n}001`] },
      { nome: 'Motore completo', codici_oem: [] },
    ]);
    const [card] = (await search({ marca, modello: 'Panda' })).items;
    expect(card).toMatchObject({ codiceMotore: motore, telaioVerificato: true });
    expect((await h.call(CATALOGUE.listing.stock, {}, seller)).auto.find((a) => a.id === panda.id)).toMatchObject({
      codiceMotore: motore,
      numeroTelaio: 'ZFA16900001234567',
      ricambi: panda.ricambi,
    });
  });

  it('shows the VIN to the listing’s seller only; anyone else reads that a well-formed one was given', async () => {
    expect(await h.call(CATALOGUE.listing.get, { id: panda.id })).toMatchObject({ numeroTelaio: null, telaioVerificato: true });
    expect(await h.call(CATALOGUE.listing.get, { id: panda.id }, newBuyer())).toMatchObject({ numeroTelaio: null, telaioVerificato: true });
    expect(await h.call(CATALOGUE.listing.get, { id: panda.id }, newSeller())).toMatchObject({ numeroTelaio: null });
    expect(await h.call(CATALOGUE.listing.get, { id: panda.id }, seller)).toMatchObject({ numeroTelaio: 'ZFA16900001234567' });
    expect(await h.call(CATALOGUE.listing.getForEdit, { id: panda.id }, seller)).toMatchObject({ numeroTelaio: 'ZFA16900001234567' });
    expect(await h.call(CATALOGUE.listing.get, { id: citata.id })).toMatchObject({ numeroTelaio: null, telaioVerificato: false });
    expect((await search({ marca, modello: 'Ypsilon' })).items[0]).toMatchObject({ telaioVerificato: false });
  });

  it('refuses a VIN of the wrong shape and a code with other characters, with the form’s messages, before charging', async () => {
    const other = await sellerWithTokens();
    const telaio = await failure(create(other, { numeroTelaio: 'ZFA1690000123456O' }));
    expect(telaio).toMatchObject({ code: 'VALIDATION_FAILED', fields: { numeroTelaio: MESSAGGI_VIN.formato } });
    const codice = await failure(create(other, { codiceMotore: '169A4000/1' }));
    expect(codice).toMatchObject({ code: 'VALIDATION_FAILED', fields: { codiceMotore: MESSAGGI_INSERZIONE.codiceMotore } });
    expect(await h.balance(other)).toBe(25);
  });

  it('finds a car by its engine code, exact, as a prefix or written otherwise, before the cars that only mention it', async () => {
    for (const q of [`Z${n}A4`, `z${n}a`, `z${n} a4.000`, `Z${n}-A4-000`]) {
      expect({ q, ids: ids(await search({ q })) }).toEqual({ q, ids: [panda.id] });
    }
    // The exact code is a word too: the newer car that names it comes after the one that has it.
    expect(ids(await search({ q: motore }))).toEqual([panda.id, citata.id]);
    expect(ids(await search({ q: motore, marca, modello: 'Ypsilon' }))).toEqual([citata.id]);
  });

  it('finds a car by any of its parts’ OEM codes, exact, as a prefix or written otherwise', async () => {
    for (const q of [`46${n}000`, `46${n}001`, `46.${n}.001`, `46 ${n} 000`, `46${n}0`, `46.${n}`]) {
      expect({ q, ids: ids(await search({ q })) }).toEqual({ q, ids: [panda.id] });
    }
    expect((await search({ q: `47${n}000` })).total).toBe(0);
  });

  it('follows a part’s codes through an edit: the old ones find nothing, the new ones the car', async () => {
    const owner = await sellerWithTokens();
    const car = await create(owner, { ricambi: [{ nome: 'Cambio', prezzoCentesimi: 1_000, spedizioneCentesimi: 100, codiceOem: `71${n}` }] });
    expect(ids(await search({ q: `71${n}` }))).toEqual([car.id]);
    const [cambio] = modifica(car).ricambi;
    const edited = await h.call(
      CATALOGUE.listing.update,
      modifica(car, { ricambi: [{ ...cambio, codiceOem: `72${n}; 73-${n}`, codiceCambio: 'M32' }] }),
      owner,
    );
    expect(edited.ricambi[0]).toMatchObject({ codiceOem: `72${n}; 73-${n}`, codiceCambio: 'M32' });
    expect((await search({ q: `71${n}` })).total).toBe(0);
    expect(ids(await search({ q: `73${n}` }))).toEqual([car.id]);
    const [{ codici_oem }] = await h.sql<{ codici_oem: string[] }>('SELECT codici_oem FROM ricambi WHERE id = $1', [cambio.id]);
    expect(codici_oem).toEqual([`72${n}`, `73${n}`]);
  });
});

describe('the sellers read model', () => {
  it('follows identity’s registered and updated events', async () => {
    const seller = await sellerWithTokens();
    const listing = await create(seller);
    // A seller nobody reviewed yet carries an empty rating (docs/architecture.md#reviews-and-reputation).
    const nessunaValutazione = { mediaStelle: null, numeroRecensioni: 0, affidabile: false };
    expect((await h.call(CATALOGUE.listing.get, { id: listing.id })).venditore).toEqual({
      id: seller.userId,
      nome: '',
      nomeAttivita: null,
      valutazione: nessunaValutazione,
    });
    await h.registerSeller(seller, 'Lucia Bianchi');
    await h.publish(IDENTITY_EVENTS.userUpdated, { userId: seller.userId, nome: 'Lucia Bianchi', ruolo: 'venditore', nomeAttivita: 'Ricambi Bianchi' });
    const venditore = await waitFor(async () => {
      const detail = await h.call(CATALOGUE.listing.get, { id: listing.id });
      return detail.venditore.nomeAttivita ? detail.venditore : undefined;
    });
    expect(venditore).toEqual({ id: seller.userId, nome: 'Lucia Bianchi', nomeAttivita: 'Ricambi Bianchi', valutazione: nessunaValutazione });
    const cards = await h.call(CATALOGUE.listing.bySeller, { venditoreId: seller.userId });
    expect(cards[0].venditore).toEqual(venditore);
  });

  it('ignores buyers', async () => {
    const buyer = newBuyer();
    const eventId = await h.publish(IDENTITY_EVENTS.userRegistered, {
      userId: buyer.userId,
      email: 'a@b.it',
      nome: 'Anna',
      ruolo: 'acquirente',
      nomeAttivita: null,
    });
    await waitFor(async () => {
      const rows = await h.sql("SELECT 1 FROM processed_events WHERE consumer = 'catalogue-identity' AND event_id = $1", [eventId]);
      return rows.length > 0 ? true : undefined;
    });
    expect(await h.sql('SELECT 1 FROM venditori WHERE id = $1', [buyer.userId])).toHaveLength(0);
  });
});

describe('stock codes', () => {
  const codice = () => `MAG-${randomUUID().slice(0, 8)}`;

  it('refuses a code another listing of the seller has, written the same once trimmed, and charges nothing for it', async () => {
    const seller = await sellerWithTokens();
    const codiceInterno = codice();
    const first = await create(seller, { codiceInterno });
    expect(await h.sql('SELECT codice_interno FROM auto WHERE id = $1', [first.id])).toEqual([{ codice_interno: codiceInterno }]);
    for (const again of [codiceInterno, ` ${codiceInterno} `]) {
      expect((await failure(create(seller, { codiceInterno: again, modello: 'Polo' }))).code).toBe('CODICE_INTERNO_TAKEN');
    }
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(20);
  });

  it('lets another seller use the same code, and any number of listings go without one', async () => {
    const [seller, other] = [await sellerWithTokens(), await sellerWithTokens()];
    const codiceInterno = codice();
    await create(seller, { codiceInterno });
    await expect(create(other, { codiceInterno })).resolves.toMatchObject({ marca: 'Volkswagen' });
    await create(seller, { codiceInterno: null });
    await create(seller);
    expect(await countListings(seller)).toBe(3);
    expect([await h.balance(seller), await h.balance(other)]).toEqual([10, 20]);
  });

  it('creates one of two simultaneous creations with one code, and charges for that one only', async () => {
    const seller = await sellerWithTokens();
    const codiceInterno = codice();
    const results = await Promise.allSettled([create(seller, { codiceInterno }), create(seller, { codiceInterno })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []))).toEqual(['CODICE_INTERNO_TAKEN']);
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(20);
  });

  it('refuses a code taken between the check and the write with CODICE_INTERNO_TAKEN, and gives the tokens back', async () => {
    const seller = await sellerWithTokens();
    const codiceInterno = codice();
    // A listing with the code slipped in right before this one's row: what a racing creation does after the check.
    await h.sql(`CREATE OR REPLACE FUNCTION precede_codice_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.codice_interno = '${codiceInterno}' AND NEW.marca <> 'Precedente' THEN
          INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, immagini, codice_interno, updated_at)
          VALUES (gen_random_uuid(), NEW.venditore_id, 'Precedente', 'X', 2010, 1, 1, 1, 1, 'benzina', '{}', NEW.codice_interno, now());
        END IF;
        RETURN NEW;
      END $$`);
    await h.sql('CREATE TRIGGER precede_codice_test BEFORE INSERT ON auto FOR EACH ROW EXECUTE FUNCTION precede_codice_test()');
    try {
      expect((await failure(create(seller, { codiceInterno }))).code).toBe('CODICE_INTERNO_TAKEN');
    } finally {
      await h.sql('DROP TRIGGER precede_codice_test ON auto');
    }
    expect(await countListings(seller)).toBe(0);
    expect(await h.balance(seller)).toBe(25);
  });

  it('answers a creation retried with its key and code with the first listing, created and charged once', async () => {
    const seller = await sellerWithTokens();
    const request = { ...inserzione({ codiceInterno: codice() }), idempotencyKey: randomUUID() };
    const first = await h.call(CATALOGUE.listing.create, request, seller);
    await expect(h.call(CATALOGUE.listing.create, request, seller)).resolves.toEqual(first);
    // The code is part of what the key names: the key with another code is another creation.
    const otherCode = await failure(h.call(CATALOGUE.listing.create, { ...request, codiceInterno: codice() }, seller));
    expect(otherCode.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(20);
  });

  it('answers five simultaneous attempts with one key and code with one listing, charged once', async () => {
    const seller = await sellerWithTokens();
    const request = { ...inserzione({ codiceInterno: codice() }), idempotencyKey: randomUUID() };
    const results = await Promise.all(Array.from({ length: 5 }, () => h.call(CATALOGUE.listing.create, request, seller)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await countListings(seller)).toBe(1);
    expect(await h.balance(seller)).toBe(20);
  });

  it('refuses a code as the shared schema does, with its message', async () => {
    const seller = await sellerWithTokens();
    const error = await failure(create(seller, { codiceInterno: '#senza-senso' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({ codiceInterno: MESSAGGI_INSERZIONE.codiceInterno });
    expect(await h.balance(seller)).toBe(25);
  });
});

/** Descriptions as a yard writes them, and as long as the form allows, accented letters (two bytes) included. */
const DESCRIZIONI = {
  solite: { auto: 'Incidentata sul posteriore. '.repeat(8), ricambio: 'Testato al banco, come da foto' },
  massime: { auto: 'Paraurti già verniciato, è da montare. '.repeat(200).slice(0, 5000), ricambio: 'Funzionante, già provato. '.repeat(50).slice(0, 1000) },
};

/**
 * Writes `quante` cars of the seller straight into the tables with 5 photos, a description and all 12 parts with a
 * description and an OEM code. The n-th (from 1) has the code `prefisso` + n on five digits and is created at
 * `creataIl`, SQL over n.
 */
async function riempiScorta(
  venditoreId: string,
  prefisso: string,
  quante: number,
  creataIl: string,
  descrizioni = DESCRIZIONI.solite,
): Promise<void> {
  await h.sql(
    `INSERT INTO auto (id, venditore_id, codice_interno, marca, modello, anno, km, cv, kw, cilindrata, carburante,
                       numero_telaio, descrizione, immagini, created_at, updated_at)
     SELECT gen_random_uuid(), $1, $2 || lpad(n::text, 5, '0'), 'Volkswagen', 'Golf Variant', 2015, 120000, 110, 81,
            1598, 'diesel', 'WVWZZZ1KZAW' || lpad(n::text, 6, '0'), $4,
            ARRAY(SELECT gen_random_uuid()::text || '.jpg' FROM generate_series(1, 5) WHERE n > 0), ${creataIl}, now()
     FROM generate_series(1, $3) AS n`,
    [venditoreId, prefisso, quante, descrizioni.auto],
  );
  await h.sql(
    `INSERT INTO ricambi (id, auto_id, nome, descrizione, prezzo_centesimi, spedizione_centesimi, grado, garanzia_giorni, codice_oem)
     SELECT gen_random_uuid(), a.id, p.nome, $3, 15000, 1000, 'A', 90, '03L906018AB'
     FROM auto a CROSS JOIN unnest($2::text[]) AS p(nome)
     WHERE a.venditore_id = $1 AND NOT EXISTS (SELECT 1 FROM ricambi r WHERE r.auto_id = a.id)`,
    [venditoreId, CATALOGO_RICAMBI, descrizioni.ricambio],
  );
}

/** The seller's whole stock as an import reads it, page after page until one says it is the last. */
async function leggiScorta(seller: Actor): Promise<ScortaDto[]> {
  const pagine: ScortaDto[] = [];
  let dopo: CursoreScorta | null = null;
  // Stops at a hundred pages, more than any test stock has, so a cursor that never moves on fails instead of looping.
  do {
    const pagina: ScortaDto = await h.call(CATALOGUE.listing.stock, { dopo }, seller);
    pagine.push(pagina);
    dopo = pagina.prossimo;
  } while (dopo !== null && pagine.length < 100);
  return pagine;
}

describe('a seller’s stock', () => {
  it('lists every listing of the seller in full, oldest first, with its code and every part, sold ones too', async () => {
    const seller = await sellerWithTokens();
    const other = await sellerWithTokens();
    const golf = await create(seller, { codiceInterno: 'MAG-1' });
    const panda = await create(seller, { marca: 'Fiat', modello: 'Panda', numeroTelaio: null, descrizione: null });
    const tolta = await create(seller, { codiceInterno: 'MAG-3' });
    await h.call(CATALOGUE.listing.delete, { id: tolta.id }, seller);
    await create(other, { codiceInterno: 'MAG-1' });
    await sell(golf.id, [golf.ricambi[0].id]);

    const { auto, prossimo } = await h.call(CATALOGUE.listing.stock, {}, seller);
    expect(auto.map((a) => a.id)).toEqual([golf.id, panda.id]);
    expect(prossimo).toBeNull();
    const venduto = { ...golf.ricambi[0], disponibile: false };
    expect(auto[0]).toEqual({
      id: golf.id,
      codiceInterno: 'MAG-1',
      marca: 'Volkswagen',
      modello: 'Golf',
      anno: 2015,
      km: 120_000,
      cv: 110,
      kw: 81,
      cilindrata: 1598,
      carburante: 'diesel',
      codiceMotore: null,
      numeroTelaio: 'WVWZZZ1KZAW000001',
      descrizione: golf.descrizione,
      immagini: golf.immagini,
      ricambi: [venduto, ...golf.ricambi.slice(1)],
    });
    expect(auto[1]).toMatchObject({ codiceInterno: null, numeroTelaio: null, descrizione: null, ricambi: panda.ricambi });
  });

  it('is an empty list for a seller without listings, and for sellers only', async () => {
    expect(await h.call(CATALOGUE.listing.stock, {}, newSeller())).toEqual({ auto: [], prossimo: null });
    expect(await h.call(CATALOGUE.listing.stock, { dopo: null }, newSeller())).toEqual({ auto: [], prossimo: null });
    const storto = await failure(h.call(CATALOGUE.listing.stock, { dopo: { createdAt: 'ieri', id: randomUUID() } }, newSeller()));
    expect(storto.code).toBe('VALIDATION_FAILED');
    expect((await failure(h.call(CATALOGUE.listing.stock, {}, newBuyer()))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(CATALOGUE.listing.stock, {}))).code).toBe('UNAUTHENTICATED');
  });

  it('reads a large stock a page at a time: every car once, in order, only the seller’s, each page under 1 MB', async () => {
    const [seller, other] = [newSeller(), newSeller()];
    const cars = 1_000;
    // One a second; the other seller's at the instants of every seventh of them, so equal instants cross sellers too.
    await riempiScorta(seller.userId, 'MAG-', cars, `'2026-01-01T00:00:00Z'::timestamptz + make_interval(secs => n)`);
    await riempiScorta(other.userId, 'MAG-', 150, `'2026-01-01T00:00:00Z'::timestamptz + make_interval(secs => 7 * n)`);

    const pagine = await leggiScorta(seller);
    expect(pagine.map((p) => p.auto.length)).toEqual(Array.from({ length: cars / PAGINA_SCORTA }, () => PAGINA_SCORTA));
    const auto = pagine.flatMap((p) => p.auto);
    expect(auto.map((a) => a.codiceInterno)).toEqual(Array.from({ length: cars }, (_, i) => `MAG-${String(i + 1).padStart(5, '0')}`));
    const proprie = await h.sql<{ id: string }>('SELECT id FROM auto WHERE venditore_id = $1', [seller.userId]);
    expect(new Set(auto.map((a) => a.id))).toEqual(new Set(proprie.map((a) => a.id)));
    expect(auto.every((a) => a.immagini.length === 5 && a.ricambi.map((r) => r.nome).join() === CATALOGO_RICAMBI.join())).toBe(true);
    // Each page names its last car as where the next starts; the last page, full as it is, says it is the last.
    pagine.forEach((p, i) => {
      const fine = (i + 1) * PAGINA_SCORTA;
      const atteso = fine < cars ? { createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, fine)).toISOString(), id: p.auto[PAGINA_SCORTA - 1].id } : null;
      expect(p.prossimo).toEqual(atteso);
    });
    // NATS refuses a message over 1 MB: a page of cars as full as the form allows stays well under it.
    for (const p of pagine) expect(Buffer.byteLength(JSON.stringify(p))).toBeLessThan(1024 * 1024);
  }, 60_000);

  it('keeps a page under 1 MB with listings as long as the form allows, on fewer cars, skipping and repeating none', async () => {
    const seller = newSeller();
    const cars = 150;
    await riempiScorta(seller.userId, 'MAG-', cars, `'2026-01-01T00:00:00Z'::timestamptz + make_interval(secs => n)`, DESCRIZIONI.massime);

    const pagine = await leggiScorta(seller);
    const auto = pagine.flatMap((p) => p.auto);
    expect(auto.map((a) => a.codiceInterno)).toEqual(Array.from({ length: cars }, (_, i) => `MAG-${String(i + 1).padStart(5, '0')}`));
    expect(auto.every((a) => a.descrizione === DESCRIZIONI.massime.auto && a.ricambi.length === CATALOGO_RICAMBI.length)).toBe(true);
    expect(pagine.length).toBeGreaterThan(cars / PAGINA_SCORTA + 1);
    for (const p of pagine) expect(Buffer.byteLength(JSON.stringify(p))).toBeLessThan(1024 * 1024);
  });

  it('pages through cars created in the same millisecond by id, skipping and repeating none', async () => {
    const seller = newSeller();
    const istante = '2026-03-01T10:00:00.123Z';
    // 250 cars at one instant, so two page ends fall among them; one a millisecond before and one a millisecond after.
    await riempiScorta(seller.userId, 'PRIMA-', 1, `'2026-03-01T10:00:00.122Z'`);
    await riempiScorta(seller.userId, 'UGUALE-', 250, `'${istante}'`);
    await riempiScorta(seller.userId, 'DOPO-', 1, `'2026-03-01T10:00:00.124Z'`);
    const righe = await h.sql<{ id: string; created_at: Date }>('SELECT id, created_at FROM auto WHERE venditore_id = $1', [seller.userId]);
    const ordinate = righe
      .map((r) => ({ id: r.id, createdAt: r.created_at.toISOString() }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : 1));

    const pagine = await leggiScorta(seller);
    expect(pagine.map((p) => p.auto.length)).toEqual([100, 100, 52]);
    expect(pagine.map((p) => p.prossimo)).toEqual([ordinate[99], ordinate[199], null]);
    expect(pagine[0].prossimo?.createdAt).toBe(istante);
    expect(pagine.flatMap((p) => p.auto.map((a) => a.id))).toEqual(ordinate.map((a) => a.id));

    // A cursor names a place, not a car: among the ties, at an id no car has (one deleted meanwhile), the page starts
    // at the next id.
    const assente = randomUUID();
    const { auto } = await h.call(CATALOGUE.listing.stock, { dopo: { createdAt: istante, id: assente } }, seller);
    const seguenti = ordinate.filter((a) => a.createdAt > istante || (a.createdAt === istante && a.id > assente));
    expect(auto.map((a) => a.id)).toEqual(seguenti.slice(0, PAGINA_SCORTA).map((a) => a.id));
  });
});
