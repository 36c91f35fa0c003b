import { z } from 'zod';
import { MESSAGGI } from '../messages';

const v = MESSAGGI.validazione;

/** Spec §9 limits. */
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

export const capField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || CAP_PATTERN.test(value), v.capNonValido);
