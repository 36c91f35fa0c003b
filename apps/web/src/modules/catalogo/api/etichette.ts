import { conteggio, formattaNumero, TESTI_SICUREZZA, type Carburante, type GradoCondizione } from '@ricambiamo/contracts';

export const ETICHETTA_CARBURANTE: Record<Carburante, string> = {
  benzina: 'Benzina',
  diesel: 'Diesel',
  ibrida: 'Ibrida',
  elettrica: 'Elettrica',
  metano: 'Metano',
  gpl: 'GPL',
};

/** The grade scale dismantlers use, spelled out for buyers who do not know it. */
export const ETICHETTA_GRADO: Record<GradoCondizione, string> = {
  A: 'A · come nuovo',
  B: 'B · usura leggera',
  C: 'C · segni visibili',
};

/** 0 days means sold as seen (docs/rules.md §1 warranty policy). */
export const etichettaGaranzia = (giorni: number): string =>
  giorni === 0 ? 'Nessuna garanzia' : conteggio(giorni, 'giorno', 'giorni');

/**
 * "3 ricambi disponibili · 1 solo per officine" (docs/rules.md §3.3): the safety parts among the available ones are
 * named, so a consumer is not promised parts only a repair business may order.
 */
export function etichettaRicambiDisponibili({
  ricambiDisponibili,
  ricambiSoloOfficine,
}: {
  ricambiDisponibili: number;
  ricambiSoloOfficine: number;
}): string {
  const disponibili = conteggio(ricambiDisponibili, 'ricambio disponibile', 'ricambi disponibili');
  return ricambiSoloOfficine > 0
    ? `${disponibili} · ${formattaNumero(ricambiSoloOfficine)} ${TESTI_SICUREZZA.conteggioSoloOfficine}`
    : disponibili;
}
