import { z } from 'zod';
import { MESSAGGI } from '../messages';
import { RUOLI } from '../roles';
import { nullishDefault, emailField, nomeField, passwordField } from './fields';

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
    ruolo: nullishDefault(z.enum(RUOLI), 'acquirente'),
  })
  .refine(passwordsMatch, { message: v.passwordNonCorrispondono, path: ['confermaPassword'] });
export type RegistrazioneInput = z.input<typeof registrazioneSchema>;

export const richiestaResetSchema = z.object({ email: emailField });
export type RichiestaResetInput = z.input<typeof richiestaResetSchema>;

export const nuovaPasswordSchema = z
  .object({ password: passwordField, confermaPassword: confermaField })
  .refine(passwordsMatch, { message: v.passwordNonCorrispondono, path: ['confermaPassword'] });
export type NuovaPasswordInput = z.input<typeof nuovaPasswordSchema>;
