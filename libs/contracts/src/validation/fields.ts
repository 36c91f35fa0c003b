import { z } from 'zod';
import { MESSAGGI } from '../messages';

const v = MESSAGGI.validazione;

/** docs/rules.md §9 limits. */
export const PASSWORD_MIN = 6;
export const NOME_MIN = 2;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CAP_PATTERN = /^\d{5}$/;

export const emailField = z
  .string({ error: v.emailObbligatoria })
  .trim()
  .min(1, v.emailObbligatoria)
  .regex(EMAIL_PATTERN, v.emailNonValida)
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: v.passwordObbligatoria })
  .min(1, v.passwordObbligatoria)
  .min(PASSWORD_MIN, v.passwordCorta)
  // Argon2 hashes any length, but an unbounded body is a cheap way to burn CPU.
  .max(200, v.passwordCorta);

export const nomeField = z
  .string({ error: v.nomeObbligatorio })
  .trim()
  .min(1, v.nomeObbligatorio)
  .min(NOME_MIN, v.nomeCorto)
  .max(120);

/** Optional free text: empty input is stored as null, not as an empty string. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A field with a default that also reads null as "not given". The GraphQL schema declares such input fields nullable
 * with their default (`page: Int = 1`): the gateway's compiled operations (graphql-jit) refuse a non-null input field
 * left out of a variable even when it has a default, where a nullable one gets the default as the GraphQL spec says;
 * and a client may send null to a nullable field.
 */
export const nullishDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.nullish().transform((value): z.output<T> => value ?? fallback);

export const capField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || CAP_PATTERN.test(value), v.capNonValido);

/** The Italian VAT number's last digit checks the first ten (the Luhn scheme on base 10, as the Agenzia delle Entrate defines it). */
export function partitaIvaValida(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let somma = 0;
  for (let i = 0; i < 10; i++) {
    const cifra = Number(value[i]);
    if (i % 2 === 0) somma += cifra;
    else somma += cifra * 2 > 9 ? cifra * 2 - 9 : cifra * 2;
  }
  return (10 - (somma % 10)) % 10 === Number(value[10]);
}
