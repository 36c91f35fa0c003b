import { AZIENDA, ETICHETTE_STATO_ORDINE, ORE_PAGAMENTO } from '@ricambiamo/contracts';
import { TextLink } from '../../ui/components/TextLink';
import { PaginaLegale, type SezioneLegale } from './PaginaLegale';

const sezioni: SezioneLegale[] = [
  {
    id: 'dove',
    titolo: 'Dove spediamo',
    contenuto: (
      <p>
        I venditori di Ricambiamo spediscono <strong>in tutta Italia</strong>, isole comprese. Ogni ricambio parte dal
        piazzale del demolitore che lo vende.
      </p>
    ),
  },
  {
    id: 'costi',
    titolo: 'Costi di spedizione',
    contenuto: (
      <p>
        Il costo di spedizione è indicato dal venditore per ogni ricambio, accanto al prezzo, e compare nel riepilogo
        dell&apos;ordine prima dell&apos;invio. Il totale che paghi comprende già prezzi e spedizioni: non ci sono costi
        aggiunti dopo.
      </p>
    ),
  },
  {
    id: 'tempi',
    titolo: 'Quando parte il ricambio',
    contenuto: (
      <>
        <p>
          Il venditore prepara la spedizione dopo aver ricevuto il bonifico, che va fatto entro {ORE_PAGAMENTO} ore
          dall&apos;ordine. Da quel momento l&apos;ordine è “{ETICHETTE_STATO_ORDINE.processing}” e lo stato è
          sempre visibile nella tua area personale, nella sezione I miei Ordini; ricevi una notifica a ogni cambio di
          stato.
        </p>
        <p>
          I tempi di consegna dipendono dal corriere scelto dal venditore e dalla destinazione. Ricambi voluminosi, come
          un motore completo o una musata, possono viaggiare su bancale e richiedere qualche giorno in più.
        </p>
      </>
    ),
  },
  {
    id: 'indirizzo',
    titolo: 'Indirizzo di consegna',
    contenuto: (
      <p>
        Il ricambio viene spedito all&apos;indirizzo che indichi nell&apos;ordine, con nome, telefono ed e-mail per il
        corriere. Controlla che sia corretto prima di inviare l&apos;ordine: se la consegna non riesce per un indirizzo
        errato, le spese di una nuova spedizione sono a carico dell&apos;acquirente.
      </p>
    ),
  },
  {
    id: 'consegna',
    titolo: 'Al momento della consegna',
    contenuto: (
      <>
        <p>
          Controlla l&apos;imballo davanti al corriere. Se è danneggiato, accetta il collo con riserva specifica (per
          esempio “imballo rotto”) e avvisa subito il venditore, con qualche foto.
        </p>
        <p>
          Il rischio di perdita o danneggiamento durante il trasporto resta al venditore fino alla consegna a te. Per
          resi e ricambi non conformi leggi <TextLink to="/policies/warranty">Garanzia e resi</TextLink>; per qualsiasi
          problema puoi scriverci anche a <a href={`mailto:${AZIENDA.email}`}>{AZIENDA.email}</a>.
        </p>
      </>
    ),
  },
];

export function SpedizioniPage() {
  return (
    <PaginaLegale
      titolo="Spedizioni"
      descrizione="Ricambi auto usati spediti in tutta Italia dai demolitori: costi indicati per ogni ricambio, spedizione dopo il bonifico, consegna tracciata nella tua area personale."
      introduzione={
        <p>
          Come arrivano i ricambi che compri su Ricambiamo: dove spediamo, quanto costa e cosa fare alla consegna.
        </p>
      }
      sezioni={sezioni}
    />
  );
}
