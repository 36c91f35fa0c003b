import { Injectable, Logger } from '@nestjs/common';
import type { WebhookResultDto } from '@ricambiamo/contracts';
import { pacchettoPerId } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type Stripe from 'stripe';
import { AcquistoRepository } from '../acquisto/acquisto.repository';
import type { PrismaClient } from '../generated/prisma/client';
import { purchaseKey } from '../saldo/saldo.service';
import { creditoEvent } from '../saldo/saldo.events';
import { AlreadyRecordedError, SaldoRepository } from '../saldo/saldo.repository';
import { StripeService } from '../stripe/stripe.service';
import type { MotivoStorno } from './storno';
import { quotaRimborsata } from './storno';
import type { Storno } from './storno.service';
import { StornoService } from './storno.service';

/** Both mean the money arrived: immediately for cards, later for delayed methods such as SEPA debits. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const NOT_CREDITED: WebhookResultDto = { credited: false };

/** Stripe sends related objects as ids unless the webhook asked them expanded. */
const idOf = (related: string | { id: string } | null) => (typeof related === 'string' ? related : (related?.id ?? null));

@Injectable()
export class WebhookService {
  private readonly logger = new Logger(WebhookService.name);

  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly stripe: StripeService,
    private readonly acquisti: AcquistoRepository,
    private readonly saldi: SaldoRepository,
    private readonly storni: StornoService,
  ) {}

  /**
   * Every delivery that is not a valid, fresh signature of its exact body is refused; every valid one is
   * acknowledged, credited or not, so Stripe stops retrying events we have handled or chose to ignore. A paid
   * session credits its pack; a refund or a dispute of its payment takes the tokens back (StornoService).
   */
  async handle(payload: string, signature: string): Promise<WebhookResultDto> {
    let event: Stripe.Event;
    try {
      event = this.stripe.verifyWebhook(payload, signature);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'Stripe webhook refused');
      throw new DomainError('WEBHOOK_INVALID');
    }
    if (PAID_EVENTS.has(event.type)) return this.sessionPaid(event.id, event.data.object as Stripe.Checkout.Session);
    if (event.type === 'charge.refunded') {
      const { amount, amount_refunded: rimborsati, payment_intent } = event.data.object;
      await this.storno(event.id, payment_intent, 'acquisto-rimborsato', ({ gettoni }) => quotaRimborsata(gettoni, rimborsati, amount));
    }
    // Whatever the dispute's outcome, the money is held from the moment it is opened.
    if (event.type === 'charge.dispute.created') {
      await this.storno(event.id, event.data.object.payment_intent, 'acquisto-contestato', ({ gettoni }) => gettoni);
    }
    return NOT_CREDITED;
  }

  private async storno(eventId: string, paymentIntent: string | Stripe.PaymentIntent | null, motivo: MotivoStorno, dovuti: Storno['dovuti']) {
    const paymentIntentId = idOf(paymentIntent);
    if (!paymentIntentId) {
      this.logger.warn({ eventId, motivo }, 'Refund or dispute without a PaymentIntent: nothing taken back');
      return;
    }
    await this.storni.riprendi({ eventId, paymentIntentId, motivo, dovuti });
  }

  /** Credits from our purchase row, never from the event's amounts; the event only has to agree with the row. */
  private async sessionPaid(eventId: string, session: Stripe.Checkout.Session): Promise<WebhookResultDto> {
    if (session.payment_status !== 'paid') return NOT_CREDITED;
    const context = { eventId, sessionId: session.id };
    const acquisto = await this.acquisti.findBySessionId(session.id);
    if (!acquisto) {
      this.logger.warn(context, 'Paid checkout session that is no purchase of ours: nothing credited');
      return NOT_CREDITED;
    }
    const pacchetto = pacchettoPerId(acquisto.packId);
    if (!pacchetto || pacchetto.gettoni !== acquisto.gettoni) {
      this.logger.warn({ ...context, packId: acquisto.packId }, 'Paid purchase of an unknown pack: nothing credited');
      return NOT_CREDITED;
    }
    // The metadata keys Stripe stored at checkout.start (stripeMetadata).
    if (session.metadata?.sellerId !== acquisto.venditoreId || session.metadata?.packId !== acquisto.packId) {
      this.logger.warn(context, 'Paid session whose metadata disagrees with our purchase: nothing credited');
      return NOT_CREDITED;
    }
    const { venditoreId, gettoni } = acquisto;
    try {
      const credited = await this.uow.run(async (tx, emit) => {
        if (!(await this.acquisti.markPaid(session.id, idOf(session.payment_intent), tx))) return false;
        const balance = await this.saldi.addGettoni(venditoreId, gettoni, tx);
        const movimento = await this.saldi.record(
          { venditoreId, amount: gettoni, reason: 'acquisto', idempotencyKey: purchaseKey(session.id) },
          balance,
          tx,
        );
        await emit(...creditoEvent(movimento));
        return true;
      });
      if (credited) this.logger.log({ ...context, venditoreId, gettoni }, 'Purchase credited');
      return { credited };
    } catch (error) {
      if (error instanceof AlreadyRecordedError) return NOT_CREDITED;
      throw error;
    }
  }
}
