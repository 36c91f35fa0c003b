import { inserzioniPubblicabili, PACCHETTI_GETTONI, prezzoPerGettoneCentesimi } from '@ricambiamo/contracts';
import type { Acquisto } from '../modules/gettoni/api/acquisto';
import type { Pacchetto } from '../modules/gettoni/api/pacchetto';
import { createFakeGateway, utenteDemo } from './fake-gateway';

/** The packs as the gateway's pacchettiGettoni answers them, from the same single definition. */
export const pacchettiGettoni = (): Pacchetto[] =>
  PACCHETTI_GETTONI.map((pacchetto) => ({
    ...pacchetto,
    prezzoPerGettoneCentesimi: prezzoPerGettoneCentesimi(pacchetto),
    inserzioni: inserzioniPubblicabili(pacchetto),
  }));

export const acquistoDemo = (override: Partial<Acquisto> = {}): Acquisto => ({
  sessionId: 'cs_sviluppo_7c1e',
  gettoni: 100,
  prezzoCentesimi: 75_000,
  status: 'pending',
  saldo: 0,
  ...override,
});

/** A logged-in seller whose token calls answer with an empty account unless the test says otherwise. */
export const venditoreLoggato = (handlers: Parameters<typeof createFakeGateway>[0] = {}) =>
  createFakeGateway({
    RinnovaSessione: () => ({
      data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo({ ruolo: 'venditore', nome: 'Demolizioni Po' }) } },
    }),
    SaldoGettoni: () => ({ data: { saldoGettoni: 0 } }),
    MovimentiGettoni: () => ({ data: { movimentiGettoni: [] } }),
    PacchettiGettoni: () => ({ data: { pacchettiGettoni: pacchettiGettoni() } }),
    ...handlers,
  });
