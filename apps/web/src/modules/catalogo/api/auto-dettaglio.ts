import type { ResultOf } from '../../../graphql';
import type { AutoDettaglioFragment } from './auto-dettaglio.fragment';

export type AutoDettaglio = ResultOf<typeof AutoDettaglioFragment>;
export type Ricambio = AutoDettaglio['ricambi'][number];
