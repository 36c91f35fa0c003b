import type { Recensione } from '../modules/recensioni/api/recensione.fragment';
import type { RecensioneOrdine, Reputazione } from '../modules/recensioni/api/recensioni.queries';
import { REPUTAZIONE_VUOTA } from './fake-gateway';
import { ID_ORDINE } from './ordini';

export const ID_RECENSIONE = 'e5e5e5e5-0000-4000-8000-000000000001';

/** A seller nobody reviewed yet, unless `override` says otherwise. */
export const reputazioneDemo = (override: Partial<Reputazione> = {}): Reputazione => ({
  ...(REPUTAZIONE_VUOTA as Reputazione),
  ...override,
});

/** A five-star review of the demo order, without a reply. */
export const recensioneDemo = (override: Partial<Recensione> = {}): Recensione => ({
  id: ID_RECENSIONE,
  ordineId: ID_ORDINE,
  autore: 'Anna B.',
  ricambi: ['Centralina ECU'],
  stelle: { descrizione: 5, comunicazione: 4, spedizione: 5, complessivo: 5 },
  testo: 'Ricambio come da descrizione, arrivato in due giorni.',
  createdAt: '2026-11-28T10:00:00.000Z',
  modificataIl: null,
  risposta: null,
  ...override,
});

/** The demo order completed a day ago: reviewable until 60 days later, no review yet. */
export const recensioneOrdineDemo = (override: Partial<RecensioneOrdine> = {}): RecensioneOrdine => ({
  ordineId: ID_ORDINE,
  recensione: null,
  recensibileDal: '2026-11-28T11:00:00.000Z',
  recensibileFinoAl: '2027-01-27T10:00:00.000Z',
  modificabileFinoAl: null,
  segnalata: false,
  ...override,
});
