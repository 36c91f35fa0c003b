import { z } from 'zod';
import { event } from '../contract';
import { AUTORI_STATO_ORDINE, MOTIVI_RECESSO, STATI_ORDINE, STATI_RECESSO } from './testi';

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
    /** The return shipping is the seller's (erroreDelVenditore); absent from withdrawals announced before it was kept. */
    erroreVenditore: z.boolean().default(false),
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
  /** To the buyer of an order in progress whose seller was suspended: it stands, and the seller may still complete it. */
  orderSellerSuspended: event('evt.orders.order.seller-suspended', orderPaymentDueSoon),
} as const;
