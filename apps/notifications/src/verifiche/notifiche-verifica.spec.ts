import { CATALOGUE_EVENTS } from '@ricambiamo/contracts';
import { nuovoAcquirente, nuovoVenditore, ricevutaVerifica, verificaRichiesta, verificaRisposta } from '../../test/fixtures/eventi';
import { notificheVerifica } from './notifiche-verifica';

const venditore = nuovoVenditore();
const acquirente = nuovoAcquirente();
const richiesta = verificaRichiesta(venditore, acquirente);

describe('notificheVerifica', () => {
  it("tells only the part's seller of a check asked: the part, the car and the buyer's vehicle, leading to the checks to answer", () => {
    expect(notificheVerifica(ricevutaVerifica(CATALOGUE_EVENTS.verificaRichiesta, richiesta))).toEqual([
      {
        utenteId: venditore.userId,
        titolo: 'Richiesta di verifica compatibilità',
        messaggio: 'Un acquirente chiede se il ricambio Cambio della tua Fiat Panda 2012 è compatibile con la sua Fiat Punto 2010.',
        link: '/venditore/verifiche',
      },
    ]);
  });

  it('tells only the buyer who asked the answer and the note, leading to the listing', () => {
    const risposta = verificaRisposta(richiesta, 'compatibile', 'Stesso cambio, codice 55241434');
    expect(notificheVerifica(ricevutaVerifica(CATALOGUE_EVENTS.verificaRisposta, risposta))).toEqual([
      {
        utenteId: acquirente.userId,
        titolo: 'Verifica compatibilità: Compatibile',
        messaggio:
          'Il venditore ha risposto che il ricambio Cambio della Fiat Panda 2012 è compatibile con la tua Fiat Punto 2010. ' +
          'Nota del venditore: Stesso cambio, codice 55241434',
        link: `/inserzione/${richiesta.autoId}`,
      },
    ]);
  });

  it('says "non è compatibile" for a negative answer, and nothing of a note the seller left empty', () => {
    const [notifica] = notificheVerifica(ricevutaVerifica(CATALOGUE_EVENTS.verificaRisposta, verificaRisposta(richiesta, 'non_compatibile')));
    expect(notifica).toMatchObject({
      titolo: 'Verifica compatibilità: Non compatibile',
      messaggio: 'Il venditore ha risposto che il ricambio Cambio della Fiat Panda 2012 non è compatibile con la tua Fiat Punto 2010.',
    });
  });
});
