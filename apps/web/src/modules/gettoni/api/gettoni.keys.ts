/** One root, so spending or buying tokens can refresh everything about the seller's tokens at once. */
export const gettoniKeys = {
  tutti: ['gettoni'] as const,
  pacchetti: ['gettoni', 'pacchetti'] as const,
  saldo: ['gettoni', 'saldo'] as const,
  movimenti: ['gettoni', 'movimenti'] as const,
  acquisto: (sessionId: string) => ['gettoni', 'acquisto', sessionId] as const,
  checkoutSviluppo: (sessionId: string) => ['gettoni', 'checkout-sviluppo', sessionId] as const,
};
