import { COSTO_GETTONI, ETICHETTE_STATO_ORDINE, GIORNI_RECESSO, MESSAGGI_RECESSO, ORE_PAGAMENTO, TESTI_SICUREZZA } from '@ricambiamo/contracts';
import { TextLink } from '../../ui/components/TextLink';
import { PaginaLegale, type SezioneLegale } from './PaginaLegale';

const sezioni: SezioneLegale[] = [
  {
    id: 'parti',
    titolo: 'Chi vende e chi compra',
    contenuto: (
      <p>
        Ogni ricambio è venduto dal demolitore che lo ha pubblicato, indicato nell&apos;inserzione con il suo profilo
        pubblico. L&apos;acquirente compra con un account come acquirente. Ricambiamo fornisce la piattaforma, ma non è
        parte del contratto di vendita.
      </p>
    ),
  },
  {
    id: 'commissioni',
    titolo: 'Nessuna commissione sulle vendite',
    contenuto: (
      <>
        <p>
          <strong>Ricambiamo non trattiene alcuna commissione sulle vendite</strong>: l&apos;acquirente paga il venditore
          direttamente e l&apos;intero importo dell&apos;ordine resta al venditore.
        </p>
        <p>
          Il venditore paga soltanto la pubblicazione, con i gettoni: {COSTO_GETTONI.creazioneInserzione} gettoni per
          un&apos;inserzione completa e {COSTO_GETTONI.modificaInserzione} per ogni modifica. All&apos;acquirente non
          è addebitato nessun costo di servizio.
        </p>
      </>
    ),
  },
  {
    id: 'ricambi-di-sicurezza',
    titolo: 'Ricambi di sicurezza: solo alle officine autorizzate',
    contenuto: (
      <>
        <p>{TESTI_SICUREZZA.regola}</p>
        <p>
          I componenti di sicurezza recuperati dai veicoli fuori uso (impianto frenante, sterzo, airbag e pretensionatori
          delle cinture, tra gli altri) possono essere ceduti solo alle imprese di autoriparazione iscritte al registro
          (D.Lgs. 209/2003, art. 15 e Allegato III; L. 122/1992). Moduli airbag e pretensionatori sono inoltre articoli
          pirotecnici di categoria P1, che non possono essere messi a disposizione del pubblico se non montati su un
          veicolo (D.Lgs. 123/2015, art. 5).
        </p>
        <p>
          Nell&apos;inserzione questi ricambi sono segnati come “{TESTI_SICUREZZA.etichetta}”: chi non ha dichiarato
          un&apos;officina li vede con la scritta “{TESTI_SICUREZZA.soloOfficine}” e non può sceglierli, e un ordine che
          li comprende è rifiutato. L&apos;acquirente che acquista per un&apos;officina lo dichiara nel suo profilo, alla
          voce “Officina / autoriparatore”, con ragione sociale, partita IVA e numero di iscrizione al registro delle
          imprese di autoriparazione o REA; il venditore vede la dichiarazione nell&apos;ordine. Chi dichiara il falso ne
          risponde personalmente.
        </p>
      </>
    ),
  },
  {
    id: 'prezzi',
    titolo: 'Prezzi',
    contenuto: (
      <p>
        Il prezzo di ogni ricambio e il suo costo di spedizione sono quelli mostrati nell&apos;inserzione, in euro e IVA
        inclusa. Il totale dell&apos;ordine è la somma di prezzi e spese di spedizione dei ricambi scelti e non cambia
        dopo l&apos;invio dell&apos;ordine.
      </p>
    ),
  },
  {
    id: 'ordine-pagamento',
    titolo: 'Ordine e pagamento',
    contenuto: (
      <>
        <ol>
          <li>
            L&apos;acquirente sceglie i ricambi disponibili di un&apos;inserzione e invia l&apos;ordine: i ricambi sono
            riservati per lui e l&apos;ordine è nello stato “{ETICHETTE_STATO_ORDINE.pending}”.
          </li>
          <li>
            Entro {ORE_PAGAMENTO} ore dall&apos;invio l&apos;acquirente paga con{' '}
            <strong>bonifico bancario all&apos;IBAN del venditore</strong>, indicato nell&apos;ordine insieme
            all&apos;importo e alla causale.
          </li>
          <li>
            Ricevuto il bonifico, il venditore porta l&apos;ordine nello stato “{ETICHETTE_STATO_ORDINE.processing}”, prepara e spedisce
            i ricambi; a consegna avvenuta l&apos;ordine è “{ETICHETTE_STATO_ORDINE.completed}”.
          </li>
        </ol>
        <p>
          <strong>
            Se il bonifico non arriva entro {ORE_PAGAMENTO} ore l&apos;ordine viene annullato automaticamente
          </strong>{' '}
          e i ricambi tornano disponibili per altri acquirenti. Il venditore può annullare un ordine non ancora
          completato, per esempio se il ricambio non è più vendibile: in quel caso restituisce subito quanto
          eventualmente ricevuto.
        </p>
      </>
    ),
  },
  {
    id: 'fattura',
    titolo: 'Fattura e ricevuta',
    contenuto: (
      <p>
        Il documento fiscale è emesso dal venditore. Se compri per un&apos;impresa, inserisci nell&apos;ordine ragione
        sociale e partita IVA e, se li hai, codice fiscale, PEC o codice SDI per la fattura elettronica.
      </p>
    ),
  },
  {
    id: 'consegna-resi',
    titolo: 'Spedizione, recesso e garanzia',
    contenuto: (
      <p>
        I ricambi si spediscono in tutta Italia come descritto nella pagina{' '}
        <TextLink to="/policies/shipping">Spedizioni</TextLink>. Il consumatore può recedere entro {GIORNI_RECESSO}{' '}
        giorni dal ricevimento con il pulsante «{MESSAGGI_RECESSO.pulsante}» sull&apos;ordine {ETICHETTE_STATO_ORDINE.completed};
        il venditore accetta il reso, segna i ricambi come ricevuti e rimborsa con bonifico. {MESSAGGI_RECESSO.speseRestituzione}{' '}
        La garanzia è solo quella dichiarata dal venditore. Tutti i dettagli sono in{' '}
        <TextLink to="/policies/warranty#recesso">Garanzia e resi</TextLink>.
      </p>
    ),
  },
];

export function CondizioniVenditaPage() {
  return (
    <PaginaLegale
      titolo="Condizioni di vendita"
      descrizione={`Come si compra su Ricambiamo: nessuna commissione sulle vendite, pagamento con bonifico direttamente al venditore entro ${ORE_PAGAMENTO} ore, altrimenti l'ordine viene annullato.`}
      introduzione={
        <p>
          Queste condizioni valgono per ogni acquisto di ricambi su Ricambiamo, insieme ai{' '}
          <TextLink to="/policies/terms">Termini e condizioni</TextLink> del sito.
        </p>
      }
      sezioni={sezioni}
    />
  );
}
