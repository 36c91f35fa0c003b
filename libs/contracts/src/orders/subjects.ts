import { nothing, rpc } from '../contract';
import type { VenditeVenditoreDto } from '../statistiche/vendite';
import type { OrdineDto, RicambioVendutoDto, StatisticheAcquirenteDto, StatisticheVenditoreDto } from './messages';
import {
  advanceWithdrawalRequest,
  orderIdRequest,
  ordersListRequest,
  placeOrderRequest,
  requestWithdrawalRequest,
  soldPartsRequest,
  updateOrderStatusRequest,
} from './messages';

/**
 * Request/reply contracts served by the orders service (queue group `orders`). A buyer sees only its orders, a seller
 * only the orders of its parts; anyone else's order reads as ORDER_NOT_FOUND.
 */
export const ORDERS = {
  order: {
    /** Reserves the parts in catalogue (all or none) and writes the order pending; PARTS_UNAVAILABLE when one is gone. */
    place: rpc<OrdineDto>()({ subject: 'orders.order.place', request: placeOrderRequest, access: 'acquirente' }),
    /** The buyer's orders, newest first. */
    mine: rpc<OrdineDto[]>()({ subject: 'orders.order.mine', request: ordersListRequest, access: 'acquirente' }),
    /** The seller's orders, newest first. */
    forSeller: rpc<OrdineDto[]>()({ subject: 'orders.order.for-seller', request: ordersListRequest, access: 'venditore' }),
    /** One order, for its buyer or its seller. */
    get: rpc<OrdineDto>()({ subject: 'orders.order.get', request: orderIdRequest, access: 'authenticated' }),
    /**
     * The seller's status actions (docs/rules.md §5); a move the order's current status does not allow is ORDER_STATUS_INVALID.
     * Cancelling releases the parts, completing sells them for good.
     */
    updateStatus: rpc<OrdineDto>()({ subject: 'orders.order.update-status', request: updateOrderStatusRequest, access: 'venditore' }),
  },
  withdrawal: {
    /** A consumer's withdrawal from their completed order, within GIORNI_RECESSO of delivery. */
    request: rpc<OrdineDto>()({ subject: 'orders.withdrawal.request', request: requestWithdrawalRequest, access: 'acquirente' }),
    /** The order's seller takes the next step: accepts the return, marks the parts received, records the refund. */
    advance: rpc<OrdineDto>()({ subject: 'orders.withdrawal.advance', request: advanceWithdrawalRequest, access: 'venditore' }),
  },
  stats: {
    seller: rpc<StatisticheVenditoreDto>()({ subject: 'orders.stats.seller', request: nothing, access: 'venditore' }),
    buyer: rpc<StatisticheAcquirenteDto>()({ subject: 'orders.stats.buyer', request: nothing, access: 'acquirente' }),
    /** The seller's orders and sales per week and most sold parts, orders not cancelled (docs/rules.md §3.15). */
    sellerWeekly: rpc<VenditeVenditoreDto>()({ subject: 'orders.stats.seller-weekly', request: nothing, access: 'venditore' }),
  },
  soldParts: {
    /** The seller's listing's parts in orders not cancelled, newest first (docs/rules.md §3 Edit listing); also after the listing is deleted. */
    byListing: rpc<RicambioVendutoDto[]>()({ subject: 'orders.sold-parts.by-listing', request: soldPartsRequest, access: 'venditore' }),
  },
} as const;
