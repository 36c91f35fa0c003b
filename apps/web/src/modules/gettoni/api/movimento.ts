import type { ResultOf } from '../../../graphql';
import type { MyTokenLedgerQuery } from './movimenti.query';

export type Movimento = ResultOf<typeof MyTokenLedgerQuery>['movimentiGettoni'][number];
