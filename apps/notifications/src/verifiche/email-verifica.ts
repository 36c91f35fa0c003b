import { CATALOGUE_EVENTS, ETICHETTE_ESITO_VERIFICA, LINK_NOTIFICA, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';
import { type EventoVerifica, fraseRichiesta, fraseRisposta } from './frasi-verifica';

/**
 * The e-mails of a check (docs/rules.md §3.14), each to its user's account address: the request to the part's seller,
 * with the page where it is answered; the answer to the buyer who asked, with the listing where it shows. The buyer's
 * VIN or plate and question stay on the seller's page: an e-mail leaves the product. `origine` is the web app's public
 * address, for the links.
 */
export function emailVerifica(event: EventoVerifica, origine: string): NuovaEmail[] {
  switch (event.subject) {
    case CATALOGUE_EVENTS.verificaRichiesta.subject: {
      const richiesta = event.payload;
      return [
        {
          destinatario: 'venditore',
          utenteId: richiesta.venditoreId,
          ...rendiEmail({
            oggetto: `${TITOLI_NOTIFICA.verificaRichiesta}: ${richiesta.nomeRicambio}`,
            blocchi: [
              { paragrafo: fraseRichiesta(richiesta) },
              { paragrafo: 'Nella pagina delle verifiche trovi la sua domanda e il telaio o la targa del suo veicolo: rispondi "Compatibile" o "Non compatibile", con una nota se serve.' },
              { testo: 'Rispondi alla richiesta', link: new URL(LINK_NOTIFICA.verificheRicevute, origine).href },
            ],
          }),
        },
      ];
    }
    case CATALOGUE_EVENTS.verificaRisposta.subject: {
      const risposta = event.payload;
      return [
        {
          destinatario: 'acquirente',
          utenteId: risposta.acquirenteId,
          ...rendiEmail({
            oggetto: `${TITOLI_NOTIFICA.verificaRisposta(risposta.esito)} (${risposta.nomeRicambio})`,
            blocchi: [
              { paragrafo: fraseRisposta(risposta) },
              {
                titolo: 'Risposta del venditore',
                righe: [
                  ['Ricambio', `${risposta.nomeRicambio}, ${risposta.titoloAuto}`],
                  ['Il tuo veicolo', risposta.veicolo],
                  ['Esito', ETICHETTE_ESITO_VERIFICA[risposta.esito]],
                  ...(risposta.nota ? [['Nota', risposta.nota] as const] : []),
                ],
              },
              { testo: "Apri l'inserzione", link: new URL(LINK_NOTIFICA.inserzione(risposta.autoId), origine).href },
            ],
          }),
        },
      ];
    }
  }
}
