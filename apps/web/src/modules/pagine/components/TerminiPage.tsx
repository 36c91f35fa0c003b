import { AZIENDA, COSTO_GETTONI, GIORNI_RECESSO, MESSAGGI_RECESSO, ORE_PAGAMENTO, TESTI_SICUREZZA } from '@ricambiamo/contracts';
import { TextLink } from '../../ui/components/TextLink';
import { PaginaLegale, type SezioneLegale } from './PaginaLegale';

const sezioni: SezioneLegale[] = [
  {
    id: 'servizio',
    titolo: 'Il servizio',
    contenuto: (
      <>
        <p>
          Ricambiamo è un marketplace online: mette in contatto chi cerca ricambi auto usati (acquirenti) con demolitori
          autorizzati al trattamento dei veicoli fuori uso (venditori), che pubblicano i veicoli e i ricambi che ne
          hanno recuperato.
        </p>
        <p>
          Il contratto di vendita di ogni ricambio si conclude direttamente tra acquirente e venditore.{' '}
          {AZIENDA.ragioneSociale} gestisce la piattaforma, non è parte della vendita, non incassa il prezzo dei ricambi
          e non trattiene commissioni sulle vendite.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    titolo: 'Account e ruoli',
    contenuto: (
      <>
        <p>
          Chiunque può sfogliare i veicoli, consultare le inserzioni e i profili pubblici dei venditori senza
          registrarsi.
        </p>
        <p>
          <strong>Per acquistare ricambi serve un account come acquirente</strong>: bisogna registrarsi scegliendo il
          tipo di account acquirente e accedere prima di inviare l&apos;ordine. Non è possibile acquistare come ospite,
          né con un account venditore.
        </p>
        <p>
          Per vendere serve un account come venditore (demolitore). Il venditore dichiara di essere un&apos;impresa
          autorizzata al trattamento dei veicoli fuori uso e inserisce nel profilo la propria ragione sociale, la
          partita IVA e l&apos;IBAN su cui riceve i pagamenti.
        </p>
        <p>
          Ognuno è responsabile della riservatezza della propria password e dei dati che inserisce, che devono essere
          veri e aggiornati. Puoi chiedere la chiusura dell&apos;account in qualsiasi momento scrivendo a{' '}
          <a href={`mailto:${AZIENDA.email}`}>{AZIENDA.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'ordini',
    titolo: 'Ordini e pagamento',
    contenuto: (
      <>
        <p>
          L&apos;acquirente seleziona uno o più ricambi disponibili di un&apos;inserzione e invia l&apos;ordine con i
          dati di spedizione e, se è un&apos;impresa, di fatturazione. I ricambi ordinati vengono riservati e non
          possono essere acquistati da altri.
        </p>
        <p>
          Il pagamento avviene <strong>con bonifico bancario direttamente al venditore</strong>, sull&apos;IBAN indicato
          nell&apos;ordine, <strong>entro {ORE_PAGAMENTO} ore</strong> dall&apos;invio. Se il bonifico non arriva entro
          questo termine l&apos;ordine viene annullato e i ricambi tornano disponibili.
        </p>
        <p>
          Ricambiamo non applica commissioni sulle vendite né costi aggiuntivi all&apos;acquirente: il totale
          dell&apos;ordine è la somma dei prezzi e dei costi di spedizione dei ricambi, come mostrati
          nell&apos;inserzione. I dettagli sono nelle <TextLink to="/policies/sales">Condizioni di vendita</TextLink>.
        </p>
        <p>
          {TESTI_SICUREZZA.regola} Per acquistarli l&apos;acquirente dichiara la sua officina nel profilo (
          <TextLink to="/policies/sales#ricambi-di-sicurezza">{TESTI_SICUREZZA.etichetta}</TextLink>).
        </p>
      </>
    ),
  },
  {
    id: 'inserzioni',
    titolo: 'Inserzioni e gettoni',
    contenuto: (
      <>
        <p>
          Il venditore pubblica le inserzioni con i gettoni acquistati su Ricambiamo: un&apos;inserzione completa (un
          veicolo con tutti i suoi ricambi) costa {COSTO_GETTONI.creazioneInserzione} gettoni, ogni modifica{' '}
          {COSTO_GETTONI.modificaInserzione}. L&apos;inserzione è pubblicata subito e resta online senza scadenza, finché
          il venditore non la elimina. I gettoni non scadono e non sono rimborsabili in denaro una volta usati.
        </p>
        <p>
          Il venditore garantisce che i veicoli e i ricambi pubblicati siano nella sua disponibilità e che foto, grado
          di condizione, garanzia dichiarata, prezzi e costi di spedizione siano corretti. Sono vietati contenuti
          ingannevoli, offensivi o che violino diritti di terzi; Ricambiamo può rimuoverli e sospendere l&apos;account
          che li pubblica.
        </p>
      </>
    ),
  },
  {
    id: 'recesso-garanzia',
    titolo: 'Recesso, resi e garanzia',
    contenuto: (
      <p>
        Il consumatore può recedere entro {GIORNI_RECESSO} giorni dal ricevimento del ricambio con il pulsante
        «{MESSAGGI_RECESSO.pulsante}» sull&apos;ordine; chi compra per la propria attività, come un&apos;officina, non ha
        diritto di recesso. {MESSAGGI_RECESSO.speseRestituzione} I ricambi sono usati e non hanno garanzia, salvo quella
        dichiarata dal venditore nell&apos;inserzione. Passaggi del recesso e rimborsi sono descritti nella pagina{' '}
        <TextLink to="/policies/warranty#recesso">Garanzia e resi</TextLink>.
      </p>
    ),
  },
  {
    id: 'responsabilita',
    titolo: 'Responsabilità',
    contenuto: (
      <>
        <p>
          Il venditore risponde dei ricambi che vende, della loro corrispondenza all&apos;inserzione e della spedizione.
          Ricambiamo risponde del funzionamento della piattaforma e si impegna a mantenerla disponibile e sicura, ma non
          garantisce che sia sempre priva di interruzioni.
        </p>
        <p>
          In caso di contestazione tra acquirente e venditore, Ricambiamo può essere contattato per verificare lo
          stato e la cronologia dell&apos;ordine registrati sulla piattaforma.
        </p>
      </>
    ),
  },
  {
    id: 'legge',
    titolo: 'Modifiche e legge applicabile',
    contenuto: (
      <>
        <p>
          Ricambiamo può aggiornare queste condizioni; la data in cima alla pagina indica l&apos;ultima versione. Le
          modifiche non si applicano agli ordini già inviati.
        </p>
        <p>
          Le condizioni sono regolate dalla legge italiana. Per le controversie con un consumatore è competente il
          giudice del luogo in cui il consumatore risiede o ha eletto domicilio.
        </p>
      </>
    ),
  },
];

export function TerminiPage() {
  return (
    <PaginaLegale
      titolo="Termini e condizioni"
      descrizione={`Le regole d'uso di Ricambiamo: account acquirente e venditore, ordini, pagamento con bonifico al venditore entro ${ORE_PAGAMENTO} ore e gettoni.`}
      introduzione={
        <p>
          Questi termini regolano l&apos;uso del marketplace Ricambiamo da parte di acquirenti e venditori. Usando il
          sito li accetti; leggili insieme alle <TextLink to="/policies/sales">Condizioni di vendita</TextLink> e
          all&apos;<TextLink to="/policies/privacy">Informativa sulla privacy</TextLink>.
        </p>
      }
      sezioni={sezioni}
    />
  );
}
