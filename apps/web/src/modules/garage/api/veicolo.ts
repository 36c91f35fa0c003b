import type { Veicolo } from '@ricambiamo/contracts';
import type { ResultOf } from '../../../graphql';
import type { VeicoloFragment } from './veicolo.fragment';

/** A vehicle of the buyer's garage, as the gateway answers it. */
export type VeicoloSalvato = ResultOf<typeof VeicoloFragment>;

/**
 * The vehicle the fit is judged for: a buyer's active vehicle (with its id) or a visitor's, kept in this browser (id
 * null). Either is a VeicoloAcquirente for the fit rules of libs/contracts/src/compatibilita.
 */
export type VeicoloAttivo = Veicolo & { id: string | null };
