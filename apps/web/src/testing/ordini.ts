import type { Ordine } from '../modules/ordini/api/ordine';
import { ID_AUTO, ID_VENDITORE } from './catalogo';
import { createFakeGateway, utenteDemo } from './fake-gateway';

export const ID_ACQUIRENTE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const ID_ORDINE = '9b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b';

/** A buyer with a complete profile, so the checkout starts filled in. */
export const acquirenteDemo = () =>
  utenteDemo({
    id: ID_ACQUIRENTE,
    telefono: '+39 333 1234567',
    indirizzo: 'Via Roma 1',
    citta: 'Bologna',
    cap: '40121',
    provincia: 'BO',
  });

export const acquirenteLoggato = (handlers: Parameters<typeof createFakeGateway>[0] = {}) =>
  createFakeGateway({
    RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: acquirenteDemo() } } }),
    ...handlers,
  });

/** A pending order of two parts of the demo listing, placed on 21/11/2026 at 10:15 Rome time. */
export const ordineDemo = (override: Partial<Ordine> = {}): Ordine => ({
  id: ID_ORDINE,
  codice: '9B2F4E1A',
  stato: 'pending',
  createdAt: '2026-11-21T09:15:00.000Z',
  acquirente: { id: ID_ACQUIRENTE, nome: 'Anna Bianchi', email: 'anna@example.it', telefono: '+39 333 1234567' },
  venditore: { id: ID_VENDITORE, nome: 'Mario Rossi', nomeAttivita: 'Demolizioni Po' },
  autoId: ID_AUTO,
  ricambi: [
    {
      ricambioId: 'a1a1a1a1-0000-4000-8000-000000000001',
      nome: 'Centralina ECU',
      descrizione: null,
      prezzoCentesimi: 12_000,
      spedizioneCentesimi: 990,
      compatibilita: null,
    },
    {
      ricambioId: 'a1a1a1a1-0000-4000-8000-000000000002',
      nome: 'Motore completo',
      descrizione: 'Testato al banco',
      prezzoCentesimi: 85_000,
      spedizioneCentesimi: 5_000,
      compatibilita: null,
    },
  ],
  totaleCentesimi: 102_990,
  scadenzaPagamento: '2026-11-22T09:15:00.000Z',
  causale: 'Ordine 9B2F4E1A - Anna Bianchi',
  pagamento: { beneficiario: 'Demolizioni Po', iban: 'IT60X0542811101000000123456' },
  spedizione: {
    nome: 'Anna Bianchi',
    indirizzo: 'Via Roma 1',
    citta: 'Bologna',
    cap: '40121',
    provincia: 'BO',
    telefono: '+39 333 1234567',
    email: 'anna@example.it',
  },
  fatturazione: { ragioneSociale: null, partitaIva: null, codiceFiscale: null, pec: null, codiceSdi: null },
  officina: null,
  recessoEntro: null,
  recesso: null,
  note: 'Consegna dopo le 14',
  cronologia: [{ stato: 'pending', il: '2026-11-21T09:15:00.000Z', autore: 'acquirente' }],
  ...override,
});
