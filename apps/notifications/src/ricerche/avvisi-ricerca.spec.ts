import { randomUUID } from 'node:crypto';
import type { CorrispondenzaEvent, RiepilogoEvent } from '@ricambiamo/contracts';
import { DEMAND_EVENTS } from '@ricambiamo/contracts';
import type { EventoRicerca } from './avvisi-ricerca';
import { emailRicerca, notificheRicerca } from './avvisi-ricerca';

const ORIGINE = 'https://ricambiamo.it';
const INVITO = 'Non vuoi più ricevere avvisi per questa ricerca? Disattivali con un clic';

const corrispondenza: CorrispondenzaEvent = {
  ricercaId: randomUUID(),
  acquirenteId: randomUUID(),
  nomeRicerca: 'Panda <diesel>',
  autoId: randomUUID(),
  titolo: 'Fiat Panda 2012',
  email: true,
  // A signed token's characters a query string must escape.
  disattiva: 'abc+/=.def',
};
const evento = (contract: (typeof DEMAND_EVENTS)['searchMatched' | 'digestReady'], payload: CorrispondenzaEvent | RiepilogoEvent): EventoRicerca =>
  ({ id: randomUUID(), subject: contract.subject, occurredAt: new Date().toISOString(), payload }) as EventoRicerca;

describe('a new match of a saved search', () => {
  it('tells the buyer in the app at once, leading to the listing', () => {
    expect(notificheRicerca(evento(DEMAND_EVENTS.searchMatched, corrispondenza))).toEqual([
      {
        utenteId: corrispondenza.acquirenteId,
        titolo: 'Avviso di ricerca salvata',
        messaggio: 'Nuova inserzione per «Panda <diesel>»: Fiat Panda 2012',
        link: `/inserzione/${corrispondenza.autoId}`,
      },
    ]);
  });

  it('e-mails the buyer the car, its link and the one-click unsubscribe link, also as List-Unsubscribe', () => {
    const [email, ...altre] = emailRicerca(evento(DEMAND_EVENTS.searchMatched, corrispondenza), ORIGINE);
    expect(altre).toEqual([]);
    const disattiva = 'https://ricambiamo.it/avvisi/disattiva?t=abc%2B%2F%3D.def';
    expect(email).toMatchObject({ destinatario: 'acquirente', utenteId: corrispondenza.acquirenteId, oggetto: 'Nuova inserzione per «Panda <diesel>»', disiscrizione: disattiva });
    expect(email.testo).toContain("È arrivata un'auto che corrisponde alla tua ricerca salvata «Panda <diesel>»: Fiat Panda 2012.");
    expect(email.testo).toContain(`Apri l'inserzione: https://ricambiamo.it/inserzione/${corrispondenza.autoId}`);
    expect(email.testo).toContain(`${INVITO}: ${disattiva}`);
    expect(email.html).toContain('«Panda &lt;diesel&gt;»');
    expect(email.html).toContain(`href="https://ricambiamo.it/inserzione/${corrispondenza.autoId}"`);
    expect(email.html).toContain(`href="${disattiva}"`);
  });

  it('sends no e-mail when the search waits for the morning digest, and tells in the app all the same', () => {
    const giornaliera = evento(DEMAND_EVENTS.searchMatched, { ...corrispondenza, email: false });
    expect(emailRicerca(giornaliera, ORIGINE)).toEqual([]);
    expect(notificheRicerca(giornaliera)).toHaveLength(1);
  });
});

describe('the morning digest', () => {
  const panda = { ricercaId: randomUUID(), nomeRicerca: 'Panda', disattiva: 'tok-panda' };
  const golf = { ricercaId: randomUUID(), nomeRicerca: 'Golf', disattiva: 'tok-golf' };
  const [a1, a2, a3] = [randomUUID(), randomUUID(), randomUUID()];
  const riepilogo: RiepilogoEvent = {
    riepilogoId: randomUUID(),
    acquirenteId: corrispondenza.acquirenteId,
    voci: [
      { ...panda, autoId: a1, titolo: 'Fiat Panda 2012' },
      { ...golf, autoId: a2, titolo: 'Volkswagen Golf 2015' },
      { ...panda, autoId: a3, titolo: 'Fiat Panda 2009' },
    ],
  };

  it('is one e-mail listing the cars under each search, each search with its own unsubscribe link, and no notification', () => {
    const event = evento(DEMAND_EVENTS.digestReady, riepilogo);
    expect(notificheRicerca(event)).toEqual([]);
    const [email, ...altre] = emailRicerca(event, ORIGINE);
    expect(altre).toEqual([]);
    expect(email).toMatchObject({ destinatario: 'acquirente', utenteId: riepilogo.acquirenteId, oggetto: 'Le novità per le tue ricerche salvate', disiscrizione: null });
    expect(email.testo).toBe(
      [
        'Ecco le nuove inserzioni arrivate per le tue ricerche salvate.',
        'Per «Panda»:',
        `Fiat Panda 2012: https://ricambiamo.it/inserzione/${a1}`,
        `Fiat Panda 2009: https://ricambiamo.it/inserzione/${a3}`,
        `${INVITO}: https://ricambiamo.it/avvisi/disattiva?t=tok-panda`,
        'Per «Golf»:',
        `Volkswagen Golf 2015: https://ricambiamo.it/inserzione/${a2}`,
        `${INVITO}: https://ricambiamo.it/avvisi/disattiva?t=tok-golf`,
        'Il team di Ricambiamo\n',
      ].join('\n\n'),
    );
    expect(email.html).toContain(`href="https://ricambiamo.it/inserzione/${a3}"`);
    expect(email.html).toContain('href="https://ricambiamo.it/avvisi/disattiva?t=tok-golf"');
  });

  it('of a single search carries its unsubscribe link as List-Unsubscribe too', () => {
    const [email] = emailRicerca(evento(DEMAND_EVENTS.digestReady, { ...riepilogo, voci: riepilogo.voci.filter((v) => v.ricercaId === panda.ricercaId) }), ORIGINE);
    expect(email.disiscrizione).toBe('https://ricambiamo.it/avvisi/disattiva?t=tok-panda');
  });
});
