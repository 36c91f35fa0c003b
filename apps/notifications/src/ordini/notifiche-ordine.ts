import type { RiepilogoOrdineEvent } from '@ricambiamo/contracts';
import { formattaEuro, LINK_NOTIFICA, MESSAGGI_ORDINE, ORDERS_EVENTS, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { NuovaNotifica } from '../notifica/nuova-notifica';
import { type EventoOrdine, nomiRicambi, scadenza, significatoRecesso, significatoStato } from './frasi-ordine';

const alVenditore = (ordine: RiepilogoOrdineEvent, titolo: string, messaggio: string): NuovaNotifica => ({
  utenteId: ordine.venditoreId,
  titolo,
  messaggio,
  link: LINK_NOTIFICA.ordineVenditore(ordine.ordineId),
});

const allAcquirente = (ordine: RiepilogoOrdineEvent, titolo: string, messaggio: string): NuovaNotifica => ({
  utenteId: ordine.acquirenteId,
  titolo,
  messaggio,
  link: LINK_NOTIFICA.ordineAcquirente(ordine.ordineId),
});

/**
 * The notifications an order event writes (issue 10): a new order to its seller, a status change to its buyer (and,
 * when the payment window cancelled it, to its seller too), the payment reminder to its buyer; a withdrawal to the
 * seller, each of the seller's steps of it to the buyer.
 */
export function notificheOrdine(event: EventoOrdine): NuovaNotifica[] {
  switch (event.subject) {
    case ORDERS_EVENTS.orderCreated.subject: {
      const ordine = event.payload;
      const messaggio =
        `${ordine.spedizione.nome} ha ordinato ${nomiRicambi(ordine)}: totale ${formattaEuro(ordine.totaleCentesimi)}. ` +
        `Il bonifico è atteso entro ${scadenza(ordine)}.`;
      return [alVenditore(ordine, TITOLI_NOTIFICA.nuovoOrdine(ordine.codice), messaggio)];
    }
    case ORDERS_EVENTS.orderStatusChanged.subject: {
      const ordine = event.payload;
      const titolo = TITOLI_NOTIFICA.statoOrdine(ordine.codice, ordine.stato);
      const notifiche = [allAcquirente(ordine, titolo, significatoStato(ordine, 'acquirente'))];
      if (ordine.autore === 'scadenza-pagamento') notifiche.push(alVenditore(ordine, titolo, significatoStato(ordine, 'venditore')));
      return notifiche;
    }
    case ORDERS_EVENTS.orderPaymentDueSoon.subject: {
      const ordine = event.payload;
      const messaggio =
        `Effettua il bonifico di ${formattaEuro(ordine.totaleCentesimi)} entro ${scadenza(ordine)}, altrimenti l'ordine ` +
        `verrà cancellato. Beneficiario: ${ordine.pagamento.beneficiario}. ` +
        `${ordine.pagamento.iban ? `IBAN: ${ordine.pagamento.iban}.` : MESSAGGI_ORDINE.ibanNonDisponibile} Causale: ${ordine.causale}.`;
      return [allAcquirente(ordine, TITOLI_NOTIFICA.pagamentoInScadenza(ordine.codice), messaggio)];
    }
    case ORDERS_EVENTS.orderSellerSuspended.subject: {
      const ordine = event.payload;
      return [allAcquirente(ordine, TITOLI_NOTIFICA.venditoreSospeso(ordine.codice), MESSAGGI_ORDINE.venditoreSospeso)];
    }
    case ORDERS_EVENTS.withdrawalChanged.subject: {
      const ordine = event.payload;
      const titolo = TITOLI_NOTIFICA.recesso(ordine.codice, ordine.recesso.stato);
      const a = ordine.recesso.stato === 'richiesto' ? alVenditore : allAcquirente;
      return [a(ordine, titolo, significatoRecesso(ordine))];
    }
  }
}
