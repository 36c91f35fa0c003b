import type { ResultOf } from '../../../graphql';
import type { UtenteFragment } from './utente.fragment';

export type Utente = ResultOf<typeof UtenteFragment>;
