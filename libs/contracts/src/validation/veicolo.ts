import type { z } from 'zod';
import { datiAutoSchema, inserzioneSchema } from './inserzione';

/**
 * Ours: the vehicles one buyer may keep in the garage (docs/rules.md §3.6). A household or a small fleet has a few;
 * the fit badges are computed for the one active, so more would only be a list to scroll.
 */
export const MASSIMO_VEICOLI_GARAGE = 5;

/** docs/rules.md §3.6 and §8; ours, in the voice of the listing form's. */
export const MESSAGGI_GARAGE = {
  troppiVeicoli: `Puoi salvare al massimo ${MASSIMO_VEICOLI_GARAGE} veicoli`,
  caricamento: 'Errore nel caricamento dei tuoi veicoli',
  salvataggio: 'Si è verificato un errore durante il salvataggio del veicolo',
  eliminazione: "Errore durante l'eliminazione del veicolo",
  attivazione: "Errore durante l'attivazione del veicolo",
  aggiunto: 'Veicolo aggiunto',
  aggiornato: 'Veicolo aggiornato',
  eliminato: 'Veicolo eliminato',
  attivato: (nome: string) => `${nome} è ora il tuo veicolo attivo`,
  /** Under the VIN typed, when its maker is known (decodificaVin). */
  marcaDalTelaio: (marca: string) => `Secondo il numero di telaio è un'auto ${marca}`,
  garagePieno: `Hai salvato ${MASSIMO_VEICOLI_GARAGE} veicoli, il massimo: eliminane uno per aggiungerne un altro`,
  /** At login, when the vehicle chosen as a visitor could not join a full garage. */
  ospiteNonSalvato: (nome: string) =>
    `${nome}, scelto prima dell'accesso, non è stato salvato: hai già ${MASSIMO_VEICOLI_GARAGE} veicoli`,
} as const;

/**
 * "Il mio veicolo" (docs/rules.md §3.6): the listing form's fields that the fit rules compare
 * (libs/contracts/src/compatibilita/compatibilita.ts), with their very rules and messages; the engine code and the VIN
 * optional, as there.
 */
export const veicoloSchema = datiAutoSchema
  .pick({ marca: true, modello: true, anno: true, carburante: true, cilindrata: true, kw: true, codiceMotore: true })
  .extend({ numeroTelaio: inserzioneSchema.shape.numeroTelaio });
export type VeicoloInput = z.input<typeof veicoloSchema>;
export type Veicolo = z.output<typeof veicoloSchema>;

/**
 * The buyer's vehicle as the home's "Solo compatibili" sends it (docs/rules.md §3.14): the garage's fields the filter
 * compares, by the garage's rules, with carburante and cilindrata null when unknown, as the fit rules take them; no kW,
 * which decide nothing, and no VIN, which stays the buyer's.
 */
export const veicoloFiltroCompatibileSchema = veicoloSchema.pick({ marca: true, modello: true, anno: true, codiceMotore: true }).extend({
  carburante: veicoloSchema.shape.carburante.nullish().transform((carburante) => carburante ?? null),
  cilindrata: veicoloSchema.shape.cilindrata.nullish().transform((cilindrata) => cilindrata ?? null),
});
export type VeicoloFiltroCompatibileInput = z.input<typeof veicoloFiltroCompatibileSchema>;

/** How a vehicle is named in lists and toasts: "Fiat Panda 2012". */
export const nomeVeicolo = ({ marca, modello, anno }: Pick<Veicolo, 'marca' | 'modello' | 'anno'>): string => `${marca} ${modello} ${anno}`;
