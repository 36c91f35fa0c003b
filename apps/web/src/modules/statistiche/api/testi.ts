import { conteggio, GIORNI_DOMANDA } from '@ricambiamo/contracts';

/** The demand card's own texts (docs/rules.md §3.20); the rest of the page says TESTI_STATISTICHE from contracts. */
export const TESTI_DOMANDA = {
  titolo: 'Le più cercate nella tua zona',
  periodo: (regione: string | null) => `${regione ?? 'Tutta Italia'}, ultimi ${GIORNI_DOMANDA} giorni`,
  indicaProvincia: 'Indica la provincia nel profilo per vedere la tua zona',
  modelli: 'Modelli',
  ricambi: 'Ricambi',
  qualsiasiModello: (marca: string) => `${marca}, qualsiasi modello`,
  richieste: (n: number) => conteggio(n, 'richiesta', 'richieste'),
  ricerche: (n: number) => conteggio(n, 'ricerca senza risultati', 'ricerche senza risultati'),
  vuoto: 'Ancora nessuna richiesta nella tua zona',
  nessunRicambio: 'Nessun ricambio del catalogo tra le richieste',
  caricamento: 'Caricamento delle più cercate nella tua zona',
} as const;
