import type { NomeRicambio } from '@ricambiamo/contracts';
import type { AutoDettaglio } from '../modules/catalogo/api/auto-dettaglio';
import type { Richiesta, RispostaRichiesta } from '../modules/richieste/api/richiesta.fragment';
import { autoDettaglioDemo, ID_AUTO, ID_VENDITORE, KEY_FOTO } from './catalogo';

export const ID_RICHIESTA = 'b6b6b6b6-0000-4000-8000-000000000001';
export const ID_RICHIESTA_GOLF = 'b6b6b6b6-0000-4000-8000-000000000002';
/** The id the fake gives the request a test publishes. */
export const ID_RICHIESTA_NUOVA = 'b6b6b6b6-0000-4000-8000-000000000099';
/** A yard other than the logged-in seller of the tests (utenteDemo is ID_VENDITORE). */
export const ID_ALTRO_VENDITORE = 'c7c7c7c7-0000-4000-8000-000000000001';
export const ID_ECU = 'a1a1a1a1-0000-4000-8000-000000000001';
export const ID_MOTORE = 'a1a1a1a1-0000-4000-8000-000000000002';

/** Another yard's Centralina ECU of the demo listing, proposed on 28/11/2026. */
export const propostaDemo = (override: Partial<RispostaRichiesta> = {}): RispostaRichiesta => ({
  id: 'd8d8d8d8-0000-4000-8000-000000000001',
  tipo: 'inserzione',
  venditoreId: ID_ALTRO_VENDITORE,
  venditore: 'Autodemolizioni Reno',
  autoId: ID_AUTO,
  ricambioId: ID_ECU,
  nomeRicambio: 'Centralina ECU',
  titolo: 'Fiat Panda 2012',
  immagine: KEY_FOTO,
  prezzoCentesimi: 12_000,
  spedizioneCentesimi: 990,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...override,
});

/**
 * A Fiat Panda 2012's Centralina ECU wanted in Bologna, with its engine and OEM codes, a VIN and 150 € in mind, published
 * on 27/11/2026 and open until 27/12/2026, with one part proposed; someone else's unless the test says so.
 */
export const richiestaDemo = (override: Partial<Richiesta> = {}): Richiesta => ({
  id: ID_RICHIESTA,
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  codiceMotore: '169A4000',
  telaioIndicato: true,
  numeroTelaio: null,
  ricambi: ['Centralina ECU'],
  testo: null,
  codiceOem: '55195817',
  prezzoCentesimi: 15_000,
  provincia: 'BO',
  citta: 'Bologna',
  stato: 'aperta',
  motivoChiusura: null,
  scadeIl: '2026-12-27T09:00:00.000Z',
  createdAt: '2026-11-27T09:00:00.000Z',
  mia: false,
  segnalata: false,
  risposte: [propostaDemo()],
  ...override,
});

/** A Volkswagen Golf 2010's right mirror in the buyer's words, in Turin, no codes nor price, no answer yet. */
export const richiestaGolfDemo = (override: Partial<Richiesta> = {}): Richiesta => ({
  ...richiestaDemo(),
  id: ID_RICHIESTA_GOLF,
  marca: 'Volkswagen',
  modello: 'Golf',
  anno: 2010,
  codiceMotore: null,
  telaioIndicato: false,
  ricambi: [],
  testo: 'Specchietto destro elettrico',
  codiceOem: null,
  prezzoCentesimi: null,
  provincia: 'TO',
  citta: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  risposte: [],
  ...override,
});

const nonTrovata = { errors: [{ message: 'Richiesta non trovata', extensions: { code: 'REQUEST_NOT_FOUND' as const } }] };
// Copies, as a real answer would be: the cache must never hold the very objects the test changes afterwards.
const copia = <T,>(valore: T): T => JSON.parse(JSON.stringify(valore)) as T;
const stessaMarca = (richiesta: Richiesta, marca: unknown) => typeof marca !== 'string' || !marca || richiesta.marca.toLowerCase() === marca.toLowerCase();

/**
 * The demand service behind the gateway, on in-memory requests the test can read back: the board and the seller's list
 * hold the open ones, the commands change them as the real ones would. A part is proposed from `auto`, as `venditoreId`.
 */
export function richiesteFinte(richieste: Richiesta[], { auto = autoDettaglioDemo(), venditoreId = ID_VENDITORE }: { auto?: AutoDettaglio; venditoreId?: string } = {}) {
  const stato = { richieste: [...richieste] };
  const trova = (id: unknown) => stato.richieste.find((r) => r.id === id);
  const cambia = (id: unknown, cambio: Partial<Richiesta>, campo: string) => {
    const richiesta = trova(id);
    if (!richiesta) return nonTrovata;
    Object.assign(richiesta, cambio);
    return { data: { [campo]: copia(richiesta) } };
  };
  const aperte = () => stato.richieste.filter((r) => r.stato === 'aperta');
  return {
    stato,
    handlers: {
      BachecaRichieste: ({ marca }: Record<string, unknown>) => ({
        data: { richiesteCercoRicambio: copia(aperte().filter((r) => stessaMarca(r, marca))) },
      }),
      RichiestaCercoRicambio: ({ richiestaId }: Record<string, unknown>) => {
        const richiesta = trova(richiestaId);
        return richiesta ? { data: { richiestaCercoRicambio: copia(richiesta) } } : nonTrovata;
      },
      MieRichieste: () => ({ data: { mieRichieste: copia(stato.richieste) } }),
      RichiestePerVenditore: ({ filtri }: Record<string, unknown>) => {
        const { marca, ricambio } = (filtri ?? {}) as { marca?: string | null; ricambio?: NomeRicambio | null };
        return {
          data: {
            richiestePerVenditore: copia(aperte().filter((r) => stessaMarca(r, marca) && (!ricambio || r.ricambi.includes(ricambio)))),
          },
        };
      },
      PubblicaRichiesta: ({ input }: Record<string, unknown>) => {
        const nuova: Richiesta = {
          ...richiestaDemo(),
          ...(input as Partial<Richiesta>),
          id: ID_RICHIESTA_NUOVA,
          telaioIndicato: Boolean((input as Richiesta).numeroTelaio),
          mia: true,
          risposte: [],
        };
        stato.richieste = [nuova, ...stato.richieste];
        return { data: { pubblicaRichiesta: copia(nuova) } };
      },
      ChiudiRichiesta: ({ richiestaId }: Record<string, unknown>) =>
        cambia(richiestaId, { stato: 'chiusa', motivoChiusura: 'acquirente' }, 'chiudiRichiesta'),
      RinnovaRichiesta: ({ richiestaId }: Record<string, unknown>) =>
        cambia(richiestaId, { stato: 'aperta', motivoChiusura: null, scadeIl: '2027-01-28T09:00:00.000Z' }, 'rinnovaRichiesta'),
      RispondiRichiesta: ({ input }: Record<string, unknown>) => {
        const { richiestaId, ricambioId, nonDisponibile } = input as { richiestaId: string; ricambioId?: string; nonDisponibile?: boolean };
        const richiesta = trova(richiestaId);
        if (!richiesta) return nonTrovata;
        const ricambio = auto.ricambi.find((r) => r.id === ricambioId);
        const risposta: RispostaRichiesta = nonDisponibile
          ? { ...propostaDemo(), tipo: 'non_disponibile', venditore: null, autoId: null, ricambioId: null, nomeRicambio: null, titolo: null, immagine: null, prezzoCentesimi: null, spedizioneCentesimi: null }
          : {
              ...propostaDemo(),
              venditore: auto.venditore.nomeAttivita,
              autoId: auto.id,
              ricambioId: ricambio?.id ?? null,
              nomeRicambio: ricambio?.nome ?? null,
              titolo: `${auto.marca} ${auto.modello} ${auto.anno}`,
              prezzoCentesimi: ricambio?.prezzoCentesimi ?? null,
              spedizioneCentesimi: ricambio?.spedizioneCentesimi ?? null,
            };
        richiesta.risposte = [...richiesta.risposte, { ...risposta, id: `d8d8d8d8-0000-4000-8000-00000000010${richiesta.risposte.length}`, venditoreId }];
        return { data: { rispondiRichiesta: copia(richiesta) } };
      },
      SegnalaRichiesta: ({ richiestaId }: Record<string, unknown>) => {
        const richiesta = trova(richiestaId);
        if (!richiesta || richiesta.mia) return nonTrovata;
        if (richiesta.segnalata) return { errors: [{ message: 'Hai già segnalato questa richiesta', extensions: { code: 'REQUEST_REPORTED' as const } }] };
        richiesta.segnalata = true;
        return { data: { segnalaRichiesta: true } };
      },
    },
  };
}
