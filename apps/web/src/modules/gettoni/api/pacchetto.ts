import type { ResultOf } from '../../../graphql';
import type { TokenPacksQuery } from './pacchetti.query';

export type Pacchetto = ResultOf<typeof TokenPacksQuery>['pacchettiGettoni'][number];
