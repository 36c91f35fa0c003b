import type { Carburante, GradoCondizione } from '@ricambiamo/contracts';

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
  giorni === 0 ? 'Nessuna garanzia' : `${giorni} ${giorni === 1 ? 'giorno' : 'giorni'}`;

export const etichettaRicambiDisponibili = (n: number): string =>
  n === 1 ? '1 ricambio disponibile' : `${n} ricambi disponibili`;
