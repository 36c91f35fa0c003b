// Saved searches' texts and rules apart from the schemas (docs/rules.md §3.19): the web's list shows them without zod.

/** A buyer keeps at most this many saved searches. */
export const MAX_RICERCHE_SALVATE = 20;
export const MAX_NOME_RICERCA = 60;
/** The newest matches a saved search shows in the buyer's list. */
export const CORRISPONDENZE_MOSTRATE = 5;

/** When a match is e-mailed: at once, or with the others in the morning digest. The notification is always at once. */
export const FREQUENZE_AVVISO = ['subito', 'giornaliera'] as const;
export type FrequenzaAvviso = (typeof FREQUENZE_AVVISO)[number];

/** The morning digest goes out at this hour of Italian time, summer or winter. */
export const ORA_RIEPILOGO = 8;
export const FUSO_RIEPILOGO = 'Europe/Rome';

export const ETICHETTE_FREQUENZA: Readonly<Record<FrequenzaAvviso, string>> = {
  subito: 'E-mail subito',
  giornaliera: 'Riepilogo ogni mattina alle 8:00',
};

export const MESSAGGI_RICERCA = {
  nome: 'Dai un nome alla ricerca',
  nomeLungo: `Il nome può avere al massimo ${MAX_NOME_RICERCA} caratteri`,
  vuota: 'Scrivi una parola o scegli un filtro prima di salvare la ricerca',
  troppe: `Hai già ${MAX_RICERCHE_SALVATE} ricerche salvate: eliminane una per salvarne un'altra`,
  nonTrovata: 'Ricerca salvata non trovata',
  linkNonValido: 'Il link per disattivare gli avvisi non è valido',
  salvata: 'Ricerca salvata: ti avviseremo quando arriva qualcosa di nuovo',
  accediPerSalvare: 'Accedi come acquirente per salvare la ricerca',
} as const;

/** The notification's text for a new match. */
export const testoCorrispondenza = (nomeRicerca: string, titolo: string): string =>
  `Nuova inserzione per «${nomeRicerca}»: ${titolo}`;
