import { z } from 'zod';
import { MESSAGGI } from '../messages';
import { RUOLI_REGISTRAZIONE } from '../roles';
import { nullishDefault, emailField, nomeField, passwordField } from './fields';
import { conPasswordRobusta } from './password-strength';

const v = MESSAGGI.validazione;

const confermaField = z.string({ error: v.confermaObbligatoria }).min(1, v.confermaObbligatoria);

const passwordsMatch = (data: { password: string; confermaPassword: string }) =>
  data.password === data.confermaPassword;

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  ricordami: nullishDefault(z.boolean(), false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registrazioneSchema = z
  .object({
    nome: nomeField,
    email: emailField,
    password: passwordField,
    confermaPassword: confermaField,
    ruolo: nullishDefault(z.enum(RUOLI_REGISTRAZIONE), 'acquirente'),
  })
  .refine(passwordsMatch, { message: v.passwordNonCorrispondono, path: ['confermaPassword'] });
export type RegistrazioneInput = z.input<typeof registrazioneSchema>;

/**
 * The registration form: the request's schema with the password strength rule, which needs the estimator and so runs
 * asynchronously. Identity applies the same rule (problemaPassword) after parsing the request.
 */
export const registrazioneFormSchema = /* @__PURE__ */ conPasswordRobusta(registrazioneSchema);

export const richiestaResetSchema = z.object({ email: emailField });
export type RichiestaResetInput = z.input<typeof richiestaResetSchema>;

export const nuovaPasswordSchema = z
  .object({ password: passwordField, confermaPassword: confermaField })
  .refine(passwordsMatch, { message: v.passwordNonCorrispondono, path: ['confermaPassword'] });
export type NuovaPasswordInput = z.input<typeof nuovaPasswordSchema>;

/** The new-password form, with the strength rule; identity applies it again with the stored name and e-mail. */
export const nuovaPasswordFormSchema = /* @__PURE__ */ conPasswordRobusta(nuovaPasswordSchema);
