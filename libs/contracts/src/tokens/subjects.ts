/** Request/reply subjects served by the tokens service (queue group `tokens`). */
export const TOKENS = {
  queue: 'tokens',
  balance: {
    get: 'tokens.balance.get',
    debit: 'tokens.balance.debit',
    refund: 'tokens.balance.refund',
  },
  ledger: { list: 'tokens.ledger.list' },
  checkout: {
    start: 'tokens.checkout.start',
    get: 'tokens.checkout.get',
  },
  devCheckout: {
    get: 'tokens.dev-checkout.get',
    sign: 'tokens.dev-checkout.sign',
    cancel: 'tokens.dev-checkout.cancel',
  },
  webhook: { handle: 'tokens.webhook.handle' },
} as const;

export const TOKENS_EVENTS = {
  balanceCredited: 'evt.tokens.balance.credited',
  balanceDebited: 'evt.tokens.balance.debited',
} as const;
