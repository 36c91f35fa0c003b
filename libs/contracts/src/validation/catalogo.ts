// The catalogue's words and limits, apart from the schemas: the first page needs them, not zod.
import { conteggio, formattaNumero } from '../format';

/** docs/rules.md §3 New listing: the 12 part names a listing can offer. */
export const CATALOGO_RICAMBI = [
  'Musata',
  'Motore completo',
  'Cambio',
  'Porta laterale anteriore sinistra',
  'Porta laterale anteriore destra',
  'Porta posteriore sinistra',
  'Porta posteriore destra',
  'Bagagliaio',
  'Paraurti posteriore',
  'Pompa ABS',
  'Centralina ECU',
  'Kit Airbag',
] as const;
export type NomeRicambio = (typeof CATALOGO_RICAMBI)[number];

export const CARBURANTI = ['benzina', 'diesel', 'ibrida', 'elettrica', 'metano', 'gpl'] as const;
export type Carburante = (typeof CARBURANTI)[number];

/** Condition grade dismantlers use: A like new, B light wear, C working with visible wear. */
export const GRADI_CONDIZIONE = ['A', 'B', 'C'] as const;
export type GradoCondizione = (typeof GRADI_CONDIZIONE)[number];

/** docs/rules.md §9. */
export const MAX_IMMAGINI_INSERZIONE = 5;
export const MAX_BYTES_IMMAGINE = 5_242_880;
export const ANNO_MINIMO = 1900;

/**
 * Safety parts: recovered from end-of-life vehicles, they may be sold only to registered motor-repair businesses
 * (D.Lgs. 209/2003, art. 15 and Allegato III; autoriparatori under L. 122/1992), never to the public; airbag modules
 * and pretensioners are also pyrotechnic articles of category P1 (D.Lgs. 123/2015, art. 5). Among the catalogue's
 * parts, the ABS pump (braking system) and the airbag kit; a part added to the catalogue that the law lists goes here.
 */
export const RICAMBI_DI_SICUREZZA: readonly NomeRicambio[] = ['Pompa ABS', 'Kit Airbag'];

export const eRicambioDiSicurezza = (nome: string): boolean => (RICAMBI_DI_SICUREZZA as readonly string[]).includes(nome);

/** The words the listing, the checkout and the policy pages use for them, so they say the same. */
export const TESTI_SICUREZZA = {
  etichetta: 'Ricambio di sicurezza',
  soloOfficine: 'Solo per officine autorizzate',
  perIlVenditore: 'Ricambio di sicurezza: possono ordinarlo solo le officine autorizzate.',
  perche: 'Perché?',
  /** Beside a count of available parts: "3 ricambi disponibili · 1 solo per officine". */
  conteggioSoloOfficine: 'solo per officine',
  /** In the parts table, on the row of a safety part a consumer cannot select. */
  nonSelezionabile:
    "Non selezionabile: la legge non ne permette la vendita ai privati. Se hai un'officina, dichiarala nel profilo acquirente.",
  regola: `I ricambi di sicurezza (${RICAMBI_DI_SICUREZZA.join(', ')}) si vendono solo alle officine di autoriparazione iscritte al registro: la legge non ne permette la vendita ai privati.`,
  rifiuto: `I ricambi di sicurezza (${RICAMBI_DI_SICUREZZA.join(', ')}) si vendono solo alle officine autorizzate: dichiara la tua officina nel profilo acquirente.`,
} as const;

/**
 * A search counts its matches up to this many and no further: counting all of a common word's matches among hundreds
 * of thousands of cars would make every page wait on it. Past it the page says "oltre 1.000 veicoli".
 */
export const MAX_TOTALE_RICERCA = 1000;

/** How the home search sorts (docs/search.md#sort-by-rating): newest first, or the best rated sellers' cars first. */
export const ORDINAMENTI_RICERCA = ['recenti', 'valutazione'] as const;
export type OrdinamentoRicerca = (typeof ORDINAMENTI_RICERCA)[number];
export const ETICHETTE_ORDINAMENTO: Readonly<Record<OrdinamentoRicerca, string>> = {
  recenti: 'Più recenti',
  valutazione: 'Venditori più valutati',
};

/** "1 veicolo", "250 veicoli", "oltre 1.000 veicoli". */
export const etichettaTotaleVeicoli = ({ total, totaleEsatto }: { total: number; totaleEsatto: boolean }): string =>
  totaleEsatto ? conteggio(total, 'veicolo', 'veicoli') : `oltre ${formattaNumero(total)} veicoli`;
