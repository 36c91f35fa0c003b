import type { ResultOf } from '../../../graphql';
import type { NotificaFragment } from './notifica.fragment';

export type Notifica = ResultOf<typeof NotificaFragment>;
