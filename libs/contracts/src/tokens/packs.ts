/** docs/rules.md §9: creating a listing costs 5 tokens, editing it 1. */
export const COSTO_GETTONI = { creazioneInserzione: 5, modificaInserzione: 1 } as const;

export interface PacchettoGettoni {
  id: string;
  gettoni: number;
  prezzoCentesimi: number;
  /** Savings claimed against marketplaces that charge per listing (docs/rules.md §9); none for the smallest pack. */
  risparmioEuro: number | null;
  piuPopolare: boolean;
}

/** The five packs of docs/rules.md §9, the only place their numbers are written. */
export const PACCHETTI_GETTONI: readonly PacchettoGettoni[] = [
  { id: 'gettoni-500', gettoni: 500, prezzoCentesimi: 250_000, risparmioEuro: 3500, piuPopolare: false },
  { id: 'gettoni-250', gettoni: 250, prezzoCentesimi: 150_000, risparmioEuro: 1500, piuPopolare: false },
  { id: 'gettoni-100', gettoni: 100, prezzoCentesimi: 75_000, risparmioEuro: 450, piuPopolare: true },
  { id: 'gettoni-50', gettoni: 50, prezzoCentesimi: 50_000, risparmioEuro: 100, piuPopolare: false },
  { id: 'gettoni-25', gettoni: 25, prezzoCentesimi: 30_000, risparmioEuro: null, piuPopolare: false },
];

export const pacchettoPerId = (id: string): PacchettoGettoni | undefined =>
  PACCHETTI_GETTONI.find((pacchetto) => pacchetto.id === id);

/** Price of one token in cents (5 €, 6 €, 7.50 €, 10 €, 12 €). */
export const prezzoPerGettoneCentesimi = (pacchetto: PacchettoGettoni): number =>
  pacchetto.prezzoCentesimi / pacchetto.gettoni;

/** How many complete listings a pack publishes. */
export const inserzioniPubblicabili = (pacchetto: PacchettoGettoni): number =>
  Math.floor(pacchetto.gettoni / COSTO_GETTONI.creazioneInserzione);
