import { DomainError } from '@ricambiamo/messaging';
import type { Ricambio } from '../generated/prisma/client';
import type { RicambioDati } from './auto.repository';

export interface RicambioRichiesto extends RicambioDati {
  id?: string | null;
}

export interface PianoRicambi {
  rimuovi: string[];
  aggiorna: (RicambioDati & { id: string })[];
  aggiungi: RicambioDati[];
}

const CAMPI = ['nome', 'descrizione', 'prezzoCentesimi', 'spedizioneCentesimi', 'grado', 'garanziaGiorni', 'codiceOem', 'codiceCambio'] as const;

const cambiato = (esistente: Ricambio, richiesto: RicambioDati) => CAMPI.some((campo) => esistente[campo] !== richiesto[campo]);

/**
 * Turns the edited part list into removals, changes and additions (docs/rules.md §3 Edit listing). A part an order holds
 * (reserved or sold, so not available) stays as it is: it may come back unchanged or be left out (the edit page lists
 * sold parts apart), and is kept either way; changing it, or adding a new part in its name, is PART_SOLD. An id that is not one of this listing's parts reads as LISTING_NOT_FOUND,
 * so ids of other sellers' parts reveal nothing.
 */
export function pianoModifica(esistenti: Ricambio[], richiesti: RicambioRichiesto[]): PianoRicambi {
  const perId = new Map(esistenti.map((r) => [r.id, r]));
  const citati = new Set<string>();
  const piano: PianoRicambi = { rimuovi: [], aggiorna: [], aggiungi: [] };
  for (const { id, ...dati } of richiesti) {
    if (!id) {
      piano.aggiungi.push(dati);
      continue;
    }
    const esistente = perId.get(id);
    if (!esistente) throw new DomainError('LISTING_NOT_FOUND');
    citati.add(id);
    if (!cambiato(esistente, dati)) continue;
    if (!esistente.disponibile) throw new DomainError('PART_SOLD');
    piano.aggiorna.push({ id, ...dati });
  }
  const venduti = new Set(esistenti.filter((r) => !r.disponibile).map((r) => r.nome));
  if (piano.aggiungi.some((r) => venduti.has(r.nome))) throw new DomainError('PART_SOLD');
  piano.rimuovi = esistenti.filter((r) => r.disponibile && !citati.has(r.id)).map((r) => r.id);
  return piano;
}
