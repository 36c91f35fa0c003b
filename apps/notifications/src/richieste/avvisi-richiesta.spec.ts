import { randomUUID } from 'node:crypto';
import type { ChiusuraRichiestaEvent, RispostaRichiestaEvent } from '@ricambiamo/contracts';
import { DEMAND_EVENTS } from '@ricambiamo/contracts';
import type { EventoRichiesta } from './avvisi-richiesta';
import { emailRichiesta, notificheRichiesta } from './avvisi-richiesta';

const evento = (subject: string, payload: RispostaRichiestaEvent | ChiusuraRichiestaEvent) =>
  ({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload }) as unknown as EventoRichiesta;

const risposta: RispostaRichiestaEvent = {
  richiestaId: randomUUID(),
  rispostaId: randomUUID(),
  acquirenteId: randomUUID(),
  titolo: 'Volkswagen Golf VI 2010',
  venditore: 'Ricambi Reno',
  nomeRicambio: 'Motore completo',
};

describe('a proposal to a wanted-part request', () => {
  it('tells the buyer in the app and by e-mail, with the request to order from', () => {
    const e = evento(DEMAND_EVENTS.requestAnswered.subject, risposta);
    expect(notificheRichiesta(e)).toEqual([
      {
        utenteId: risposta.acquirenteId,
        titolo: 'Un ricambio proposto per la tua Volkswagen Golf VI 2010',
        messaggio: 'Ricambi Reno propone: Motore completo.',
        link: `/cerco/${risposta.richiestaId}`,
      },
    ]);
    const [email] = emailRichiesta(e, 'https://ricambiamo.it');
    expect(email).toMatchObject({ destinatario: 'acquirente', utenteId: risposta.acquirenteId, oggetto: 'Un ricambio proposto per la tua Volkswagen Golf VI 2010' });
    expect(email.testo).toContain(`https://ricambiamo.it/cerco/${risposta.richiestaId}`);
    expect(email.testo).toContain('Ricambi Reno ha risposto');
  });
});

describe('a closed request', () => {
  it('tells each yard that proposed a part, and e-mails nobody', () => {
    const [uno, due] = [randomUUID(), randomUUID()];
    const e = evento(DEMAND_EVENTS.requestClosed.subject, { richiestaId: randomUUID(), titolo: 'Fiat Panda 2012', motivo: 'ordine', venditoriIds: [uno, due] });
    expect(notificheRichiesta(e).map((n) => [n.utenteId, n.titolo, n.messaggio])).toEqual([
      [uno, 'Richiesta chiusa: Fiat Panda 2012', 'Chiusa: ricambio ordinato. Non serve più rispondere.'],
      [due, 'Richiesta chiusa: Fiat Panda 2012', 'Chiusa: ricambio ordinato. Non serve più rispondere.'],
    ]);
    expect(emailRichiesta(e, 'https://ricambiamo.it')).toEqual([]);
  });
});
