import { randomUUID } from 'node:crypto';
import { MODERATION_EVENTS } from '@ricambiamo/contracts';
import type { EventoModerazione } from './avvisi-moderazione';
import { emailModerazione, notificheModerazione } from './avvisi-moderazione';

const evento = (subject: string, payload: object) => ({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload }) as unknown as EventoModerazione;
const ORIGINE = 'https://ricambiamo.it';

describe('a statement of reasons', () => {
  const provvedimentoId = randomUUID();
  const utenteId = randomUUID();
  const e = evento(MODERATION_EVENTS.statementIssued.subject, { provvedimentoId, utenteId, titolo: 'Fiat Panda 2012', azione: 'nascondi_inserzione' });

  it('reaches the affected seller in the app, with the page to read it and appeal', () => {
    expect(notificheModerazione(e)).toEqual([
      expect.objectContaining({ utenteId, titolo: 'Provvedimento: Fiat Panda 2012', link: `/provvedimenti/${provvedimentoId}` }),
    ]);
    expect(notificheModerazione(e)[0].messaggio).toContain('Abbiamo nascosto la tua inserzione');
  });

  it('and by e-mail, saying how to appeal', () => {
    const [email] = emailModerazione(e, ORIGINE);
    expect(email).toMatchObject({ destinatario: 'interessato', utenteId, oggetto: 'Provvedimento: Fiat Panda 2012' });
    expect(email.testo).toContain('Puoi contestare questa decisione');
    expect(email.testo).toContain(`${ORIGINE}/provvedimenti/${provvedimentoId}`);
  });
});

describe('a report', () => {
  it('is acknowledged to a visitor at the address given, to a user at their account, to nobody without either', () => {
    const titolo = 'Fiat Panda 2012';
    const [visitatore, utente, anonimo] = [randomUUID(), randomUUID(), randomUUID()];
    const ricevuta = (segnalazioneId: string, segnalante: object) =>
      emailModerazione(evento(MODERATION_EVENTS.reportReceived.subject, { segnalazioneId, segnalante, titolo }), ORIGINE);
    expect(ricevuta(visitatore, { utenteId: null, email: 'mario@example.com' })).toEqual([
      expect.objectContaining({ destinatario: `segnalante-${visitatore}`, indirizzo: 'mario@example.com', oggetto: 'Segnalazione ricevuta: Fiat Panda 2012' }),
    ]);
    const utenteId = randomUUID();
    expect(ricevuta(utente, { utenteId, email: 'altro@example.com' })).toEqual([expect.objectContaining({ utenteId })]);
    expect(ricevuta(utente, { utenteId, email: null })[0]).not.toHaveProperty('indirizzo');
    expect(ricevuta(anonimo, { utenteId: null, email: null })).toEqual([]);
  });

  it("tells each reporter the case's outcome, one e-mail each, and notifies nobody in the app", () => {
    const [uno, due] = [randomUUID(), randomUUID()];
    const e = evento(MODERATION_EVENTS.caseDecided.subject, {
      casoId: randomUUID(),
      titolo: 'Fiat Panda 2012',
      azione: 'archivia',
      segnalanti: [
        { segnalazioneId: uno, utenteId: null, email: 'a@example.com' },
        { segnalazioneId: due, utenteId: null, email: 'b@example.com' },
        { segnalazioneId: randomUUID(), utenteId: null, email: null },
      ],
    });
    const email = emailModerazione(e, ORIGINE);
    expect(email.map((m) => [m.destinatario, m.indirizzo])).toEqual([
      [`segnalante-${uno}`, 'a@example.com'],
      [`segnalante-${due}`, 'b@example.com'],
    ]);
    expect(email[0].testo).toContain('non abbiamo riscontrato violazioni');
    expect(notificheModerazione(e)).toEqual([]);
  });
});

describe("an appeal's outcome", () => {
  it('reaches its author in the app and by e-mail', () => {
    const [provvedimentoId, utenteId] = [randomUUID(), randomUUID()];
    const e = evento(MODERATION_EVENTS.appealDecided.subject, { provvedimentoId, utenteId, titolo: 'Fiat Panda 2012', esito: 'accolto' });
    expect(notificheModerazione(e)).toEqual([
      { utenteId, titolo: 'Esito del ricorso: Fiat Panda 2012', messaggio: 'Ricorso accolto: decisione annullata.', link: `/provvedimenti/${provvedimentoId}` },
    ]);
    expect(emailModerazione(e, ORIGINE)).toEqual([expect.objectContaining({ destinatario: 'interessato', utenteId })]);
  });
});
