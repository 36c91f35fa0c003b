import {
  ESITI_ANTEPRIMA,
  STATI_IMPORTAZIONE,
  type EsitoAnteprima,
  type StatoImportazione,
} from '@ricambiamo/contracts';
import type { ResultOf } from '../../../graphql';
import type { ImportazioneFragment, RigaImportazioneFragment } from './importazione.fragment';

export type Importazione = ResultOf<typeof ImportazioneFragment>;
export type RigaImportazione = ResultOf<typeof RigaImportazioneFragment>;
export type ErroreRiga = RigaImportazione['errori'][number];

/** The state as the contract names it; null for one this page does not know (a gateway newer than the page). */
export const statoDi = (importazione: Pick<Importazione, 'stato'>): StatoImportazione | null =>
  STATI_IMPORTAZIONE.find((stato) => stato === importazione.stato) ?? null;

export const esitoDi = (riga: Pick<RigaImportazione, 'esito'>): EsitoAnteprima | null =>
  ESITI_ANTEPRIMA.find((esito) => esito === riga.esito) ?? null;

/** The states the imports service is still working in, which the page watches. */
export const inElaborazione = (stato: string | undefined): boolean => stato === 'in_analisi' || stato === 'in_corso';

/** How many tokens the seller lacks to confirm the preview; 0 when the balance covers it. */
export const gettoniMancanti = (importazione: Pick<Importazione, 'costoGettoni' | 'saldoGettoni'>): number =>
  Math.max(0, importazione.costoGettoni - importazione.saldoGettoni);

/** The cars confirming would create, change or remove: unchanged cars and rows with errors are left alone. */
export const autoDaApplicare = ({ anteprima }: Pick<Importazione, 'anteprima'>): number =>
  anteprima.nuove + anteprima.modificate + anteprima.rimosse;

/** The rows of the preview, all of them, and those with errors: what the rows' filter counts. */
export const righeAnteprima = ({ anteprima }: Pick<Importazione, 'anteprima'>): { tutte: number; errori: number } => ({
  tutte: anteprima.nuove + anteprima.modificate + anteprima.invariate + anteprima.rimosse + anteprima.errori,
  errori: anteprima.errori,
});

/** An error where the seller finds it in the sheet: "Riga 4, colonna anno: Anno non valido". */
export const testoErrore = ({ riga, colonna, messaggio }: ErroreRiga): string =>
  colonna ? `Riga ${riga}, colonna ${colonna}: ${messaggio}` : `Riga ${riga}: ${messaggio}`;
