// What tools/repliche/carico.ts writes down and tools/repliche/invarianti.ts reads.

/**
 * How the web sends an operation again after an uncertain outcome: a read and a keyed write are (the latter with the
 * same key), any other write is not.
 */
export type Tipo = 'lettura' | 'scrittura-chiave' | 'scrittura';

/** Attempts of a read (react-query's retries, or the page's Riprova) and of a keyed write (the user pressing again). */
export const TENTATIVI = 3;

/** One attempt of one operation: `esito` is ok, atteso (the product's answer, such as parts already taken) or the code. */
export interface Chiamata {
  op: string;
  tipo: Tipo;
  inizio: number;
  fine: number;
  tentativo: number;
  esito: string;
}

/** One live subscription: when it was connected, the hints it received, and what each refetch of its orders saw. */
export interface Sottoscrittore {
  nome: string;
  email: string;
  connessioni: { da: number; a: number | null }[];
  suggerimenti: { a: number; argomento: string }[];
  letture: { inizio: number; ordini: Record<string, string> }[];
}

export interface Rapporto {
  chiamate: Chiamata[];
  sottoscrittori: Sottoscrittore[];
  /** The live connections each gateway held once the subscriptions were open, by gateway. */
  connessioniPerGateway: number[];
  /** Turns of a load loop that gave up (an operation failed for good): by loop. */
  giriFalliti: Record<string, number>;
  /** Turns a write without a key cut short with an uncertain outcome, which the web leaves to the user: by loop. */
  giriInterrotti: Record<string, number>;
}

/** A process killed (or nats-server, Redis) and when it answered again. */
export interface Guasto {
  processo: string;
  ucciso: number;
  riavviato: number;
}
