import type { ResultOf } from '../../../graphql';
import type { AcquistoFragment } from './acquisto.fragment';

export type Acquisto = ResultOf<typeof AcquistoFragment>;
