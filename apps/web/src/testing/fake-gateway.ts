import type { ErrorCode, FieldErrors } from '@ricambiamo/contracts';
import type { Utente } from '../modules/auth/api/utente';

type Risposta = { data: unknown } | { errors: { message: string; extensions: { code: ErrorCode; fields?: FieldErrors } }[] };
/** A promise lets a test hold an answer back, to look at the screen while the call is in flight. */
type Handler = (variables: Record<string, unknown>, headers: Record<string, string>) => Risposta | Promise<Risposta>;

export interface Chiamata {
  operazione: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

export const errore = (code: ErrorCode, message: string, fields?: FieldErrors): Risposta => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

/** The gateway's answer to a login of `user` that needs no second factor. */
export const accesso = (user: Utente, accessToken = 'tok-1') => ({ data: { accedi: { sessione: { accessToken, user }, secondoFattore: null } } });

export const utenteDemo = (override: Partial<Utente> = {}): Utente => ({
  id: '5b0f2f5e-4a36-4a59-9d1f-0c3c8d4f5a11',
  email: 'anna@example.it',
  nome: 'Anna Bianchi',
  ruolo: 'acquirente',
  telefono: null,
  indirizzo: null,
  citta: null,
  cap: null,
  provincia: null,
  nomeAttivita: null,
  logoImage: null,
  bannerImage: null,
  officina: null,
  ...override,
});

const nessunIndicatore = { ordiniCompletati: 0, mediaStelle: null, numeroRecensioni: 0 };
/** A seller nobody reviewed yet. */
export const REPUTAZIONE_VUOTA = {
  affidabile: false,
  distribuzione: [0, 0, 0, 0, 0],
  ultimi12Mesi: { ...nessunIndicatore, tassoCancellazioni: null, medianaOreLavorazione: null, medianaOreRisposta: null, quotaResiErrore: null },
  sempre: nessunIndicatore,
};

/** A seller's "Dati per la vendita" all given, not yet checked by the operator. */
export const datiVenditaCompleti = () => ({
  ragioneSociale: 'Demolizioni Po Srl',
  partitaIva: '03018291207',
  rea: 'BO-123456',
  provinciaCciaa: 'BO',
  sedeLegale: 'Via Emilia 1, 40100 Bologna',
  telefono: '051 1234567',
  email: 'venditore@ricambiamo.it',
  iban: 'IT60X0542811101000000123456',
  intestatarioIban: 'Demolizioni Po Srl',
  autorizzazioneCentro: null,
  rentri: null,
  autocertificazione: true,
  completa: true,
  verificatoIl: null,
});

/**
 * A stand-in for POST /graphql answering by operation name, recording every call. Unknown operations fail the test
 * loudly rather than hang. `RinnovaSessione` defaults to "nobody logged in"; the bell, on every page of a logged-in
 * user, to no notifications; a buyer's garage, read wherever the active vehicle counts, to empty; a listing's fit, read
 * with every listing, to nothing known; the reviews of completed orders and of a seller's page, to none; the unread
 * messages' count, in the navbar and the sidebar of a logged-in user, to none; a seller's "Dati per la vendita", read
 * where they publish, to complete.
 */
export function createFakeGateway(handlers: Record<string, Handler> = {}) {
  const chiamate: Chiamata[] = [];
  const tutti: Record<string, Handler> = {
    RinnovaSessione: () => ({ data: { rinnovaSessione: null } }),
    NotificheNonLette: () => ({ data: { notificheNonLette: 0 } }),
    Notifiche: () => ({ data: { notifiche: [] } }),
    MieiVeicoli: () => ({ data: { mieiVeicoli: [] } }),
    CompatibilitaInserzione: () => ({ data: { compatibilitaInserzione: [] } }),
    CompatibilitaInserzioneAcquirente: () => ({ data: { compatibilitaInserzioneAcquirente: [] } }),
    RecensioniOrdini: () => ({ data: { recensioniOrdini: [] } }),
    ReputazioneVenditore: () => ({ data: { reputazioneVenditore: REPUTAZIONE_VUOTA } }),
    RecensioniVenditore: () => ({ data: { recensioniVenditore: { recensioni: [], pagina: 1, pagine: 1, totale: 0 } } }),
    MessaggiNonLetti: () => ({ data: { messaggiNonLetti: 0 } }),
    DatiVendita: () => ({ data: { datiVendita: datiVenditaCompleti() } }),
    ...handlers,
  };

  const fetch = (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (typeof init?.body !== 'string') throw new Error('fake gateway: expected a JSON string body');
    const body = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> };
    const operazione = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    chiamate.push({ operazione, variables: body.variables, headers });
    const handler = tutti[operazione];
    if (!handler) throw new Error(`fake gateway: no handler for ${operazione}`);
    return Promise.resolve(handler(body.variables, headers)).then(
      (risposta) => ({ ok: true, json: () => Promise.resolve(risposta) }) as Response,
    );
  };

  return { fetch, chiamate, handlers: tutti };
}
