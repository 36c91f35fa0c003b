import { LINK_NOTIFICA, REVIEWS_EVENTS, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { NuovaNotifica } from '../notifica/nuova-notifica';
import { type EventoRecensione, fraseRecensione, fraseRisposta } from './frasi-recensione';

/** A review tells its seller, a reply its buyer; both lead to the order, where the review shows. */
export function notificheRecensione(event: EventoRecensione): NuovaNotifica[] {
  const recensione = event.payload;
  switch (event.subject) {
    case REVIEWS_EVENTS.reviewCreated.subject:
      return [
        {
          utenteId: recensione.venditoreId,
          titolo: TITOLI_NOTIFICA.nuovaRecensione(recensione.codiceOrdine),
          messaggio: fraseRecensione(recensione),
          link: LINK_NOTIFICA.ordineVenditore(recensione.ordineId),
        },
      ];
    case REVIEWS_EVENTS.reviewReplied.subject:
      return [
        {
          utenteId: recensione.acquirenteId,
          titolo: TITOLI_NOTIFICA.rispostaRecensione(recensione.codiceOrdine),
          messaggio: fraseRisposta(recensione),
          link: LINK_NOTIFICA.ordineAcquirente(recensione.ordineId),
        },
      ];
  }
}
