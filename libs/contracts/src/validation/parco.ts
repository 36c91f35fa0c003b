import { z } from 'zod';
import { optionalText } from './fields';

/** docs/rules.md §4 colour palette, in its order: the edit dialog offers these by name. */
export const PALETTE_AREE = [
  { colore: '#EF4444', nome: 'Rosso' },
  { colore: '#F59E0B', nome: 'Arancione' },
  { colore: '#10B981', nome: 'Verde' },
  { colore: '#3B82F6', nome: 'Blu' },
  { colore: '#6366F1', nome: 'Indaco' },
  { colore: '#8B5CF6', nome: 'Viola' },
  { colore: '#EC4899', nome: 'Rosa' },
  { colore: '#6B7280', nome: 'Grigio' },
] as const;
export type ColoreArea = (typeof PALETTE_AREE)[number]['colore'];
const COLORI = PALETTE_AREE.map((p) => p.colore) as [ColoreArea, ...ColoreArea[]];

/** docs/rules.md §9 yard constants. */
export const COLORE_AREA_DEFAULT: ColoreArea = '#3B82F6';
export const LATO_MINIMO_AREA = 100;
export const GRIGLIA_PARCO = 40;
/** Ours: no yard drawn on a screen is wider than this, and it keeps a bad client from storing absurd numbers. */
export const LATO_MASSIMO_PARCO = 20_000;
/**
 * Ours: the areas one seller may have. An area is a zone of the yard (a row, a shed) holding many cars, and the
 * largest yards have a few dozen; 200 leaves room for any of them while bounding what the map draws and what every
 * list of the yard reads (docs/security.md, "Limits").
 */
export const MASSIMO_AREE_PARCO = 200;

/** docs/rules.md §8 Yard and the success toasts; the area's name message is ours. */
export const MESSAGGI_PARCO = {
  caricamento: 'Errore nel caricamento dei dati',
  areaTroppoPiccola: `L'area deve essere almeno ${LATO_MINIMO_AREA}x${LATO_MINIMO_AREA} pixel`,
  creazione: "Errore nella creazione dell'area",
  spostamento: "Errore nello spostamento dell'area",
  eliminazione: "Errore nell'eliminazione dell'area",
  assegnazione: "Errore nell'assegnazione dell'auto",
  aggiornamento: "Errore nell'aggiornamento dell'area",
  nomeObbligatorio: "Il nome dell'area è obbligatorio",
  troppeAree: `Hai già ${MASSIMO_AREE_PARCO} aree, il massimo per un parco: eliminane una per crearne un'altra`,
  areaCreata: 'Area creata con successo',
  areaEliminata: 'Area eliminata con successo',
  autoAssegnata: 'Auto assegnata con successo',
  areaAggiornata: 'Area aggiornata con successo',
} as const;

/** The default name of a new area (docs/rules.md §4): one more than the areas the seller has. */
export const nomeAreaPredefinito = (areeEsistenti: number) => `Area ${areeEsistenti + 1}`;

/**
 * Width and height: whole pixels, at least 100. The dialog's inputs parse as integers (docs/rules.md §6) the way parseInt
 * does: "150.5" is 150 (and "1e3" is 1, refused). A number sent by a client must already be whole.
 */
const latoField = z.preprocess(
  (value) => (typeof value === 'string' ? Number.parseInt(value, 10) : value),
  z
    .number({ error: MESSAGGI_PARCO.areaTroppoPiccola })
    .int(MESSAGGI_PARCO.areaTroppoPiccola)
    .min(LATO_MINIMO_AREA, MESSAGGI_PARCO.areaTroppoPiccola)
    .max(LATO_MASSIMO_PARCO),
);

/** A position on the map: whole pixels, clamped at 0 (docs/rules.md §5), never refused for being negative. */
const posizioneField = z
  .number()
  .int()
  .max(LATO_MASSIMO_PARCO)
  .transform((value) => Math.max(0, value));

export const coloreAreaField = z.enum(COLORI);

/** A drawn rectangle (docs/rules.md §3 draw mode); name and colour are chosen by the service. */
export const nuovaAreaSchema = z.object({
  posizioneX: posizioneField,
  posizioneY: posizioneField,
  larghezza: latoField,
  altezza: latoField,
});
export type NuovaAreaInput = z.input<typeof nuovaAreaSchema>;

/** docs/rules.md §3 Modifica Area: Nome, Descrizione, Colore, Larghezza (px), Altezza (px). */
export const modificaAreaSchema = z.object({
  nome: z.string({ error: MESSAGGI_PARCO.nomeObbligatorio }).trim().min(1, MESSAGGI_PARCO.nomeObbligatorio).max(100),
  descrizione: optionalText(500),
  colore: coloreAreaField,
  larghezza: latoField,
  altezza: latoField,
});
export type ModificaAreaInput = z.input<typeof modificaAreaSchema>;
export type ModificaArea = z.output<typeof modificaAreaSchema>;

export const spostamentoAreaSchema = z.object({ posizioneX: posizioneField, posizioneY: posizioneField });
