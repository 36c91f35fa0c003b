import type { FiltriRichiesteVenditore } from './filtri';

/** One root; the lists apart, so an answer or a closing reads every list again and sets the request itself. */
export const richiesteKeys = {
  elenchi: ['richieste', 'elenco'] as const,
  bacheca: (marca: string) => ['richieste', 'elenco', 'bacheca', marca] as const,
  mie: ['richieste', 'elenco', 'mie'] as const,
  venditore: (filtri: FiltriRichiesteVenditore) => ['richieste', 'elenco', 'venditore', filtri] as const,
  /** Whoever asks sees it differently (its VIN, its actions): one entry each, `null` for a visitor. */
  richiestaPer: (id: string, chi: string | null) => ['richieste', 'richiesta', id, chi] as const,
};
