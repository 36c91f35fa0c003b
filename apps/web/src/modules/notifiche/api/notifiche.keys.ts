/** One root: a live hint or a change made here reads the panel and the bell's counter again together. */
export const notificheKeys = {
  tutti: ['notifiche'] as const,
  elenco: ['notifiche', 'elenco'] as const,
  nonLette: ['notifiche', 'non-lette'] as const,
};
