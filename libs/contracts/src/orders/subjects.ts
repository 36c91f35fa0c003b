import { z } from 'zod';
import { event, nothing, rpc } from '../contract';
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
import { AUTORI_STATO_ORDINE, MOTIVI_RECESSO, STATI_ORDINE, STATI_RECESSO } from './testi';


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
  },
  soldParts: {
    /** The seller's listing's parts in orders not cancelled, newest first (docs/rules.md §3 Edit listing); also after the listing is deleted. */
    byListing: rpc<RicambioVendutoDto[]>()({ subject: 'orders.sold-parts.by-listing', request: soldPartsRequest, access: 'venditore' }),
  },
} as const;

/**
 * What every order event carries of its order, so that a consumer (the notifications, the e-mails) needs nothing
 * else: the parties, the money, how to pay and where the parts go, as the order was when the event happened.
 */
const riepilogoOrdine = {
  ordineId: z.uuid(),
  codice: z.string(),
  acquirenteId: z.uuid(),
  venditoreId: z.uuid(),
  totaleCentesimi: z.number().int().min(0),
  scadenzaPagamento: z.iso.datetime(),
  causale: z.string(),
  pagamento: z.object({ beneficiario: z.string(), iban: z.string().nullable() }),
  ricambi: z.array(z.object({ nome: z.string(), prezzoCentesimi: z.number().int(), spedizioneCentesimi: z.number().int() })).min(1),
  spedizione: z.object({
    nome: z.string(),
    indirizzo: z.string(),
    citta: z.string(),
    cap: z.string(),
    provincia: z.string(),
    telefono: z.string(),
    email: z.string(),
  }),
  note: z.string().nullable(),
};
export type RiepilogoOrdineEvent = z.input<z.ZodObject<typeof riepilogoOrdine>>;

const orderCreated = z.object({ ...riepilogoOrdine, autoId: z.uuid() });
export type OrderCreatedEvent = z.input<typeof orderCreated>;

const orderStatusChanged = z.object({
  ...riepilogoOrdine,
  stato: z.enum(STATI_ORDINE),
  precedente: z.enum(STATI_ORDINE),
  autore: z.enum(AUTORI_STATO_ORDINE),
});
export type OrderStatusChangedEvent = z.input<typeof orderStatusChanged>;

const orderPaymentDueSoon = z.object(riepilogoOrdine);
export type OrderPaymentDueSoonEvent = z.input<typeof orderPaymentDueSoon>;

/** A withdrawal's new step, with what goes back and why. */
const withdrawalChanged = z.object({
  ...riepilogoOrdine,
  recesso: z.object({
    stato: z.enum(STATI_RECESSO),
    motivo: z.enum(MOTIVI_RECESSO),
    dettagli: z.string().nullable(),
    ricambi: z.array(z.string()).min(1),
    importoCentesimi: z.number().int().min(0),
    rimessiInVendita: z.boolean(),
  }),
});
export type WithdrawalChangedEvent = z.input<typeof withdrawalChanged>;

export const ORDERS_EVENTS = {
  /** To the seller: a new order to wait the transfer for. */
  orderCreated: event('evt.orders.order.created', orderCreated),
  /** To the buyer: every status change, by the seller or the payment window. */
  orderStatusChanged: event('evt.orders.order.status-changed', orderStatusChanged),
  /** Once per order, some hours before the payment window closes on a still pending order. */
  orderPaymentDueSoon: event('evt.orders.order.payment-due-soon', orderPaymentDueSoon),
  /** To the seller when the buyer withdraws; to the buyer at each of the seller's steps. */
  withdrawalChanged: event('evt.orders.withdrawal.changed', withdrawalChanged),
} as const;
