import type { ResultOf } from '../../../graphql';
import type { AutoCardFragment } from './auto-card.fragment';

export type AutoCard = ResultOf<typeof AutoCardFragment>;
