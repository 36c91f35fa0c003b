import type { FormatoFoglio } from '@ricambiamo/contracts';

/** A file the import page downloads: its route (docs/api.md) and the name to save it under if the gateway gives none. */
export interface FileDaScaricare {
  url: string;
  nome: string;
}

/** The empty template, with its headers and the instructions sheet. */
export const fileModello = (formato: FormatoFoglio): FileDaScaricare => ({
  url: `/importazioni/modello.${formato}`,
  nome: `modello-ricambiamo.${formato}`,
});

/** The seller's whole stock in the template's format: exported and uploaded again, it changes nothing. */
export const fileMagazzino = (formato: FormatoFoglio): FileDaScaricare => ({
  url: `/importazioni/scorta.${formato}`,
  nome: `magazzino-ricambiamo.${formato}`,
});

/** The sheet's rows with what became of each, to fix and upload again. */
export const fileRapporto = (id: string): FileDaScaricare => ({
  url: `/importazioni/${encodeURIComponent(id)}/rapporto.csv`,
  nome: 'rapporto-importazione.csv',
});
