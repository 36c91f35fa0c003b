import { MESSAGGI_ORDINE, ORDERS_EVENTS } from '@ricambiamo/contracts';
import { creato, IBAN, nuovoAcquirente, nuovoVenditore, recesso, ricevuto, riepilogo, statoCambiato } from '../../test/fixtures/eventi';
import { notificheOrdine } from './notifiche-ordine';

const venditore = nuovoVenditore();
const acquirente = nuovoAcquirente();

describe('notificheOrdine', () => {
  const ordine = riepilogo(venditore, acquirente);

  it('tells the seller of a new order: code, parts, total in euro and the payment deadline on Italy’s clock', () => {
    expect(notificheOrdine(ricevuto(ORDERS_EVENTS.orderCreated, creato(ordine)))).toEqual([
      {
        utenteId: venditore.userId,
        titolo: `Nuovo ordine ${ordine.codice}`,
        messaggio:
          'Giulia Verdi ha ordinato Musata, Cambio: totale 1.234,50\u00a0€. Il bonifico è atteso entro il 23 novembre 2026 alle ore 16:05.',
        link: `/venditore/ordini?ordine=${ordine.ordineId}`,
      },
    ]);
  });

  it.each([
    ['processing', 'venditore', 'In Lavorazione', 'Il venditore ha ricevuto il bonifico e sta preparando i ricambi.'],
    ['completed', 'venditore', 'Completato', "Il venditore ha completato l'ordine."],
    ['cancelled', 'venditore', 'Cancellato', 'Cancellato dal venditore. Se hai già pagato, contatta il venditore per il rimborso.'],
  ] as const)('tells only the buyer of a move to %s by the seller', (stato, autore, etichetta, messaggio) => {
    expect(notificheOrdine(ricevuto(ORDERS_EVENTS.orderStatusChanged, statoCambiato(ordine, stato, autore)))).toEqual([
      { utenteId: acquirente.userId, titolo: `Ordine ${ordine.codice}: ${etichetta}`, messaggio, link: `/acquirente/ordini?ordine=${ordine.ordineId}` },
    ]);
  });

  it('tells both parties when the payment window cancelled the order, each with its own link', () => {
    const [perAcquirente, perVenditore, ...altre] = notificheOrdine(
      ricevuto(ORDERS_EVENTS.orderStatusChanged, statoCambiato(ordine, 'cancelled', 'scadenza-pagamento')),
    );
    expect(altre).toEqual([]);
    expect(perAcquirente).toMatchObject({ utenteId: acquirente.userId, messaggio: 'Cancellato: pagamento non ricevuto entro 24 ore.' });
    expect(perVenditore).toMatchObject({
      utenteId: venditore.userId,
      titolo: `Ordine ${ordine.codice}: Cancellato`,
      messaggio: 'Cancellato: pagamento non ricevuto entro 24 ore: i ricambi sono di nuovo in vendita.',
      link: `/venditore/ordini?ordine=${ordine.ordineId}`,
    });
  });

  it('tells the seller of a withdrawal: who, which parts, why, and what to do', () => {
    expect(notificheOrdine(ricevuto(ORDERS_EVENTS.withdrawalChanged, recesso(ordine, 'richiesto')))).toEqual([
      {
        utenteId: venditore.userId,
        titolo: `Ordine ${ordine.codice}: Recesso richiesto`,
        messaggio:
          'Giulia Verdi ha chiesto di recedere dal contratto per Cambio: Il ricambio non è compatibile con il mio veicolo. ' +
          '"Serve per la versione a benzina" Accetta il reso dall\'ordine; quando ricevi i ricambi, rimborsa 554,50\u00a0€ con bonifico.',
        link: `/venditore/ordini?ordine=${ordine.ordineId}`,
      },
    ]);
  });

  it('tells the seller, and then the buyer, that the return shipping is the seller’s when a part bought as Compatibile does not fit', () => {
    const perErrore = (stato: 'richiesto' | 'accettato') => {
      const evento = recesso(ordine, stato);
      return ricevuto(ORDERS_EVENTS.withdrawalChanged, { ...evento, recesso: { ...evento.recesso, erroreVenditore: true } });
    };
    expect(notificheOrdine(perErrore('richiesto'))[0].messaggio).toBe(
      'Giulia Verdi ha chiesto di recedere dal contratto per Cambio: Il ricambio non è compatibile con il mio veicolo. ' +
        '"Serve per la versione a benzina" Accetta il reso dall\'ordine; quando ricevi i ricambi, rimborsa 554,50\u00a0€ con bonifico. ' +
        'Il cliente aveva acquistato come Compatibile un ricambio che restituisce perché non è compatibile: la spedizione del reso è a tuo carico.',
    );
    expect(notificheOrdine(perErrore('accettato'))[0].messaggio).toBe(
      'Il venditore ha accettato il reso: rispedisci Cambio al venditore. La spedizione del reso è a carico del venditore.',
    );
  });

  it.each([
    ['accettato', 'Reso accettato', 'Il venditore ha accettato il reso: rispedisci Cambio al venditore. La spedizione del reso è a carico del cliente, salvo errore del venditore.'],
    ['ricevuto', 'Ricambi resi ricevuti', 'Il venditore ha ricevuto i ricambi resi: riceverai il rimborso di 554,50\u00a0€ con bonifico.'],
    ['rimborsato', 'Rimborso effettuato', 'Il venditore ha effettuato il rimborso di 554,50\u00a0€ con bonifico.'],
  ] as const)("tells only the buyer of the seller's step %s of the withdrawal", (stato, etichetta, messaggio) => {
    expect(notificheOrdine(ricevuto(ORDERS_EVENTS.withdrawalChanged, recesso(ordine, stato)))).toEqual([
      { utenteId: acquirente.userId, titolo: `Ordine ${ordine.codice}: ${etichetta}`, messaggio, link: `/acquirente/ordini?ordine=${ordine.ordineId}` },
    ]);
  });

  it('reminds the buyer of amount, deadline, beneficiary, IBAN and reason', () => {
    expect(notificheOrdine(ricevuto(ORDERS_EVENTS.orderPaymentDueSoon, ordine))).toEqual([
      {
        utenteId: acquirente.userId,
        titolo: `Ordine ${ordine.codice}: pagamento in scadenza`,
        messaggio:
          "Effettua il bonifico di 1.234,50\u00a0€ entro il 23 novembre 2026 alle ore 16:05, altrimenti l'ordine verrà cancellato. " +
          `Beneficiario: Autodemolizioni Bianchi. IBAN: ${IBAN}. Causale: ${ordine.causale}.`,
        link: `/acquirente/ordini?ordine=${ordine.ordineId}`,
      },
    ]);
  });

  it("writes the spec's text instead of an IBAN the seller never gave", () => {
    const senzaIban = riepilogo(venditore, acquirente, { pagamento: { beneficiario: 'Marco Bianchi', iban: null } });
    const [notifica] = notificheOrdine(ricevuto(ORDERS_EVENTS.orderPaymentDueSoon, senzaIban));
    expect(notifica.messaggio).toContain(`Beneficiario: Marco Bianchi. ${MESSAGGI_ORDINE.ibanNonDisponibile} Causale: ${senzaIban.causale}.`);
  });
});
