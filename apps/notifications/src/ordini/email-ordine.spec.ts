import { MESSAGGI_ORDINE, ORDERS_EVENTS } from '@ricambiamo/contracts';
import { creato, IBAN, nuovoAcquirente, nuovoVenditore, recesso, ricevuto, riepilogo, statoCambiato } from '../../test/fixtures/eventi';
import { emailOrdine } from './email-ordine';

const ORIGINE = 'https://ricambiamo.example';
const venditore = nuovoVenditore();
const acquirente = nuovoAcquirente();

describe('emailOrdine', () => {
  const ordine = riepilogo(venditore, acquirente, { note: 'Citofonare <Verdi> & Figli' });

  it('writes a new order to the seller and to the buyer, each by account, never to an address the order carries', () => {
    const [alVenditore, allAcquirente] = emailOrdine(ricevuto(ORDERS_EVENTS.orderCreated, creato(ordine)), ORIGINE);
    expect(alVenditore).toMatchObject({ destinatario: 'venditore', utenteId: venditore.userId, oggetto: `Nuovo ordine ${ordine.codice}` });
    expect(allAcquirente).toMatchObject({
      destinatario: 'acquirente',
      utenteId: acquirente.userId,
      oggetto: `Ordine ${ordine.codice}: istruzioni per il pagamento`,
    });
    for (const email of [alVenditore, allAcquirente]) expect(Object.keys(email).sort()).toEqual(['destinatario', 'html', 'oggetto', 'testo', 'utenteId']);
  });

  it("gives the seller the parts with prices, the buyer's contacts, the shipping address and notes", () => {
    const [{ testo }] = emailOrdine(ricevuto(ORDERS_EVENTS.orderCreated, creato(ordine)), ORIGINE);
    expect(testo).toContain(
      [
        'Ricambi ordinati',
        'Musata: 600,00\u00a0€ + 80,00\u00a0€ di spedizione',
        'Cambio: 504,50\u00a0€ + 50,00\u00a0€ di spedizione',
        'Totale: 1.234,50\u00a0€',
        '',
        'Cliente',
        'Nome: Giulia Verdi',
        'Telefono: 333 481 2290',
        `Email di contatto per la spedizione: ${ordine.spedizione.email}`,
        '',
        'Indirizzo di spedizione',
        'Destinatario: Giulia Verdi',
        'Indirizzo: Via dell’Indipendenza 8, 40121 Bologna (BO)',
        '',
        'Note del cliente: Citofonare <Verdi> & Figli',
      ].join('\n'),
    );
    expect(testo).toContain(`Apri l'ordine: ${ORIGINE}/venditore/ordini?ordine=${ordine.ordineId}`);
  });

  it('gives the buyer the bank-transfer data and the deadline, in the text and the HTML part', () => {
    const [, { testo, html }] = emailOrdine(ricevuto(ORDERS_EVENTS.orderCreated, creato(ordine)), ORIGINE);
    expect(testo).toContain(
      ['Dati per il bonifico', 'Beneficiario: Autodemolizioni Bianchi', `IBAN: ${IBAN}`, 'Importo: 1.234,50\u00a0€', `Causale: ${ordine.causale}`].join('\n'),
    );
    expect(testo).toContain('effettua un bonifico entro il 23 novembre 2026 alle ore 16:05');
    for (const valore of [IBAN, '1.234,50\u00a0€', ordine.causale]) expect(html).toContain(`<strong>${valore}</strong>`);
    expect(html).toContain(`href="${ORIGINE}/acquirente/ordini?ordine=${ordine.ordineId}"`);
  });

  it('escapes what users typed in the HTML part', () => {
    const [{ html }] = emailOrdine(ricevuto(ORDERS_EVENTS.orderCreated, creato(ordine)), ORIGINE);
    expect(html).toContain('Citofonare &lt;Verdi&gt; &amp; Figli');
    expect(html).not.toContain('<Verdi>');
  });

  it('writes a status change and the payment reminder to the buyer only', () => {
    const cambio = emailOrdine(ricevuto(ORDERS_EVENTS.orderStatusChanged, statoCambiato(ordine, 'cancelled', 'scadenza-pagamento')), ORIGINE);
    expect(cambio.map((e) => [e.destinatario, e.oggetto])).toEqual([['acquirente', `Ordine ${ordine.codice}: Cancellato`]]);
    expect(cambio[0].testo).toContain(`${MESSAGGI_ORDINE.cancellatoPerScadenza}.`);
    const promemoria = emailOrdine(ricevuto(ORDERS_EVENTS.orderPaymentDueSoon, ordine), ORIGINE);
    expect(promemoria.map((e) => [e.destinatario, e.oggetto])).toEqual([['acquirente', `Ordine ${ordine.codice}: pagamento in scadenza`]]);
    expect(promemoria[0].testo).toContain(`IBAN: ${IBAN}`);
  });

  it('writes a withdrawal to the seller and each step of it to the buyer, with the parts, the reason and the refund', () => {
    const richiesta = emailOrdine(ricevuto(ORDERS_EVENTS.withdrawalChanged, recesso(ordine, 'richiesto')), ORIGINE);
    expect(richiesta.map((e) => [e.destinatario, e.oggetto])).toEqual([['venditore', `Ordine ${ordine.codice}: Recesso richiesto`]]);
    expect(richiesta[0].testo).toContain('Motivo: Il ricambio non è compatibile con il mio veicolo');
    expect(richiesta[0].testo).toContain('Rimborso: 554,50\u00a0€');
    expect(richiesta[0].testo).toContain(`${ORIGINE}/venditore/ordini?ordine=${ordine.ordineId}`);
    const accettato = emailOrdine(ricevuto(ORDERS_EVENTS.withdrawalChanged, recesso(ordine, 'accettato')), ORIGINE);
    expect(accettato.map((e) => [e.destinatario, e.utenteId, e.oggetto])).toEqual([
      ['acquirente', acquirente.userId, `Ordine ${ordine.codice}: Reso accettato`],
    ]);
    expect(accettato[0].testo).toContain('rispedisci Cambio al venditore');
  });
});
