import { ETICHETTE_ORDINAMENTO, MAX_TOTALE_RICERCA } from '@ricambiamo/contracts';
import { formattaNumero } from '../../../lib/format/formatta-data';
import { TextLink } from '../../ui/components/TextLink';
import { PaginaLegale, type SezioneLegale } from './PaginaLegale';

// Art. 49-bis Codice del Consumo: the main parameters that decide the order of the results, as the catalogue's search
// applies them (libs/backend/catalogue-search, docs/search.md). Changing the search means changing this page.

const sezioni: SezioneLegale[] = [
  {
    id: 'recenti',
    titolo: `Ordinamento predefinito: ${ETICHETTE_ORDINAMENTO.recenti}`,
    contenuto: (
      <>
        <p>
          Senza altre scelte, i veicoli compaiono dal <strong>più recente al meno recente</strong>, secondo la data in cui
          il venditore ha pubblicato l’inserzione. Le parole cercate decidono <em>quali</em> veicoli compaiono (tutte le
          parole, o i loro sinonimi, devono trovarsi nel veicolo, nei suoi ricambi o nella descrizione), non la loro
          posizione.
        </p>
        <p>A parità di data l’ordine è fisso, così passando da una pagina all’altra nessun veicolo si ripete o si perde.</p>
      </>
    ),
  },
  {
    id: 'codici',
    titolo: 'Codici motore e codici OEM prima di tutto',
    contenuto: (
      <p>
        Se cerchi qualcosa che può essere un codice (per esempio 169A4000 o 46760000), prima compaiono i veicoli che hanno
        quel codice come codice motore o come codice OEM di un ricambio, anche solo come inizio del codice; dopo, gli altri
        veicoli che contengono le parole cercate. Ciascun gruppo è ordinato dal più recente.
      </p>
    ),
  },
  {
    id: 'valutazione',
    titolo: `Su richiesta: ${ETICHETTE_ORDINAMENTO.valutazione}`,
    contenuto: (
      <p>
        Scegliendo “{ETICHETTE_ORDINAMENTO.valutazione}” i veicoli sono ordinati secondo la <strong>media delle stelle</strong>{' '}
        che il venditore ha ricevuto in tutte le recensioni degli acquirenti, dalla più alta. I venditori che non hanno
        ancora recensioni vengono dopo tutti gli altri. A parità di media, dal più recente.
      </p>
    ),
  },
  {
    id: 'filtri',
    titolo: 'Filtri',
    contenuto: (
      <p>
        Marca, modello, anno, chilometri, potenza, cilindrata, carburante, “solo con ricambi disponibili” e “solo
        compatibili” con il veicolo del tuo garage restringono i risultati: non cambiano l’ordine di quelli che restano. Il
        conteggio mostrato arriva fino a {formattaNumero(MAX_TOTALE_RICERCA)}; oltre, i risultati continuano nelle pagine
        seguenti.
      </p>
    ),
  },
  {
    id: 'cosa-non-conta',
    titolo: 'Che cosa non conta',
    contenuto: (
      <>
        <p>
          Nessun venditore paga per comparire più in alto: non esistono posizioni sponsorizzate. I gettoni servono a
          pubblicare e modificare le inserzioni, non a migliorarne la posizione. Non conta il numero di visite, né il
          prezzo, né la distanza.
        </p>
        <p>
          Le inserzioni nascoste dall’operatore perché contrarie alle regole o alla legge non compaiono nei risultati (vedi le{' '}
          <TextLink to="/policies/terms">condizioni d’uso</TextLink>).
        </p>
      </>
    ),
  },
];

/** /come-ordiniamo: "Come ordiniamo i risultati", linked from the search results (art. 49-bis Codice del Consumo). */
export function ComeOrdiniamoPage() {
  return (
    <PaginaLegale
      titolo="Come ordiniamo i risultati"
      descrizione="I parametri che decidono l’ordine dei veicoli nei risultati di ricerca di Ricambiamo."
      introduzione={
        <p>
          Come richiede l’art. 49-bis del Codice del Consumo, questa pagina spiega i parametri principali che decidono in
          che ordine compaiono i veicoli cercati, e quanto pesano. Sono gli stessi che usa la ricerca, non un riassunto.
        </p>
      }
      sezioni={sezioni}
    />
  );
}
