/** One root, so creating, editing or deleting a listing refreshes every list and page that shows it. */
export const catalogoKeys = {
  tutti: ['catalogo'] as const,
  /** The search as sent, the vehicle "Solo compatibili" fits included. */
  ricerca: (filtro: object) => ['catalogo', 'ricerca', filtro] as const,
  inserzione: (id: string) => ['catalogo', 'inserzione', id] as const,
  inserzioneDaModificare: (id: string) => ['catalogo', 'modifica', id] as const,
  mie: (q: string) => ['catalogo', 'mie', q] as const,
  venditore: (id: string) => ['catalogo', 'venditore', id] as const,
  autoVenditore: (id: string) => ['catalogo', 'auto-venditore', id] as const,
};
