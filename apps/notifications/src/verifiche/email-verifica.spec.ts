import { CATALOGUE_EVENTS } from '@ricambiamo/contracts';
import { nuovoAcquirente, nuovoVenditore, ricevutaVerifica, verificaRichiesta, verificaRisposta } from '../../test/fixtures/eventi';
import { emailVerifica } from './email-verifica';

const ORIGINE = 'https://ricambiamo.example';
const venditore = nuovoVenditore();
const acquirente = nuovoAcquirente();
const richiesta = verificaRichiesta(venditore, acquirente);

describe('emailVerifica', () => {
  it("writes one e-mail to the seller's account of a check asked, never to an address, with the page to answer it", () => {
    const email = emailVerifica(ricevutaVerifica(CATALOGUE_EVENTS.verificaRichiesta, richiesta), ORIGINE);
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ destinatario: 'venditore', utenteId: venditore.userId, oggetto: 'Richiesta di verifica compatibilità: Cambio' });
    expect(Object.keys(email[0]).sort()).toEqual(['destinatario', 'html', 'oggetto', 'testo', 'utenteId']);
    expect(email[0].testo).toBe(
      [
        'Un acquirente chiede se il ricambio Cambio della tua Fiat Panda 2012 è compatibile con la sua Fiat Punto 2010.',
        'Nella pagina delle verifiche trovi la sua domanda e il telaio o la targa del suo veicolo: rispondi "Compatibile" o "Non compatibile", con una nota se serve.',
        `Rispondi alla richiesta: ${ORIGINE}/venditore/verifiche`,
        'Il team di Ricambiamo\n',
      ].join('\n\n'),
    );
    expect(email[0].html).toContain(`href="${ORIGINE}/venditore/verifiche"`);
  });

  it("writes one e-mail to the buyer's account of the answer, with the note and the listing's link", () => {
    const risposta = verificaRisposta(richiesta, 'non_compatibile', 'Il tuo è il cambio a 6 marce');
    const email = emailVerifica(ricevutaVerifica(CATALOGUE_EVENTS.verificaRisposta, risposta), ORIGINE);
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ destinatario: 'acquirente', utenteId: acquirente.userId, oggetto: 'Verifica compatibilità: Non compatibile (Cambio)' });
    expect(email[0].testo).toBe(
      [
        'Il venditore ha risposto che il ricambio Cambio della Fiat Panda 2012 non è compatibile con la tua Fiat Punto 2010.',
        'Risposta del venditore\nRicambio: Cambio, Fiat Panda 2012\nIl tuo veicolo: Fiat Punto 2010\nEsito: Non compatibile\nNota: Il tuo è il cambio a 6 marce',
        `Apri l'inserzione: ${ORIGINE}/inserzione/${richiesta.autoId}`,
        'Il team di Ricambiamo\n',
      ].join('\n\n'),
    );
    expect(email[0].html).toContain(`href="${ORIGINE}/inserzione/${richiesta.autoId}"`);
  });

  it('leaves out the note row when the seller wrote none', () => {
    const [{ testo }] = emailVerifica(ricevutaVerifica(CATALOGUE_EVENTS.verificaRisposta, verificaRisposta(richiesta, 'compatibile')), ORIGINE);
    expect(testo).toContain('Esito: Compatibile\n\n');
    expect(testo).not.toContain('Nota');
  });

  it('escapes in the HTML part what the seller typed', () => {
    const risposta = verificaRisposta(richiesta, 'compatibile', 'Solo <b>con</b> "ABS" & ESP');
    const [{ html }] = emailVerifica(ricevutaVerifica(CATALOGUE_EVENTS.verificaRisposta, risposta), ORIGINE);
    expect(html).toContain('Solo &lt;b&gt;con&lt;/b&gt; &quot;ABS&quot; &amp; ESP');
    expect(html).not.toContain('<b>con</b>');
  });
});
