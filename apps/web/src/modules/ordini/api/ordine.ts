import type { ResultOf } from '../../../graphql';
import type { OrdineFragment } from './ordine.fragment';

export type Ordine = ResultOf<typeof OrdineFragment>;
export type PassaggioStato = Ordine['cronologia'][number];

/** The completed orders among those on screen: the ones with a review panel (docs/rules.md §3.16). */
export const completati = (ordini: readonly Ordine[] | undefined): string[] =>
  (ordini ?? []).filter((ordine) => ordine.stato === 'completed').map((ordine) => ordine.id);
