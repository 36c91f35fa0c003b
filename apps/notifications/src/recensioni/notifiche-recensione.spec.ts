import { randomUUID } from 'node:crypto';
import type { RecensioneEvent } from '@ricambiamo/contracts';
import { REVIEWS_EVENTS } from '@ricambiamo/contracts';
import { emailRecensione } from './email-recensione';
import type { EventoRecensione } from './frasi-recensione';
import { notificheRecensione } from './notifiche-recensione';

const recensione: RecensioneEvent = {
  recensioneId: randomUUID(),
  ordineId: randomUUID(),
  codiceOrdine: 'ORD-AB12CD',
  venditoreId: randomUUID(),
  acquirenteId: randomUUID(),
  complessivo: 1,
};
const evento = (contract: (typeof REVIEWS_EVENTS)['reviewCreated' | 'reviewReplied']): EventoRecensione =>
  ({ id: randomUUID(), subject: contract.subject, occurredAt: new Date().toISOString(), payload: recensione });

describe('what a review tells', () => {
  it('tells the seller of a new review, in the app and by e-mail, leading to the order', () => {
    const event = evento(REVIEWS_EVENTS.reviewCreated);
    expect(notificheRecensione(event)).toEqual([
      {
        utenteId: recensione.venditoreId,
        titolo: "Nuova recensione dell'ordine ORD-AB12CD",
        messaggio: "L'acquirente dell'ordine ORD-AB12CD ti ha dato 1 stella.",
        link: `/venditore/ordini?ordine=${recensione.ordineId}`,
      },
    ]);
    const [email] = emailRecensione(event, 'https://ricambiamo.it');
    expect(email).toMatchObject({ destinatario: 'venditore', utenteId: recensione.venditoreId, oggetto: "Nuova recensione dell'ordine ORD-AB12CD" });
    expect(email.html).toContain(`https://ricambiamo.it/venditore/ordini?ordine=${recensione.ordineId}`);
  });

  it('tells the buyer of the reply in the app only', () => {
    const event = evento(REVIEWS_EVENTS.reviewReplied);
    expect(notificheRecensione(event)).toEqual([
      expect.objectContaining({ utenteId: recensione.acquirenteId, link: `/acquirente/ordini?ordine=${recensione.ordineId}` }),
    ]);
    expect(emailRecensione(event, 'https://ricambiamo.it')).toEqual([]);
  });
});
