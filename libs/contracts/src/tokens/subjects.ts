import { z } from 'zod';
import { rpc } from '../contract';
import type { AcquistoDto, BalanceDto, CheckoutStartDto, MovimentoDto, SignedWebhookDto, WebhookResultDto } from './messages';
import {
  checkoutSessionRequest,
  checkoutStartRequest,
  debitRequest,
  ledgerListRequest,
  refundRequest,
  webhookRequest,
} from './messages';

/** Request/reply contracts served by the tokens service (queue group `tokens`). Only sellers have balances (docs/rules.md §2). */
export const TOKENS = {
  balance: {
    get: rpc<BalanceDto>()({ subject: 'tokens.balance.get', request: z.object({}), access: 'venditore' }),
    /** Sent by catalogue with the seller as actor. */
    debit: rpc<MovimentoDto>()({ subject: 'tokens.balance.debit', request: debitRequest, access: 'venditore' }),
    refund: rpc<MovimentoDto>()({ subject: 'tokens.balance.refund', request: refundRequest, access: 'venditore' }),
  },
  ledger: {
    list: rpc<MovimentoDto[]>()({ subject: 'tokens.ledger.list', request: ledgerListRequest, access: 'venditore' }),
  },
  checkout: {
    start: rpc<CheckoutStartDto>()({ subject: 'tokens.checkout.start', request: checkoutStartRequest, access: 'venditore' }),
    get: rpc<AcquistoDto>()({ subject: 'tokens.checkout.get', request: checkoutSessionRequest, access: 'venditore' }),
  },
  devCheckout: {
    get: rpc<AcquistoDto>()({ subject: 'tokens.dev-checkout.get', request: checkoutSessionRequest, access: 'venditore' }),
    sign: rpc<SignedWebhookDto>()({ subject: 'tokens.dev-checkout.sign', request: checkoutSessionRequest, access: 'venditore' }),
    cancel: rpc<AcquistoDto>()({ subject: 'tokens.dev-checkout.cancel', request: checkoutSessionRequest, access: 'venditore' }),
  },
  webhook: {
    /** No actor: Stripe calls the gateway's public endpoint; authenticity is the signature over the raw body. */
    handle: rpc<WebhookResultDto>()({ subject: 'tokens.webhook.handle', request: webhookRequest, access: 'public' }),
  },
} as const;
