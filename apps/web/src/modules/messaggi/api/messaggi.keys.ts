/** One root: a live hint 'messaggi' reads the list, the open thread and the unread count again together. */
export const messaggiKeys = {
  tutti: ['messaggi'] as const,
  elenco: ['messaggi', 'elenco'] as const,
  thread: (id: string) => ['messaggi', 'thread', id] as const,
  nonLetti: ['messaggi', 'non-letti'] as const,
};
