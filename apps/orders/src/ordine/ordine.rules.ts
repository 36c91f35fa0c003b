import type { NomeRicambio, RicambioVendutoDto, StatoOrdine, StatoRecesso } from '@ricambiamo/contracts';
import { TRANSIZIONI_ORDINE } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Recesso } from '../generated/prisma/client';
import type { OrdineCompleto } from './ordine.dto';

/** The statuses that close an order: its parts are then sold (completed) or released (cancelled) in catalogue. */
export type Finale = Extract<StatoOrdine, 'completed' | 'cancelled'>;

export const eFinale = (stato: StatoOrdine): stato is Finale => stato === 'completed' || stato === 'cancelled';

/** Price plus shipping over the parts, in cents (docs/rules.md §9): an order's total, a withdrawal's refund. */
export function importoCentesimi(ricambi: readonly { prezzoCentesimi: number; spedizioneCentesimi: number }[]): number {
  return ricambi.reduce((somma, r) => somma + r.prezzoCentesimi + r.spedizioneCentesimi, 0);
}

/** A seller's move its order's status allows (docs/rules.md §5); any other, a race's loser included, ORDER_STATUS_INVALID. */
export function verificaTransizione(da: StatoOrdine, a: StatoOrdine): void {
  if (!TRANSIZIONI_ORDINE[da].includes(a)) throw new DomainError('ORDER_STATUS_INVALID');
}

/** Its buyer and its seller see an order; to anyone else it does not exist (docs/rules.md §2). */
export const eParte = (ordine: Pick<OrdineCompleto, 'acquirenteId' | 'venditoreId'>, userId: string): boolean =>
  ordine.acquirenteId === userId || ordine.venditoreId === userId;

/**
 * Until when the buyer may withdraw: GIORNI_RECESSO (`finestraMs`) from delivery, which is the seller marking the
 * order completed; never for a declared repair business, nor twice, nor once the window is over. Every order read
 * carries it, so the withdrawal's button shows exactly while the withdrawal would be taken.
 */
export function recessoEntro(
  ordine: Pick<OrdineCompleto, 'stato' | 'cronologia' | 'officinaRagioneSociale' | 'recesso'>,
  finestraMs: number,
  adesso: number,
): Date | null {
  const consegnato = ordine.cronologia.find((p) => p.stato === 'completed')?.il;
  if (ordine.stato !== 'completed' || !consegnato || ordine.officinaRagioneSociale !== null || ordine.recesso) return null;
  const entro = new Date(consegnato.getTime() + finestraMs);
  return entro.getTime() > adesso ? entro : null;
}

/** When the withdrawal reached each status: the column each step sets. */
export const IL_RECESSO = {
  richiesto: 'richiestoIl',
  accettato: 'accettatoIl',
  ricevuto: 'ricevutoIl',
  rimborsato: 'rimborsatoIl',
} as const satisfies Record<StatoRecesso, keyof Recesso>;

/**
 * An order's parts as sold (or reserved) on its listing: all but those a withdrawal brought back and the seller put on
 * sale again. A completed order's parts were sold when it completed, the others' date is the order's.
 */
export function ricambiVenduti(ordine: OrdineCompleto): RicambioVendutoDto[] {
  const rimessi = new Set(ordine.recesso?.rimessiInVendita ? ordine.recesso.ricambi.map((r) => r.ricambioId) : []);
  return ordine.ricambi
    .filter((r) => !rimessi.has(r.ricambioId))
    .map((r) => ({
      ricambioId: r.ricambioId,
      nome: r.nome as NomeRicambio,
      prezzoCentesimi: r.prezzoCentesimi,
      spedizioneCentesimi: r.spedizioneCentesimi,
      ordineId: ordine.id,
      codice: ordine.codice,
      stato: ordine.stato as RicambioVendutoDto['stato'],
      data: (ordine.stato === 'completed' ? ordine.statoIl : ordine.createdAt).toISOString(),
      acquirente: { nome: ordine.nome, email: ordine.email },
    }));
}
