import type { MotivoRecesso, StatoRecesso } from '@ricambiamo/contracts';
import { erroreDelVenditore, MESSAGGI_RECESSO, PROSSIMO_STATO_RECESSO } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { OrdineCompleto } from '../ordine/ordine.dto';
import { compatibilitaDi } from '../ordine/ordine.dto';
import { IL_RECESSO, importoCentesimi, recessoEntro } from '../ordine/ordine.rules';

/** The seller's steps, each after the one before (docs/rules.md §5 Withdrawal). */
export type PassoRecesso = Exclude<StatoRecesso, 'richiesto'>;

type OrdineRecesso = Pick<OrdineCompleto, 'stato' | 'cronologia' | 'officinaRagioneSociale' | 'recesso' | 'ricambi'>;

/**
 * The buyer's withdrawal as it may be recorded: the parts going back, all of this order, the refund, their price plus
 * shipping, and whether the return shipping is the seller's: a part bought as Compatibile going back as not fitting
 * (erroreDelVenditore, docs/rules.md §1), judged from the fit the order kept, whatever the browser showed. Refused on an
 * order not delivered or bought by a declared repair business (WITHDRAWAL_NOT_ALLOWED), a second time
 * (WITHDRAWAL_EXISTS), after the window (WITHDRAWAL_EXPIRED).
 */
export function nuovoRecesso(
  ordine: OrdineRecesso,
  { ricambiIds, motivo }: { ricambiIds: readonly string[]; motivo: MotivoRecesso },
  finestraMs: number,
  adesso: number,
): { ricambiIds: string[]; importoCentesimi: number; erroreVenditore: boolean } {
  if (ordine.stato !== 'completed' || ordine.officinaRagioneSociale !== null) throw new DomainError('WITHDRAWAL_NOT_ALLOWED');
  if (ordine.recesso) throw new DomainError('WITHDRAWAL_EXISTS');
  if (!recessoEntro(ordine, finestraMs, adesso)) throw new DomainError('WITHDRAWAL_EXPIRED');
  const resi = ordine.ricambi.filter((r) => ricambiIds.includes(r.ricambioId));
  if (resi.length !== ricambiIds.length) throw new DomainError('VALIDATION_FAILED', { ricambiIds: MESSAGGI_RECESSO.ricambi });
  return {
    ricambiIds: resi.map((r) => r.ricambioId),
    importoCentesimi: importoCentesimi(resi),
    erroreVenditore: erroreDelVenditore(motivo, resi.map((r) => ({ compatibilita: compatibilitaDi(r) }))),
  };
}

/** What one of the seller's steps does, decided before anything is written or asked of catalogue. */
export interface Passo {
  /** The withdrawal's new status and when it was reached; `rimessiInVendita` once its parts are on sale again. */
  dati: { stato: PassoRecesso; rimessiInVendita?: true } & Partial<Record<(typeof IL_RECESSO)[PassoRecesso], Date>>;
  /** Parts catalogue puts on sale again before the step commits; null when the seller did not ask. */
  rimetti: string[] | null;
  /**
   * Catalogue must first sell the order's parts: they are sold right after the order completes, and that had not
   * happened yet. Relisting parts that are still reserved would do nothing.
   */
  regolaPrima: boolean;
}

/**
 * Only the step after the withdrawal's current status; one that moved meanwhile, or an order with no withdrawal,
 * answers WITHDRAWAL_STATUS_INVALID. The request's schema already allows `rimettiInVendita` only with `ricevuto`.
 */
export function passoRecesso(
  ordine: Pick<OrdineCompleto, 'recesso' | 'ricambiDaRegolare'>,
  { stato, rimettiInVendita }: { stato: PassoRecesso; rimettiInVendita?: boolean | null },
  adesso: Date,
): Passo {
  const { recesso } = ordine;
  if (!recesso || PROSSIMO_STATO_RECESSO[recesso.stato] !== stato) throw new DomainError('WITHDRAWAL_STATUS_INVALID');
  return {
    dati: { stato, [IL_RECESSO[stato]]: adesso, ...(rimettiInVendita && { rimessiInVendita: true as const }) },
    rimetti: rimettiInVendita ? recesso.ricambi.map((r) => r.ricambioId) : null,
    regolaPrima: Boolean(rimettiInVendita) && ordine.ricambiDaRegolare,
  };
}
