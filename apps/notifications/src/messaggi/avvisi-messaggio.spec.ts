import { randomUUID } from 'node:crypto';
import type { MessaggioEvent } from '@ricambiamo/contracts';
import { CONVERSATIONS_EVENTS } from '@ricambiamo/contracts';
import type { EventoMessaggio } from './avvisi-messaggio';
import { emailMessaggio, notificheMessaggio } from './avvisi-messaggio';

const payload: MessaggioEvent = {
  conversazioneId: randomUUID(),
  messaggioId: randomUUID(),
  mittenteId: randomUUID(),
  destinatarioId: randomUUID(),
  ruoloDestinatario: 'venditore',
  titolo: 'Fiat Panda 2012',
  mittente: 'Marco Ferri',
  email: true,
};
const evento = (p: MessaggioEvent): EventoMessaggio =>
  ({ id: randomUUID(), subject: CONVERSATIONS_EVENTS.messageUnread.subject, occurredAt: new Date().toISOString(), payload: p });

describe('an unread message’s notice', () => {
  it('tells the recipient who wrote and about what, leading to the conversation, never with the text', () => {
    expect(notificheMessaggio(evento(payload))).toEqual([
      {
        utenteId: payload.destinatarioId,
        titolo: 'Nuovo messaggio da Marco Ferri',
        messaggio: 'Marco Ferri ti ha scritto a proposito di Fiat Panda 2012.',
        link: `/messaggi/${payload.conversazioneId}`,
      },
    ]);
    const [email] = emailMessaggio(evento(payload), 'https://ricambiamo.it');
    expect(email).toMatchObject({ destinatario: 'venditore', utenteId: payload.destinatarioId, oggetto: 'Nuovo messaggio da Marco Ferri' });
    expect(email.html).toContain(`https://ricambiamo.it/messaggi/${payload.conversazioneId}`);
  });

  it('sends no e-mail within the hour of the last one', () => {
    expect(emailMessaggio(evento({ ...payload, email: false }), 'https://ricambiamo.it')).toEqual([]);
    expect(notificheMessaggio(evento({ ...payload, email: false }))).toHaveLength(1);
  });
});
