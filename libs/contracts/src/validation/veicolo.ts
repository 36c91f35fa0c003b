import type { z } from 'zod';
import { datiAutoSchema, inserzioneSchema } from './inserzione';

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
