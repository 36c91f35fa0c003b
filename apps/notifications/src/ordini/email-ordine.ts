import type { RiepilogoOrdineEvent } from '@ricambiamo/contracts';
import { CONTATTO_SPEDIZIONE, ETICHETTE_MOTIVO_RECESSO, formattaEuro, LINK_NOTIFICA, MESSAGGI_ORDINE, ORDERS_EVENTS, ORE_PAGAMENTO, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { Blocco } from '../posta/corpo-email';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';
import {
  datiBonifico,
  type EventoOrdine,
  nomiResi,
  righeRicambi,
  scadenza,
  significatoRecesso,
  significatoStato,
} from './frasi-ordine';

const SE_NON_PAGA = `Se il bonifico non arriva entro ${ORE_PAGAMENTO} ore dall'ordine, l'ordine viene cancellato e i ricambi tornano in vendita.`;

/**
 * To the buyer's account, whose address the sender reads from the users read model. Never to the checkout's e-mail:
 * that is whatever the form carried, a shipping contact for the seller and the courier (docs/security.md, "Order
 * e-mails").
 */
const allAcquirente = (ordine: RiepilogoOrdineEvent, oggetto: string, blocchi: Blocco[]): NuovaEmail => ({
  destinatario: 'acquirente',
  utenteId: ordine.acquirenteId,
  ...rendiEmail({ oggetto, blocchi }),
});

/** To the seller's account, like the buyer's. */
const alVenditore = (ordine: RiepilogoOrdineEvent, oggetto: string, blocchi: Blocco[]): NuovaEmail => ({
  destinatario: 'venditore',
  utenteId: ordine.venditoreId,
  ...rendiEmail({ oggetto, blocchi }),
});

const apriOrdine = (ordine: RiepilogoOrdineEvent, origine: string): Blocco => ({
  testo: "Apri l'ordine",
  link: new URL(LINK_NOTIFICA.ordineVenditore(ordine.ordineId), origine).href,
});

const seguiOrdine = (ordine: RiepilogoOrdineEvent, origine: string): Blocco => ({
  testo: "Segui l'ordine",
  link: new URL(LINK_NOTIFICA.ordineAcquirente(ordine.ordineId), origine).href,
});

function spedizione(ordine: RiepilogoOrdineEvent): Blocco {
  const { nome, indirizzo, cap, citta, provincia } = ordine.spedizione;
  return { titolo: 'Indirizzo di spedizione', righe: [['Destinatario', nome], ['Indirizzo', `${indirizzo}, ${cap} ${citta} (${provincia})`]] };
}

function nuovoOrdineAlVenditore(ordine: RiepilogoOrdineEvent, origine: string): NuovaEmail {
  const { nome, telefono, email } = ordine.spedizione;
  return alVenditore(ordine, TITOLI_NOTIFICA.nuovoOrdine(ordine.codice), [
    { paragrafo: `Hai ricevuto un nuovo ordine su Ricambiamo: ${ordine.codice}.` },
    { titolo: 'Ricambi ordinati', righe: righeRicambi(ordine) },
    { titolo: 'Cliente', righe: [['Nome', nome], ['Telefono', telefono], [CONTATTO_SPEDIZIONE.email, email]] },
    spedizione(ordine),
    ...(ordine.note ? [{ paragrafo: `Note del cliente: ${ordine.note}` }] : []),
    {
      paragrafo:
        `Il cliente paga con bonifico entro ${scadenza(ordine)}, con causale "${ordine.causale}". Quando il bonifico ` +
        `arriva, metti l'ordine In Lavorazione. ${SE_NON_PAGA}`,
    },
    apriOrdine(ordine, origine),
  ]);
}

function istruzioniPagamento(ordine: RiepilogoOrdineEvent, origine: string): NuovaEmail {
  return allAcquirente(ordine, `Ordine ${ordine.codice}: istruzioni per il pagamento`, [
    { paragrafo: `Grazie per il tuo ordine su Ricambiamo, ${ordine.spedizione.nome}.` },
    { titolo: 'Ricambi', righe: righeRicambi(ordine) },
    { paragrafo: `Per completare l'acquisto effettua un bonifico entro ${scadenza(ordine)}, con questi dati:` },
    { titolo: 'Dati per il bonifico', righe: datiBonifico(ordine) },
    { paragrafo: SE_NON_PAGA },
    spedizione(ordine),
    seguiOrdine(ordine, origine),
  ]);
}

/**
 * The e-mails an order event writes (issue 10, "E-mail"): a new order to its seller (what was ordered, the buyer's
 * contacts and shipping address) and to its buyer (how to pay); a status change and the payment reminder to its buyer;
 * a withdrawal to its seller and each step of it to its buyer, as the notifications.
 * `origine` is the web app's public address, for the links.
 */
export function emailOrdine(event: EventoOrdine, origine: string): NuovaEmail[] {
  switch (event.subject) {
    case ORDERS_EVENTS.orderCreated.subject:
      return [nuovoOrdineAlVenditore(event.payload, origine), istruzioniPagamento(event.payload, origine)];
    case ORDERS_EVENTS.orderStatusChanged.subject: {
      const ordine = event.payload;
      return [
        allAcquirente(ordine, TITOLI_NOTIFICA.statoOrdine(ordine.codice, ordine.stato), [
          { paragrafo: significatoStato(ordine, 'acquirente') },
          { titolo: 'Ricambi', righe: righeRicambi(ordine) },
          seguiOrdine(ordine, origine),
        ]),
      ];
    }
    case ORDERS_EVENTS.orderPaymentDueSoon.subject: {
      const ordine = event.payload;
      return [
        allAcquirente(ordine, TITOLI_NOTIFICA.pagamentoInScadenza(ordine.codice), [
          { paragrafo: `Il tuo ordine ${ordine.codice} è ancora in attesa del pagamento: effettua il bonifico entro ${scadenza(ordine)}.` },
          { titolo: 'Dati per il bonifico', righe: datiBonifico(ordine) },
          { paragrafo: `Se il bonifico non arriva in tempo, l'ordine viene cancellato e i ricambi tornano in vendita. Se l'hai già fatto, non serve altro.` },
          seguiOrdine(ordine, origine),
        ]),
      ];
    }
    case ORDERS_EVENTS.orderSellerSuspended.subject: {
      const ordine = event.payload;
      return [allAcquirente(ordine, TITOLI_NOTIFICA.venditoreSospeso(ordine.codice), [{ paragrafo: MESSAGGI_ORDINE.venditoreSospeso }, seguiOrdine(ordine, origine)])];
    }
    case ORDERS_EVENTS.withdrawalChanged.subject: {
      const ordine = event.payload;
      const oggetto = TITOLI_NOTIFICA.recesso(ordine.codice, ordine.recesso.stato);
      const { motivo, importoCentesimi } = ordine.recesso;
      const reso: Blocco = {
        titolo: 'Reso',
        righe: [['Ricambi', nomiResi(ordine)], ['Motivo', ETICHETTE_MOTIVO_RECESSO[motivo]], ['Rimborso', formattaEuro(importoCentesimi)]],
      };
      const blocchi: Blocco[] = [{ paragrafo: significatoRecesso(ordine) }, reso];
      return ordine.recesso.stato === 'richiesto'
        ? [alVenditore(ordine, oggetto, [...blocchi, apriOrdine(ordine, origine)])]
        : [allAcquirente(ordine, oggetto, [...blocchi, seguiOrdine(ordine, origine)])];
    }
  }
}
