import { z } from 'zod';

/**
 * A bulk import of a seller's stock (docs/rules.md §3.13): a sheet of cars and, optionally, a ZIP of their photos.
 * It is analysed first (nothing written, nothing charged), shown as a preview, and applied only once the seller confirms.
 */
export const STATI_IMPORTAZIONE = ['in_analisi', 'anteprima', 'in_corso', 'completata', 'fallita', 'annullata'] as const;
export type StatoImportazione = (typeof STATI_IMPORTAZIONE)[number];

/** What the preview says a row will do. */
export const ESITI_ANTEPRIMA = ['nuova', 'modificata', 'invariata', 'rimossa', 'errore'] as const;
export type EsitoAnteprima = (typeof ESITI_ANTEPRIMA)[number];

/** What applying a row did. */
export const RISULTATI_RIGA = ['da_fare', 'creata', 'aggiornata', 'invariata', 'rimossa', 'non_riuscita'] as const;
export type RisultatoRiga = (typeof RISULTATI_RIGA)[number];

export const FORMATI_FOGLIO = ['csv', 'xlsx'] as const;
export type FormatoFoglio = (typeof FORMATI_FOGLIO)[number];

/** The limits of one import: rows of the sheet, bytes of the sheet and of the photos' ZIP. */
export const LIMITI_IMPORTAZIONE = {
  righe: 5000,
  bytesFoglio: 20 * 1024 * 1024,
  bytesZip: 2 * 1024 * 1024 * 1024,
} as const;

/** One problem of the sheet, where the seller finds it: the row as the spreadsheet numbers it (the header is 1), the column's header. */
export interface ErroreRigaDto {
  riga: number;
  colonna: string | null;
  messaggio: string;
}

export interface RigaImportazioneDto {
  riga: number;
  codiceInterno: string | null;
  /** "Fiat Punto 2012", as the seller will recognise the car. */
  titolo: string;
  esito: EsitoAnteprima;
  /** For a changed car: the headers of the columns that change. */
  campi: string[];
  errori: ErroreRigaDto[];
  risultato: RisultatoRiga;
  /** Why applying the row failed, in Italian; null otherwise. */
  messaggio: string | null;
  /** The listing the row created, changed or matched. */
  autoId: string | null;
}

export interface ConteggiAnteprimaDto {
  nuove: number;
  modificate: number;
  invariate: number;
  rimosse: number;
  errori: number;
}

export interface AvanzamentoDto {
  totale: number;
  fatte: number;
  create: number;
  aggiornate: number;
  rimosse: number;
  fallite: number;
}

export interface ImportazioneDto {
  id: string;
  stato: StatoImportazione;
  nomeFile: string;
  conFoto: boolean;
  rimuovi: boolean;
  creataIl: string;
  conclusaIl: string | null;
  anteprima: ConteggiAnteprimaDto;
  /** 5 per new car, 1 per changed car, 0 for unchanged and removed ones; rows with errors are skipped and cost nothing. */
  costoGettoni: number;
  avanzamento: AvanzamentoDto;
  /** Why the whole import failed (an unreadable sheet, a ZIP that is not one); null otherwise. */
  messaggio: string | null;
}

export const creaImportazioneRequest = z.object({
  /** Chosen by the gateway, which stored the files under it before asking. */
  id: z.uuid(),
  nomeFile: z.string().trim().min(1).max(200),
  formato: z.enum(FORMATI_FOGLIO),
  conFoto: z.boolean(),
  rimuovi: z.boolean(),
});
export type CreaImportazioneRequest = z.input<typeof creaImportazioneRequest>;

export const importazioneIdRequest = z.object({ id: z.uuid() });
export type ImportazioneIdRequest = z.input<typeof importazioneIdRequest>;

/**
 * A sheet's rows travel a page at a time: 5,000 of them are megabytes, and a NATS message carries at most one. The
 * page after `dopo` (a row number; 0 for the first), in the sheet's order.
 */
export const PAGINA_RIGHE_IMPORTAZIONE = 500;
export const FILTRI_RIGHE = ['tutte', 'errori', 'da_applicare'] as const;
export type FiltroRighe = (typeof FILTRI_RIGHE)[number];

export const righeImportazioneRequest = importazioneIdRequest.extend({
  filtro: z.enum(FILTRI_RIGHE).default('tutte'),
  dopo: z.number().int().min(0).default(0),
  limite: z.number().int().min(1).max(PAGINA_RIGHE_IMPORTAZIONE).default(200),
});
export type RigheImportazioneRequest = z.input<typeof righeImportazioneRequest>;

export interface PaginaRigheDto {
  righe: RigaImportazioneDto[];
  /** Whether rows of the filter come after this page. */
  altre: boolean;
}

export const rapportoRequest = importazioneIdRequest.extend({ dopo: z.number().int().min(0).default(0) });
export type RapportoRequest = z.input<typeof rapportoRequest>;

/**
 * The report: each row of the sheet as uploaded, with what became of it, ready to be fixed and uploaded again; a page
 * of PAGINA_RIGHE_IMPORTAZIONE rows after `dopo`.
 */
export interface RapportoImportazioneDto {
  nomeFile: string;
  intestazioni: string[];
  righe: { riga: number; celle: string[]; esito: string; messaggio: string }[];
  altre: boolean;
}
