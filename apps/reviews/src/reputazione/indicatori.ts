import type { IndicatoriDto, ReputazioneCambiataEvent } from '@ricambiamo/contracts';
import { SOGLIE_AFFIDABILE } from '@ricambiamo/contracts';

/** One period's counts as the SQL of ReputazioneRepository reads them. */
export interface Conteggi {
  completati: number;
  cancellatiDalVenditore: number;
  /** Orders not cancelled by the payment window: what the seller's cancellations are a share of. */
  nonScaduti: number;
  medianaOreLavorazione: number | null;
  medianaOreRisposta: number | null;
  resiErrore: number;
  mediaStelle: number | null;
  recensioni: number;
}

/** A period nothing happened in. */
export const NESSUN_CONTEGGIO: Conteggi = {
  completati: 0,
  cancellatiDalVenditore: 0,
  nonScaduti: 0,
  medianaOreLavorazione: null,
  medianaOreRisposta: null,
  resiErrore: 0,
  mediaStelle: null,
  recensioni: 0,
};

const quota = (parte: number, tutto: number) => (tutto === 0 ? null : parte / tutto);
const arrotonda = (valore: number | null, cifre: number) => (valore === null ? null : Number(valore.toFixed(cifre)));

export function indicatori(c: Conteggi): IndicatoriDto {
  return {
    ordiniCompletati: c.completati,
    tassoCancellazioni: arrotonda(quota(c.cancellatiDalVenditore, c.nonScaduti), 4),
    medianaOreLavorazione: arrotonda(c.medianaOreLavorazione, 1),
    medianaOreRisposta: arrotonda(c.medianaOreRisposta, 1),
    quotaResiErrore: arrotonda(quota(c.resiErrore, c.completati), 4),
    mediaStelle: arrotonda(c.mediaStelle, 2),
    numeroRecensioni: c.recensioni,
  };
}

/** "Venditore affidabile" (docs/rules.md §3.17): every threshold of SOGLIE_AFFIDABILE over the last 12 months. */
export function affidabile(anno: IndicatoriDto): boolean {
  return (
    anno.ordiniCompletati >= SOGLIE_AFFIDABILE.ordiniCompletati &&
    (anno.tassoCancellazioni ?? 0) <= SOGLIE_AFFIDABILE.cancellazioniMassime &&
    anno.numeroRecensioni >= SOGLIE_AFFIDABILE.recensioniMinime &&
    (anno.mediaStelle ?? 0) >= SOGLIE_AFFIDABILE.mediaMinima
  );
}

/** What catalogue keeps of a reputation: the event goes out only when one of these changed. */
export const perCatalogo = (venditoreId: string, sempre: IndicatoriDto, badge: boolean): ReputazioneCambiataEvent => ({
  venditoreId,
  mediaStelle: sempre.mediaStelle,
  numeroRecensioni: sempre.numeroRecensioni,
  affidabile: badge,
});
