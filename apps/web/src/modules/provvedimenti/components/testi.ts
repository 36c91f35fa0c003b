import type { AzioneProvvedimento } from '@ricambiamo/contracts';

/** What a decision did, as a list names it. */
export const PROVVEDIMENTO_AZIONE_BREVE: Readonly<Record<AzioneProvvedimento, string>> = {
  avverti: 'Avvertimento',
  nascondi_inserzione: 'Inserzione nascosta',
  nascondi_recensione: 'Recensione nascosta',
  sospendi_venditore: 'Account sospeso',
};
