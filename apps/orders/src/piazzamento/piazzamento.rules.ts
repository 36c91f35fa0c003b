import { rpcTimeoutMs } from '@ricambiamo/config';
import type {
  AcquirenteAlPiazzamentoDto,
  ErrorCode,
  Officina,
  placeOrderRequest,
  ReservePartsRequest,
  RicambiRiservatiDto,
} from '@ricambiamo/contracts';
import { colonneOfficina } from '@ricambiamo/contracts';
import { isUniqueViolation } from '@ricambiamo/database';
import { DomainError, impronta } from '@ricambiamo/messaging';
import type { z } from 'zod';
import type { OrdersConfig } from '../config';
import { importoCentesimi } from '../ordine/ordine.rules';
import { causale } from './causale';
import type { NuovoOrdine } from './scrittura';
import type { Registrazione } from './tentativo.repository';

export type Richiesta = z.output<typeof placeOrderRequest>;

/** Catalogue's answers that refuse the order as a whole, reserving nothing. */
const RIFIUTI: readonly ErrorCode[] = ['PARTS_UNAVAILABLE', 'SAFETY_PARTS_RESTRICTED'];

/** Draws of the short code before giving up: with 32⁸ codes, a second draw is already a rarity. */
export const TENTATIVI_CODICE = 3;

/** What makes two requests one order: their buyer and their content, whatever order the parts came in. */
export const improntaRichiesta = (acquirenteId: string, richiesta: Richiesta): string =>
  impronta({ ...richiesta, acquirenteId, ricambiIds: [...richiesta.ricambiIds].sort() });

/**
 * An order already written under the request's id answers a retry of it: the same buyer with the same content. Any
 * other request reusing the id is refused (ORDER_ID_REUSED), so nobody reads another's order through its id.
 */
export function verificaRipetizione(esistente: { acquirenteId: string; impronta: string }, acquirenteId: string, improntaArrivata: string): void {
  if (esistente.acquirenteId !== acquirenteId || esistente.impronta !== improntaArrivata) throw new DomainError('ORDER_ID_REUSED');
}

/**
 * Placing goes on only while its attempt is active: the id first sent with other content is ORDER_ID_REUSED; an
 * attempt the sweeper gave up is releasing its parts, and this request fails (INTERNAL) rather than reserve anew.
 */
export function verificaTentativo(registrazione: Registrazione): asserts registrazione is Extract<Registrazione, { esito: 'attivo' }> {
  if (registrazione.esito === 'altro-contenuto') throw new DomainError('ORDER_ID_REUSED');
  if (registrazione.esito === 'abbandonato') throw new DomainError('INTERNAL');
}

export interface Scadenze {
  scadenza: Date;
  entro: Date;
}

/**
 * The order's payment deadline (PAYMENT_WINDOW_SECONDS from now), and when catalogue must refuse the reservation if it
 * arrives later: this hop's share of the RPC budget, so no reservation lands after the sweeper released the attempt.
 */
export function scadenze(adesso: number, config: Pick<OrdersConfig, 'PAYMENT_WINDOW_SECONDS' | 'RPC_BUDGET_MS'>): Scadenze {
  return {
    scadenza: new Date(adesso + config.PAYMENT_WINDOW_SECONDS * 1000),
    entro: new Date(adesso + rpcTimeoutMs(config.RPC_BUDGET_MS, 1)),
  };
}

/**
 * What catalogue is asked to reserve. Safety parts go only to a declared repair business: `officina` is whether the
 * buyer is one as identity holds it now, never as the client says, and catalogue, which knows the parts, checks. The
 * fit each part is bought with is judged for the buyer's active vehicle as identity holds it now (docs/rules.md §3.14).
 */
export function riserva(
  acquirenteId: string,
  richiesta: Richiesta,
  { officina, veicolo }: AcquirenteAlPiazzamentoDto,
  { scadenza, entro }: Scadenze,
): ReservePartsRequest {
  return {
    ordineId: richiesta.ordineId,
    acquirenteId,
    autoId: richiesta.autoId,
    ricambiIds: richiesta.ricambiIds,
    scadenza: scadenza.toISOString(),
    entro: entro.toISOString(),
    officina: officina !== null,
    veicolo,
  };
}

/**
 * Whether a failed reservation lets its attempt go at once: catalogue refused the order as a whole, so this request
 * holds nothing, and no retry joined the attempt (`richieste` 1). Any other failure (a timeout) may have reserved
 * parts, and the sweeper decides.
 */
export const dimenticaTentativo = (error: unknown, richieste: number): boolean =>
  error instanceof DomainError && RIFIUTI.includes(error.code) && richieste === 1;

/** A write that failed on a unique key drew a short code already taken (the id was checked in the same transaction). */
export const ridisegnaCodice = (error: unknown, tentativo: number): boolean => isUniqueViolation(error) && tentativo < TENTATIVI_CODICE;

export interface Piazzamento {
  acquirenteId: string;
  richiesta: Richiesta;
  /**
   * What catalogue reserved: the seller of the car, and each part with its price and shipping as catalogue has them and
   * its fit for the buyer's vehicle.
   */
  riservati: RicambiRiservatiDto;
  /** The buyer's repair-business declaration as identity holds it now; null for a consumer. */
  officina: Officina | null;
  scadenza: Date;
  impronta: string;
  codice: string;
}

/**
 * The order as it is written: its seller and parts from catalogue's reservation, each with the fit it was bought with,
 * and its total from catalogue's prices, never from the client; the buyer's declaration as identity has it; the
 * company's name and VAT number only for a company purchase (docs/rules.md §4 billing info).
 */
export function nuovoOrdine({ acquirenteId, richiesta, riservati, officina, scadenza, impronta, codice }: Piazzamento): NuovoOrdine {
  const { azienda } = richiesta;
  return {
    id: richiesta.ordineId,
    codice,
    acquirenteId,
    venditoreId: riservati.venditoreId,
    autoId: richiesta.autoId,
    totaleCentesimi: importoCentesimi(riservati.ricambi),
    scadenzaPagamento: scadenza,
    causale: causale(codice, richiesta.nome),
    impronta,
    nome: richiesta.nome,
    email: richiesta.email,
    telefono: richiesta.telefono,
    indirizzo: richiesta.indirizzo,
    citta: richiesta.citta,
    cap: richiesta.cap,
    provincia: richiesta.provincia,
    ragioneSociale: azienda ? richiesta.ragioneSociale : null,
    partitaIva: azienda ? richiesta.partitaIva : null,
    codiceFiscale: richiesta.codiceFiscale,
    pec: richiesta.pec,
    codiceSdi: richiesta.codiceSdi,
    ...colonneOfficina(officina),
    note: richiesta.note,
    ricambi: riservati.ricambi.map(({ compatibilita, ...ricambio }) => ({
      ...ricambio,
      compatibilitaLivello: compatibilita?.livello ?? null,
      compatibilitaMotivo: compatibilita?.motivo ?? null,
    })),
  };
}
