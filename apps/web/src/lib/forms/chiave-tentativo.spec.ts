import { MESSAGGI } from '@ricambiamo/contracts';
import { ApiError } from '../graphql/api-error';
import { ChiaveTentativo } from './chiave-tentativo';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Sends `contenuto` answering with `esito` (an error to throw, or a value), and returns the key it was sent with. */
async function chiaveInviata(chiave: ChiaveTentativo, contenuto: unknown, esito: unknown = 'ok'): Promise<string> {
  let inviata = '';
  await chiave
    .invia(contenuto, (k) => {
      inviata = k;
      return esito instanceof Error ? Promise.reject(esito) : Promise.resolve(esito);
    })
    .catch(() => undefined);
  return inviata;
}

const interno = new ApiError(MESSAGGI.generico, 'INTERNAL');
const rete = ApiError.network();

describe('ChiaveTentativo', () => {
  it('sends a v4 UUID', async () => {
    expect(await chiaveInviata(new ChiaveTentativo(), { descrizione: 'A' })).toMatch(UUID_V4);
  });

  it.each([
    ['no answer', rete],
    ['INTERNAL', interno],
    ['a failure outside the client', new TypeError('fetch failed')],
  ])('reuses the key for a retry of the same content after %s', async (_caso, errore) => {
    const chiave = new ChiaveTentativo();
    const prima = await chiaveInviata(chiave, { descrizione: 'A' }, errore);
    expect(await chiaveInviata(chiave, { descrizione: 'A' })).toBe(prima);
  });

  it('takes a new key once the content changed', async () => {
    const chiave = new ChiaveTentativo();
    const prima = await chiaveInviata(chiave, { descrizione: 'A' }, rete);
    const seconda = await chiaveInviata(chiave, { descrizione: 'B' }, rete);
    expect(seconda).not.toBe(prima);
    // Back to the first content: a new attempt too, as the key of A may have been spent meanwhile.
    expect(await chiaveInviata(chiave, { descrizione: 'A' })).not.toBe(prima);
  });

  it.each([
    ['a success', 'ok'],
    ['a refusal', new ApiError(MESSAGGI.gettoni.insufficientiModifica, 'INSUFFICIENT_TOKENS_EDIT')],
    ['a refused key', new ApiError(MESSAGGI.inserzione.richiestaGiaUsata, 'IDEMPOTENCY_KEY_REUSED')],
  ])('takes a new key for the same content after %s', async (_caso, esito) => {
    const chiave = new ChiaveTentativo();
    const prima = await chiaveInviata(chiave, { descrizione: 'A' }, esito);
    expect(await chiaveInviata(chiave, { descrizione: 'A' })).not.toBe(prima);
  });

  it('answers with the reply and throws the failure as they are', async () => {
    const chiave = new ChiaveTentativo(() => 'k');
    await expect(chiave.invia({}, (k) => Promise.resolve(`risposta ${k}`))).resolves.toBe('risposta k');
    await expect(chiave.invia({}, () => Promise.reject(interno))).rejects.toBe(interno);
  });
});
