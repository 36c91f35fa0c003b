import { CATALOGUE_EVENTS, LINK_NOTIFICA, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { NuovaNotifica } from '../notifica/nuova-notifica';
import { type EventoVerifica, fraseRichiesta, fraseRisposta } from './frasi-verifica';

/**
 * A check asked tells the part's seller, leading to the checks to answer; a check answered tells the buyer who asked
 * the answer and the seller's note, leading to the listing, where the answer shows on the part's row.
 */
export function notificheVerifica(event: EventoVerifica): NuovaNotifica[] {
  switch (event.subject) {
    case CATALOGUE_EVENTS.verificaRichiesta.subject:
      return [
        {
          utenteId: event.payload.venditoreId,
          titolo: TITOLI_NOTIFICA.verificaRichiesta,
          messaggio: fraseRichiesta(event.payload),
          link: LINK_NOTIFICA.verificheRicevute,
        },
      ];
    case CATALOGUE_EVENTS.verificaRisposta.subject: {
      const risposta = event.payload;
      return [
        {
          utenteId: risposta.acquirenteId,
          titolo: TITOLI_NOTIFICA.verificaRisposta(risposta.esito),
          messaggio: risposta.nota ? `${fraseRisposta(risposta)} Nota del venditore: ${risposta.nota}` : fraseRisposta(risposta),
          link: LINK_NOTIFICA.inserzione(risposta.autoId),
        },
      ];
    }
  }
}
