import { LINK_NOTIFICA, REVIEWS_EVENTS, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';
import { type EventoRecensione, fraseRecensione } from './frasi-recensione';

/**
 * A new review e-mails its seller, with the order where it can be read and replied to; the text stays in the product,
 * where it is shown masked. A reply tells the buyer in the app only: the buyer wrote the review and needs no e-mail.
 */
export function emailRecensione(event: EventoRecensione, origine: string): NuovaEmail[] {
  if (event.subject !== REVIEWS_EVENTS.reviewCreated.subject) return [];
  const recensione = event.payload;
  return [
    {
      destinatario: 'venditore',
      utenteId: recensione.venditoreId,
      ...rendiEmail({
        oggetto: TITOLI_NOTIFICA.nuovaRecensione(recensione.codiceOrdine),
        blocchi: [
          { paragrafo: fraseRecensione(recensione) },
          { paragrafo: "Puoi leggerla e rispondere una volta, pubblicamente, dall'ordine." },
          { testo: "Apri l'ordine", link: new URL(LINK_NOTIFICA.ordineVenditore(recensione.ordineId), origine).href },
        ],
      }),
    },
  ];
}
