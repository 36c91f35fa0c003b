import type { RuoloRegistrazione } from '@ricambiamo/contracts';

/**
 * Registration opened by a "become a seller" link: the account type starts on Venditore (Demolitore), so a yard that
 * does not look at the radio buttons does not become a buyer. Every other link opens plain `/registrazione`.
 */
export const REGISTRAZIONE_VENDITORE = '/registrazione?ruolo=venditore';

/** docs/rules.md §3.4: Acquirente is the default; only `ruolo=venditore` asks for the seller's account type. */
export const ruoloIniziale = (params: URLSearchParams): RuoloRegistrazione =>
  params.get('ruolo') === 'venditore' ? 'venditore' : 'acquirente';
