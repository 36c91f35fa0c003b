import { DEMAND_EVENTS, ETICHETTE_CHIUSURA_RICHIESTA, LINK_NOTIFICA, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import type { NuovaNotifica } from '../notifica/nuova-notifica';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';

// What a wanted-part request tells (docs/rules.md §3.20): its buyer, of each part a yard proposes, by a notification
// and an e-mail; the yards that proposed one, when it closes, by a notification.

export const EVENTI_RICHIESTA = [DEMAND_EVENTS.requestAnswered, DEMAND_EVENTS.requestClosed] as const;
export type EventoRichiesta = ReceivedEvent<(typeof EVENTI_RICHIESTA)[number]>;

export function notificheRichiesta(event: EventoRichiesta): NuovaNotifica[] {
  const link = LINK_NOTIFICA.richiesta(event.payload.richiestaId);
  switch (event.subject) {
    case DEMAND_EVENTS.requestAnswered.subject: {
      const { acquirenteId, titolo, venditore, nomeRicambio } = event.payload;
      return [{ utenteId: acquirenteId, titolo: TITOLI_NOTIFICA.rispostaRichiesta(titolo), messaggio: `${venditore} propone: ${nomeRicambio}.`, link }];
    }
    case DEMAND_EVENTS.requestClosed.subject: {
      const { venditoriIds, titolo, motivo } = event.payload;
      const messaggio = `${ETICHETTE_CHIUSURA_RICHIESTA[motivo]}. Non serve più rispondere.`;
      return venditoriIds.map((utenteId) => ({ utenteId, titolo: TITOLI_NOTIFICA.richiestaChiusa(titolo), messaggio, link }));
    }
  }
}

/** The buyer may be away when a yard answers: the proposal is e-mailed too, with the request's page to order from. */
export function emailRichiesta(event: EventoRichiesta, origine: string): NuovaEmail[] {
  if (event.subject !== DEMAND_EVENTS.requestAnswered.subject) return [];
  const { acquirenteId, titolo, venditore, nomeRicambio, richiestaId } = event.payload;
  return [
    {
      destinatario: 'acquirente',
      utenteId: acquirenteId,
      ...rendiEmail({
        oggetto: TITOLI_NOTIFICA.rispostaRichiesta(titolo),
        blocchi: [
          { paragrafo: `${venditore} ha risposto alla tua richiesta Cerco ricambio per ${titolo} proponendo: ${nomeRicambio}.` },
          { testo: 'Vedi la proposta e ordina', link: new URL(LINK_NOTIFICA.richiesta(richiestaId), origine).href },
        ],
      }),
    },
  ];
}
