import { z } from 'zod';
import { vinSchema } from '../compatibilita/vin';
import { datiAutoSchema } from './inserzione';

/**
 * Ours: the vehicles one buyer may keep in the garage (docs/rules.md §3.6). A household or a small fleet has a few;
 * the fit badges are computed for the one active, so more would only be a list to scroll.
 */
export const MASSIMO_VEICOLI_GARAGE = 5;

/** Longest engine code kept: the longest real ones (Fiat's 169A4000, VW's CAYC, BMW's N47D20C) are under 10. */
export const LUNGHEZZA_MASSIMA_CODICE_MOTORE = 20;

/** docs/rules.md §3.6 and §8; ours, in the voice of the listing form's. */
export const MESSAGGI_GARAGE = {
  troppiVeicoli: `Puoi salvare al massimo ${MASSIMO_VEICOLI_GARAGE} veicoli`,
  codiceMotore: `Il codice motore può avere al massimo ${LUNGHEZZA_MASSIMA_CODICE_MOTORE} caratteri`,
  caricamento: 'Errore nel caricamento dei tuoi veicoli',
  salvataggio: 'Si è verificato un errore durante il salvataggio del veicolo',
  eliminazione: "Errore durante l'eliminazione del veicolo",
  attivazione: "Errore durante l'attivazione del veicolo",
  aggiunto: 'Veicolo aggiunto',
  aggiornato: 'Veicolo aggiornato',
  eliminato: 'Veicolo eliminato',
  attivato: (nome: string) => `${nome} è ora il tuo veicolo attivo`,
  /** At login, when the vehicle chosen as a visitor could not join a full garage. */
  ospiteNonSalvato: (nome: string) =>
    `${nome}, scelto prima dell'accesso, non è stato salvato: hai già ${MASSIMO_VEICOLI_GARAGE} veicoli`,
} as const;

/** An engine code as typed, upper-cased; compared with normalizzaCodice, so its spaces and dashes may stay. */
const codiceMotoreField = z
  .string()
  .trim()
  .max(LUNGHEZZA_MASSIMA_CODICE_MOTORE, MESSAGGI_GARAGE.codiceMotore)
  .nullish()
  .transform((codice) => (codice ? codice.toUpperCase() : null));

/** Empty is "not given"; anything else must be a VIN's shape, stored upper-cased. */
const numeroTelaioField = z
  .string()
  .nullish()
  .transform((vin) => vin?.trim() || null)
  .pipe(vinSchema.nullable());

/**
 * "Il mio veicolo" (docs/rules.md §3.6): the listing form's vehicle fields with their very messages, which the fit
 * rules compare (libs/contracts/src/compatibilita/compatibilita.ts), plus the engine code and the VIN, optional.
 */
export const veicoloSchema = datiAutoSchema.pick({ marca: true, modello: true, anno: true, carburante: true, cilindrata: true, kw: true }).extend({
  codiceMotore: codiceMotoreField,
  numeroTelaio: numeroTelaioField,
});
export type VeicoloInput = z.input<typeof veicoloSchema>;
export type Veicolo = z.output<typeof veicoloSchema>;

/** How a vehicle is named in lists and toasts: "Fiat Panda 2012". */
export const nomeVeicolo = ({ marca, modello, anno }: Pick<Veicolo, 'marca' | 'modello' | 'anno'>): string => `${marca} ${modello} ${anno}`;
