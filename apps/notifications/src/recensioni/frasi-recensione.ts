import type { RecensioneEvent } from '@ricambiamo/contracts';
import { REVIEWS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';

// What the notifications and the e-mail of a review share (docs/rules.md §3.16): the events and their phrases.

/** A review written, then replied to: reviews' events notifications listens to. */
export const EVENTI_RECENSIONE = [REVIEWS_EVENTS.reviewCreated, REVIEWS_EVENTS.reviewReplied] as const;
export type EventoRecensione = ReceivedEvent<(typeof EVENTI_RECENSIONE)[number]>;

const stelle = (n: number) => (n === 1 ? '1 stella' : `${n} stelle`);

/** "L'acquirente dell'ordine ORD-1234 ti ha dato 5 stelle." */
export const fraseRecensione = ({ codiceOrdine, complessivo }: RecensioneEvent): string =>
  `L'acquirente dell'ordine ${codiceOrdine} ti ha dato ${stelle(complessivo)}.`;

export const fraseRisposta = ({ codiceOrdine }: RecensioneEvent): string =>
  `Il venditore ha risposto pubblicamente alla tua recensione dell'ordine ${codiceOrdine}.`;
