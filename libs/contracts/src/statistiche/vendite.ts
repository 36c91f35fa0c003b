/**
 * The seller's orders per week and the parts that sell most (docs/rules.md §3.15), from orders. An order counts in the
 * week it was placed, on Italy's clock, unless it was cancelled: the same orders the dashboard's "Vendite" sums.
 */

export interface VenditeSettimanaDto {
  /** The week's Monday, `YYYY-MM-DD` (settimaneStatistiche). */
  settimana: string;
  ordini: number;
  /** Sum of the orders' totals, parts and shipping. */
  venditeCentesimi: number;
}

/** A part name among the seller's most sold over the statistics' weeks. */
export interface RicambioPiuVendutoDto {
  nome: string;
  /** Parts of that name in the orders (one per order: a listing has one part of each name). */
  quantita: number;
  /** Their price plus shipping: what the buyers paid for them. */
  venditeCentesimi: number;
}

/** How many part names the most sold list holds. */
export const MAX_RICAMBI_PIU_VENDUTI = 5;

/** The seller's orders over the SETTIMANE_STATISTICHE weeks, every week present, oldest first. */
export interface VenditeVenditoreDto {
  settimane: VenditeSettimanaDto[];
  ricambiPiuVenduti: RicambioPiuVendutoDto[];
}
