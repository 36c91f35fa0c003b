import { DEFAULT_UPLOAD_GRACE_SECONDS, MAX_IMMAGINI_INSERZIONE } from '@ricambiamo/contracts';
import { z } from 'zod';
import { inserzioneFormSchema, type InserzioneForm } from './inserzione-form';

/**
 * The new-listing form as the seller left it, kept in this browser until it is published or thrown away: a session
 * that ends before Pubblica Inserzione, a closed tab or a crash loses nothing. One draft per seller, so a shared
 * computer never shows one seller's car to another.
 */
export interface Bozza {
  valori: Omit<InserzioneForm, 'immagini'>;
  /** The uploaded photos' keys, in order. */
  immagini: string[];
  /** Photos left out because they are too old for the gateway to take into a listing. */
  fotoScadute: number;
}

/**
 * A photo is taken into a listing only within the gateway's grace period after its upload; a draft keeps it four hours
 * less, so one restored is never refused at Pubblica Inserzione.
 */
export const ORE_VALIDITA_FOTO_BOZZA = DEFAULT_UPLOAD_GRACE_SECONDS / 3600 - 4;
const VALIDITA_FOTO_MS = ORE_VALIDITA_FOTO_BOZZA * 3600 * 1000;

// The version makes a draft written by an older form read as none, never as a form whose fields meant something else.
const chiave = (venditoreId: string) => `ricambiamo:bozza-inserzione:v1:${venditoreId}`;

const salvata = z.object({
  valori: inserzioneFormSchema.omit({ immagini: true }),
  /** Each photo with when the draft first held it (epoch ms), which is when it was uploaded, give or take seconds. */
  immagini: z.array(z.object({ key: inserzioneFormSchema.shape.immagini.element, dal: z.number() })).max(MAX_IMMAGINI_INSERZIONE),
});
type Salvata = z.infer<typeof salvata>;

/** True when the form holds nothing the seller typed or chose: such a form needs no draft. */
const vuota = ({ immagini, ricambi, ...campi }: InserzioneForm) =>
  immagini.length === 0 && ricambi.length === 0 && Object.values(campi).every((valore) => valore.trim() === '');

export interface BozzeVenditore {
  /** The draft without the photos too old to publish; null when there is none or it cannot be read. */
  leggi(ora?: number): Bozza | null;
  /** Writes the form as it is now; a photo keeps the time the draft first held it. */
  salva(form: InserzioneForm, ora?: number): void;
  cancella(): void;
}

/**
 * One seller's draft in this browser, or null where the browser keeps nothing: reading `localStorage` itself throws
 * when site data is blocked. A full storage or an unreadable draft never reaches the form either: the form works on
 * without a draft.
 */
export function bozzeDi(venditoreId: string, archivio: () => Storage = () => window.localStorage): BozzeVenditore | null {
  let storage: Storage;
  try {
    storage = archivio();
  } catch {
    return null;
  }
  // When each photo key was first held, read once: the form saves on every keystroke. Kept past a cancel, so a draft
  // brought back keeps its photos' times (keys are never reused).
  let dal: Map<string, number> | null = null;

  const leggiSalvata = (): Salvata | null => {
    try {
      const letta = storage.getItem(chiave(venditoreId));
      const esito = letta === null ? null : salvata.safeParse(JSON.parse(letta));
      return esito?.success ? esito.data : null;
    } catch {
      return null;
    }
  };

  return {
    leggi(ora = Date.now()) {
      const letta = leggiSalvata();
      if (letta === null) return null;
      const valide = letta.immagini.filter((foto) => ora - foto.dal < VALIDITA_FOTO_MS);
      return { valori: letta.valori, immagini: valide.map((f) => f.key), fotoScadute: letta.immagini.length - valide.length };
    },
    salva(form, ora = Date.now()) {
      try {
        if (vuota(form)) {
          storage.removeItem(chiave(venditoreId));
          return;
        }
        dal ??= new Map((leggiSalvata()?.immagini ?? []).map((f) => [f.key, f.dal]));
        const { immagini, ...valori } = form;
        const fotoDal = dal;
        const bozza: Salvata = { valori, immagini: immagini.map((key) => ({ key, dal: fotoDal.get(key) ?? ora })) };
        dal = new Map(bozza.immagini.map((f) => [f.key, f.dal]));
        storage.setItem(chiave(venditoreId), JSON.stringify(bozza));
      } catch {
        // Quota or privacy mode: the form still works, only without a draft.
      }
    },
    cancella() {
      try {
        storage.removeItem(chiave(venditoreId));
      } catch {
        // As above: nothing to remove where nothing could be stored.
      }
    },
  };
}
