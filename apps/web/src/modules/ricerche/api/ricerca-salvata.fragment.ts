import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';

/** A saved search as the buyer's list shows it: its filters for the summary and the link, its latest matches. */
export const RicercaSalvataFragment = graphql(`
  fragment RicercaSalvata on RicercaSalvata {
    id
    nome
    filtri {
      q
      marca
      modello
      carburante
      annoDa
      annoA
      kmDa
      kmA
      cvDa
      cvA
      kwDa
      kwA
      cilindrata
      soloDisponibili
      compatibileCon {
        marca
        modello
        anno
        carburante
        cilindrata
        codiceMotore
      }
    }
    frequenza
    attiva
    createdAt
    corrispondenze {
      autoId
      titolo
      immagine
      trovataIl
    }
    totaleCorrispondenze
  }
`);

export type RicercaSalvata = ResultOf<typeof RicercaSalvataFragment>;
export type FiltriSalvati = RicercaSalvata['filtri'];
