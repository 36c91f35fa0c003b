import type { Conversazione, Messaggio } from '../modules/messaggi/api/conversazione.fragment';
import { ID_AUTO } from './catalogo';
import { ID_ORDINE } from './ordini';

export const ID_CONVERSAZIONE = 'd4d4d4d4-0000-4000-8000-000000000001';
export const ID_CONVERSAZIONE_ORDINE = 'd4d4d4d4-0000-4000-8000-000000000002';

/** A buyer's question about the demo listing, before any order: contact details masked. */
export const conversazioneDemo = (override: Partial<Conversazione> = {}): Conversazione => ({
  id: ID_CONVERSAZIONE,
  tipo: 'inserzione',
  autoId: ID_AUTO,
  ordineId: null,
  titolo: 'Fiat Panda 2012',
  interlocutore: 'Demolizioni Po',
  ruolo: 'acquirente',
  ultimoMessaggio: { testo: 'Certo, è ancora disponibile.', createdAt: '2026-11-28T10:05:00.000Z', mio: false },
  nonLetti: 1,
  mascherata: true,
  segnalata: false,
  ...override,
});

/** The demo order's conversation, as its seller sees it. */
export const conversazioneOrdineDemo = (override: Partial<Conversazione> = {}): Conversazione => ({
  id: ID_CONVERSAZIONE_ORDINE,
  tipo: 'ordine',
  autoId: null,
  ordineId: ID_ORDINE,
  titolo: 'Ordine 9B2F4E1A',
  interlocutore: 'Anna Bianchi',
  ruolo: 'venditore',
  ultimoMessaggio: null,
  nonLetti: 0,
  mascherata: false,
  segnalata: false,
  ...override,
});

/** The n-th message of a thread, a minute after the one before, from 28/11/2026 at 11:00 Rome time. */
export const messaggioDemo = (n: number, override: Partial<Messaggio> = {}): Messaggio => ({
  id: `e6e6e6e6-0000-4000-8000-${String(n).padStart(12, '0')}`,
  testo: `Messaggio ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 28, 10, n)).toISOString(),
  mio: n % 2 === 1,
  ...override,
});

/** The question and its answer of conversazioneDemo, oldest first. */
export const MESSAGGI_DEMO: Messaggio[] = [
  messaggioDemo(1, { testo: 'Buongiorno, la centralina è ancora disponibile?\nChiamatemi al [contatto nascosto]', mio: true }),
  messaggioDemo(2, { testo: 'Certo, è ancora disponibile.', mio: false }),
];

interface Stato {
  conversazioni: Conversazione[];
  /** Each conversation's messages, oldest first. */
  messaggi: Record<string, Messaggio[]>;
  /** Messages a thread answers at a time, the newest before `prima`. */
  perPagina: number;
}

/**
 * The conversations service behind the gateway, on in-memory conversations the test can also change: the list, the
 * thread a page at a time, the unread count and the commands answer from them, as the real ones would.
 */
export function conversazioniFinte(conversazioni: Conversazione[], messaggi: Record<string, Messaggio[]> = {}, perPagina = 50) {
  const stato: Stato = { conversazioni: [...conversazioni], messaggi: { ...messaggi }, perPagina };
  const trova = (id: unknown) => stato.conversazioni.find((c) => c.id === id);
  const nonTrovata = { errors: [{ message: 'Conversazione non trovata', extensions: { code: 'CONVERSATION_NOT_FOUND' as const } }] };
  const nonLetti = () => stato.conversazioni.reduce((somma, c) => somma + c.nonLetti, 0);
  // Copies, as a real answer would be: the cache must never hold the very objects the test changes afterwards.
  const copia = <T,>(valore: T): T => JSON.parse(JSON.stringify(valore)) as T;
  return {
    stato,
    handlers: {
      Conversazioni: () => ({ data: { conversazioni: copia(stato.conversazioni) } }),
      Conversazione: ({ id, prima }: Record<string, unknown>) => {
        const conversazione = trova(id);
        if (!conversazione) return nonTrovata;
        const tutti = stato.messaggi[conversazione.id] ?? [];
        const fine = prima ? tutti.findIndex((m) => m.id === prima) : tutti.length;
        const inizio = Math.max(0, fine - stato.perPagina);
        return { data: { conversazione: copia({ conversazione, messaggi: tutti.slice(inizio, fine), altri: inizio > 0 }) } };
      },
      MessaggiNonLetti: () => ({ data: { messaggiNonLetti: nonLetti() } }),
      InviaMessaggio: ({ conversazioneId, testo }: Record<string, unknown>) => {
        const conversazione = trova(conversazioneId);
        if (!conversazione) return nonTrovata;
        const elenco = (stato.messaggi[conversazione.id] ??= []);
        const messaggio = messaggioDemo(100 + elenco.length, { testo: String(testo), mio: true, createdAt: '2026-11-29T10:00:00.000Z' });
        elenco.push(messaggio);
        conversazione.ultimoMessaggio = { testo: messaggio.testo, createdAt: messaggio.createdAt, mio: true };
        return { data: { inviaMessaggio: copia(messaggio) } };
      },
      SegnaConversazioneLetta: ({ conversazioneId }: Record<string, unknown>) => {
        const conversazione = trova(conversazioneId);
        if (!conversazione) return nonTrovata;
        conversazione.nonLetti = 0;
        return { data: { segnaConversazioneLetta: nonLetti() } };
      },
      SegnalaConversazione: ({ conversazioneId }: Record<string, unknown>) => {
        const conversazione = trova(conversazioneId);
        if (!conversazione) return nonTrovata;
        conversazione.segnalata = true;
        return { data: { segnalaConversazione: true } };
      },
    },
  };
}
