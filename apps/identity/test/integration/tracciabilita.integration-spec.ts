import { randomUUID } from 'node:crypto';
import type { TracciabilitaInput } from '@ricambiamo/contracts';
import { IDENTITY, MESSAGGI_TRACCIABILITA, MODERATION_EVENTS } from '@ricambiamo/contracts';
import { failure, waitFor } from '@ricambiamo/testing';
import type { IdentityHarness } from '../fixtures/identity-harness';
import { actorOf, startIdentityHarness } from '../fixtures/identity-harness';

let h: IdentityHarness;

beforeAll(async () => {
  h = await startIdentityHarness('ricambiamo_identity_test_tracciabilita');
}, 60_000);

afterAll(async () => {
  await h.close();
});

const DATI: TracciabilitaInput = {
  ragioneSociale: 'Autodemolizioni Neri Srl',
  partitaIva: '030 1829 1207',
  rea: 'bo 123456',
  provinciaCciaa: 'BO',
  sedeLegale: 'Via Emilia 1, 40100 Bologna',
  telefono: '051 1234567',
  iban: 'it60 x054 2811 1010 0000 0123 456',
  intestatarioIban: 'Autodemolizioni Neri Srl',
  autocertificazione: true,
};

async function venditore() {
  const session = await h.call(IDENTITY.user.register, {
    nome: 'Lia Neri',
    email: `${randomUUID()}@esempio.it`,
    password: 'segretissima1',
    confermaPassword: 'segretissima1',
    ruolo: 'venditore',
  });
  return actorOf(session);
}

/** The last user event identity wrote for the user. */
const ultimoEvento = async (userId: string) =>
  (
    await h.sql<{ payload: { tracciabile: boolean } }>(
      "SELECT payload FROM outbox_events WHERE subject LIKE 'evt.identity.user.%' AND payload->>'userId' = $1 ORDER BY occurred_at DESC LIMIT 1",
      [userId],
    )
  )[0].payload;

describe('"Dati per la vendita" (art. 30 DSA)', () => {
  it('are refused with the form’s messages, saved normalised once valid, and announced as complete', async () => {
    const seller = await venditore();
    expect(await h.call(IDENTITY.seller.traceability, {}, seller)).toMatchObject({ completa: false, verificatoIl: null, ragioneSociale: null });
    expect(await failure(h.call(IDENTITY.seller.updateTraceability, { ...DATI, partitaIva: '03018291208', rea: 'X', autocertificazione: false as true }, seller))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { partitaIva: 'Partita IVA non valida', rea: MESSAGGI_TRACCIABILITA.rea, autocertificazione: MESSAGGI_TRACCIABILITA.autocertificazione },
    });
    expect((await ultimoEvento(seller.userId)).tracciabile).toBe(false);

    const salvati = await h.call(IDENTITY.seller.updateTraceability, DATI, seller);
    expect(salvati).toMatchObject({ completa: true, partitaIva: '03018291207', rea: 'BO123456', iban: 'IT60X0542811101000000123456', autocertificazione: true });
    expect((await ultimoEvento(seller.userId)).tracciabile).toBe(true);
    // The public page shows who the trader is, never the IBAN or its holder.
    const pagina = await h.call(IDENTITY.seller.publicProfile, { venditoreId: seller.userId });
    expect(pagina.commerciante).toEqual({
      ragioneSociale: 'Autodemolizioni Neri Srl',
      partitaIva: '03018291207',
      rea: 'BO123456',
      provinciaCciaa: 'BO',
      sedeLegale: 'Via Emilia 1, 40100 Bologna',
      telefono: '051 1234567',
      email: expect.stringContaining('@esempio.it'),
      autorizzazioneCentro: null,
      rentri: null,
      verificato: false,
    });
    expect(JSON.stringify(pagina)).not.toContain('IT60X0542811101000000123456');
  });

  it("is verified by the operator's decision, until the seller changes the data", async () => {
    const seller = await venditore();
    await h.call(IDENTITY.seller.updateTraceability, DATI, seller);
    const evento = await h.publish(MODERATION_EVENTS.sellerVerified, { venditoreId: seller.userId });
    await waitFor(async () => ((await h.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [evento])).length ? true : undefined));
    expect((await h.call(IDENTITY.seller.traceability, {}, seller)).verificatoIl).not.toBeNull();
    expect((await h.call(IDENTITY.seller.publicProfile, { venditoreId: seller.userId })).commerciante?.verificato).toBe(true);
    // Saving the same data keeps the check; changing them clears it.
    expect((await h.call(IDENTITY.seller.updateTraceability, DATI, seller)).verificatoIl).not.toBeNull();
    expect((await h.call(IDENTITY.seller.updateTraceability, { ...DATI, sedeLegale: 'Via Emilia 99, 40100 Bologna' }, seller)).verificatoIl).toBeNull();
  });

  it('are the sellers’ alone, and the operator lists them', async () => {
    const seller = await venditore();
    await h.call(IDENTITY.seller.updateTraceability, DATI, seller);
    const acquirente = { userId: randomUUID(), role: 'acquirente' as const };
    expect(await failure(h.call(IDENTITY.seller.traceability, {}, acquirente))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(h.call(IDENTITY.seller.updateTraceability, DATI, null))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await failure(h.call(IDENTITY.operatore.sellers, {}, seller))).toMatchObject({ code: 'FORBIDDEN' });
    const operatore = { userId: randomUUID(), role: 'operatore' as const };
    const [trovato] = await h.call(IDENTITY.operatore.sellers, { q: '03018291207' }, operatore);
    expect(trovato).toMatchObject({ tracciabilita: { completa: true }, sospeso: false });
  });
});
