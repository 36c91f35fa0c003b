import { z } from 'zod';
import { capField, nomeField, optionalText } from './fields';

/** Buyer profile (spec §2 Buyer dashboard): e-mail is read-only, so it is not part of the input. */
export const profiloAcquirenteSchema = z.object({
  nome: nomeField,
  telefono: optionalText(30),
  indirizzo: optionalText(200),
  citta: optionalText(100),
  cap: capField,
  provincia: optionalText(40),
});
export type ProfiloAcquirenteInput = z.input<typeof profiloAcquirenteSchema>;
export type ProfiloAcquirente = z.output<typeof profiloAcquirenteSchema>;
