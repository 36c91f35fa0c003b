/** The charts' shared drawing choices: the brand's teal and slate (apps/web/src/styles.css), and a size before measuring. */
export const COLORI = { primario: '#0d9488', secondario: '#f59e0b', griglia: '#e2e8f0', testo: '#475569' } as const;

/** What a chart draws at before its box is measured (and in tests, where nothing is). */
export const DIMENSIONE_INIZIALE = { width: 320, height: 256 } as const;

export const STILE_ASSE = { fontSize: 12, fill: COLORI.testo } as const;

/**
 * Bars and lines grow into place unless the system asks for less motion: then they are drawn at once, as a screen
 * reader's user or a printed page needs them (and as the screenshots take them).
 */
export const animato = (): boolean => typeof window.matchMedia !== 'function' || !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
