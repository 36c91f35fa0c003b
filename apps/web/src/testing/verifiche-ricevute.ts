import type { VerificaRicevuta } from '../modules/compatibilita/api/verifiche-ricevute.query';
import { ID_AUTO } from './catalogo';
import type { createFakeGateway } from './fake-gateway';
import { venditoreLoggato } from './gettoni';

export const ID_VERIFICA = 'c4c4c4c4-0000-4000-8000-000000000001';

/** A check asked of the seller and not yet answered: the Cambio of their Fiat Panda, for the buyer's Fiat Punto. */
export const verificaRicevutaDemo = (override: Partial<VerificaRicevuta> = {}): VerificaRicevuta => ({
  id: ID_VERIFICA,
  autoId: ID_AUTO,
  nomeRicambio: 'Cambio',
  titoloAuto: 'Fiat Panda 2012',
  veicolo: 'Fiat Punto 2010, benzina, 1242 cc, 169A4000',
  telaioOTarga: 'ZFA18800000123456',
  domanda: 'Va bene anche per la versione con il climatizzatore?',
  esito: null,
  nota: null,
  createdAt: '2026-11-29T09:15:00.000Z',
  rispostaIl: null,
  ...override,
});

/** A logged-in seller whose checks are `verifiche` unless a handler says otherwise. */
export const venditoreConVerifiche = (verifiche: VerificaRicevuta[], handlers: Parameters<typeof createFakeGateway>[0] = {}) =>
  venditoreLoggato({ VerificheRicevute: () => ({ data: { verificheRicevute: verifiche } }), ...handlers });
