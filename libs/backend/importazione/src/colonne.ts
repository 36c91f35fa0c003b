import { CATALOGO_RICAMBI, MAX_IMMAGINI_INSERZIONE, RICAMBI_CON_CODICE_CAMBIO, type NomeRicambio } from '@ricambiamo/contracts';

/** The car's columns, keyed by the listing's field they fill. */
export const COLONNE_AUTO = {
  codiceInterno: 'codice interno',
  marca: 'marca',
  modello: 'modello',
  anno: 'anno',
  km: 'km',
  cv: 'cv',
  kw: 'kw',
  cilindrata: 'cilindrata',
  codiceMotore: 'codice motore',
  carburante: 'carburante',
  numeroTelaio: 'numero telaio',
  descrizione: 'descrizione',
} as const;
export type CampoAuto = keyof typeof COLONNE_AUTO;

/** "foto 1" … "foto 5": a car has at most as many photos as the form allows, so the sheet cannot ask for more. */
export const COLONNE_FOTO: readonly string[] = Array.from({ length: MAX_IMMAGINI_INSERZIONE }, (_, i) => `foto ${i + 1}`);

/** What each part's columns say after its name ("Musata prezzo"), keyed by the part's field. */
export const CAMPI_RICAMBIO = {
  prezzoCentesimi: 'prezzo',
  spedizioneCentesimi: 'spedizione',
  grado: 'grado',
  garanziaGiorni: 'garanzia giorni',
  codiceOem: 'codice OEM',
  codiceCambio: 'codice cambio',
  descrizione: 'descrizione',
} as const;
export type CampoRicambio = keyof typeof CAMPI_RICAMBIO;

const TUTTI_I_CAMPI = Object.keys(CAMPI_RICAMBIO) as readonly CampoRicambio[];
const SENZA_CODICE_CAMBIO = TUTTI_I_CAMPI.filter((campo) => campo !== 'codiceCambio');

/**
 * A part's columns in the template's order. Only the parts a gearbox code describes (RICAMBI_CON_CODICE_CAMBIO: Cambio
 * and Motore completo) have a "codice cambio" column: on the other ten it would be a column that must stay empty.
 */
export const campiRicambio = (nome: NomeRicambio): readonly CampoRicambio[] =>
  RICAMBI_CON_CODICE_CAMBIO.includes(nome) ? TUTTI_I_CAMPI : SENZA_CODICE_CAMBIO;

export const colonnaRicambio = (nome: NomeRicambio, campo: CampoRicambio): string => `${nome} ${CAMPI_RICAMBIO[campo]}`;

/** Every column of the template, in its order: the car, its photos, then the catalogue's parts in the catalogue's order. */
export const COLONNE: readonly string[] = [
  ...Object.values(COLONNE_AUTO),
  ...COLONNE_FOTO,
  ...CATALOGO_RICAMBI.flatMap((nome) => campiRicambio(nome).map((campo) => colonnaRicambio(nome, campo))),
];

/** Euro amounts: numbers in an XLSX too, shown with two decimals. */
export const COLONNE_EURO: ReadonlySet<string> = new Set(
  CATALOGO_RICAMBI.flatMap((nome) => [colonnaRicambio(nome, 'prezzoCentesimi'), colonnaRicambio(nome, 'spedizioneCentesimi')]),
);

/** Whole numbers: numbers in an XLSX too, so that a spreadsheet sums and sorts them. */
export const COLONNE_INTERE: ReadonlySet<string> = new Set([
  COLONNE_AUTO.anno,
  COLONNE_AUTO.km,
  COLONNE_AUTO.cv,
  COLONNE_AUTO.kw,
  COLONNE_AUTO.cilindrata,
  ...CATALOGO_RICAMBI.map((nome) => colonnaRicambio(nome, 'garanziaGiorni')),
]);

/** Headers compare regardless of case and spacing: "Codice  Interno" is the template's "codice interno". */
export const chiaveIntestazione = (intestazione: string): string => intestazione.trim().replace(/\s+/g, ' ').toLowerCase();

const PER_CHIAVE = new Map(COLONNE.map((colonna) => [chiaveIntestazione(colonna), colonna]));

/** The template's column a sheet's header stands for, or null for a column of the seller's own (ignored). */
export const colonnaDi = (intestazione: string): string | null => PER_CHIAVE.get(chiaveIntestazione(intestazione)) ?? null;

/** The template's columns a sheet lacks, in the template's order. */
export function colonneMancanti(intestazioni: readonly string[]): string[] {
  const presenti = new Set(intestazioni.map(colonnaDi));
  return COLONNE.filter((colonna) => !presenti.has(colonna));
}
