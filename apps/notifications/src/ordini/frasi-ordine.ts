import type { OrderStatusChangedEvent, RiepilogoOrdineEvent, WithdrawalChangedEvent } from '@ricambiamo/contracts';
import {
  ETICHETTE_MOTIVO_RECESSO,
  formattaDataOra,
  formattaEuro,
  MESSAGGI_ORDINE,
  MESSAGGI_RECESSO,
  ORDERS_EVENTS,
} from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';

// What the notifications and the e-mails of an order share: the events they are written from, and their phrases.

/** The order events notifications listens to; each carries its order (RiepilogoOrdineEvent). */
export const EVENTI_ORDINE = [
  ORDERS_EVENTS.orderCreated,
  ORDERS_EVENTS.orderStatusChanged,
  ORDERS_EVENTS.orderPaymentDueSoon,
  ORDERS_EVENTS.orderSellerSuspended,
  ORDERS_EVENTS.withdrawalChanged,
] as const;
export type EventoOrdine = ReceivedEvent<(typeof EVENTI_ORDINE)[number]>;

/** "Musata, Cambio" */
export const nomiRicambi = (ordine: RiepilogoOrdineEvent): string => ordine.ricambi.map((r) => r.nome).join(', ');

/** The parts going back with a withdrawal: "Cambio". */
export const nomiResi = ({ recesso }: WithdrawalChangedEvent): string => recesso.ricambi.join(', ');

/** "il 23 novembre 2026 alle ore 16:05" */
export const scadenza = (ordine: RiepilogoOrdineEvent): string => `il ${formattaDataOra(ordine.scadenzaPagamento)}`;

/** The seller's IBAN, or the product's text for a seller who has given none. */
export const iban = (ordine: RiepilogoOrdineEvent): string => ordine.pagamento.iban ?? MESSAGGI_ORDINE.ibanNonDisponibile;

/** What the buyer needs to make the bank transfer, as label–value rows. */
export const datiBonifico = (ordine: RiepilogoOrdineEvent) =>
  [
    ['Beneficiario', ordine.pagamento.beneficiario],
    ['IBAN', iban(ordine)],
    ['Importo', formattaEuro(ordine.totaleCentesimi)],
    ['Causale', ordine.causale],
  ] as const;

/** Each part with its price and shipping, then the total. */
export const righeRicambi = (ordine: RiepilogoOrdineEvent): (readonly [string, string])[] => [
  ...ordine.ricambi.map(
    (r) => [r.nome, `${formattaEuro(r.prezzoCentesimi)} + ${formattaEuro(r.spedizioneCentesimi)} di spedizione`] as const,
  ),
  ['Totale', formattaEuro(ordine.totaleCentesimi)],
];

/**
 * What a status change means for the buyer (docs/rules.md §5), and for the seller when the payment window cancelled the order
 * (the only change the seller did not make). docs/architecture.md#payment-window: the seller's "In Lavorazione" means the transfer arrived.
 */
export function significatoStato({ stato, autore }: Pick<OrderStatusChangedEvent, 'stato' | 'autore'>, per: 'acquirente' | 'venditore'): string {
  switch (stato) {
    case 'pending':
      return "L'ordine è in attesa del pagamento.";
    case 'processing':
      return 'Il venditore ha ricevuto il bonifico e sta preparando i ricambi.';
    case 'completed':
      return "Il venditore ha completato l'ordine.";
    case 'cancelled':
      if (autore === 'sospensione-venditore') return `${MESSAGGI_ORDINE.cancellatoPerSospensione}. Non effettuare il bonifico.`;
      if (autore === 'scadenza-pagamento') {
        return per === 'acquirente'
          ? `${MESSAGGI_ORDINE.cancellatoPerScadenza}.`
          : `${MESSAGGI_ORDINE.cancellatoPerScadenza}: i ricambi sono di nuovo in vendita.`;
      }
      return `${MESSAGGI_ORDINE.cancellatoDalVenditore}. Se hai già pagato, contatta il venditore per il rimborso.`;
  }
}

/**
 * What a withdrawal's step means: the request for the seller (who, which parts, why, what to do), each of the seller's
 * steps for the buyer (Codice del Consumo art. 57: the consumer sends the parts back; the refund follows). Who pays the
 * return shipping follows the seller's error (docs/rules.md §1), which orders decided.
 */
export function significatoRecesso(evento: WithdrawalChangedEvent): string {
  const { spedizione, recesso } = evento;
  const importo = formattaEuro(recesso.importoCentesimi);
  switch (recesso.stato) {
    case 'richiesto':
      return (
        `${spedizione.nome} ha chiesto di recedere dal contratto per ${nomiResi(evento)}: ` +
        `${ETICHETTE_MOTIVO_RECESSO[recesso.motivo]}.${recesso.dettagli ? ` "${recesso.dettagli}"` : ''} ` +
        `Accetta il reso dall'ordine; quando ricevi i ricambi, rimborsa ${importo} con bonifico.` +
        (recesso.erroreVenditore ? ` ${MESSAGGI_RECESSO.erroreVenditore}` : '')
      );
    case 'accettato':
      return (
        `Il venditore ha accettato il reso: rispedisci ${nomiResi(evento)} al venditore. ` +
        (recesso.erroreVenditore ? MESSAGGI_RECESSO.speseAlVenditore : MESSAGGI_RECESSO.speseRestituzione)
      );
    case 'ricevuto':
      return `Il venditore ha ricevuto i ricambi resi: riceverai il rimborso di ${importo} con bonifico.`;
    case 'rimborsato':
      return `Il venditore ha effettuato il rimborso di ${importo} con bonifico.`;
  }
}
