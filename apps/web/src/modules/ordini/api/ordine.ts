import type { ResultOf } from '../../../graphql';
import type { OrdineFragment } from './ordine.fragment';

export type Ordine = ResultOf<typeof OrdineFragment>;
export type PassaggioStato = Ordine['cronologia'][number];
