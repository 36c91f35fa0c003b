import { z } from 'zod';
import type { DatiCommercianteDto } from './tracciabilita';
import type { RUOLI } from '../roles';
import type { Orari } from '../validation/orari';
import { emailField, passwordField } from '../validation/fields';
import { loginSchema, registrazioneSchema, nuovaPasswordSchema } from '../validation/auth';
import { nullishDefault } from '../validation/fields';
import { profiloAcquirenteSchema, profiloVenditoreSchema, type Officina } from '../validation/profilo';
import { veicoloSchema, type Veicolo } from '../validation/veicolo';

/** A user as identity returns it (docs/rules.md §4 users); never carries credentials. */
export interface UserDto {
  id: string;
  email: string;
  nome: string;
  ruolo: (typeof RUOLI)[number];
  telefono: string | null;
  indirizzo: string | null;
  citta: string | null;
  cap: string | null;
  provincia: string | null;
  nomeAttivita: string | null;
  partitaIva: string | null;
  orari: Orari;
  bannerImage: string | null;
  logoImage: string | null;
  descrizione: string | null;
  iban: string | null;
  /** A buyer's declaration of being a repair business, null for a consumer (and for sellers). */
  officina: Officina | null;
  createdAt: string;
}

export const registerRequest = registrazioneSchema;

export const loginRequest = z.object({
  email: emailField,
  password: passwordField,
  /** "Ricordami": the refresh session outlives the browser session; the login form's field, with its default. */
  persistent: loginSchema.shape.ricordami,
  userAgent: z.string().max(500).nullish(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(500) });
export type RefreshRequest = z.input<typeof refreshRequest>;

export const logoutRequest = refreshRequest;

/** A new session, or a rotated one: the raw refresh token is only ever seen here and in the cookie. */
export interface SessionDto {
  user: UserDto;
  /** The login this token belongs to, the same across rotations: access tokens carry it, so it can be revoked. */
  sessionId: string;
  refreshToken: string;
  persistent: boolean;
  expiresAt: string;
}

/** What a logout or a password reset ended: the gateway refuses these sessions' access tokens from now on. */
export interface RevokedSessionsDto {
  revokedSessions: string[];
}

export const requestResetRequest = z.object({
  email: emailField,
  /** Origin-absolute link target, e.g. http://localhost:8080/update-password; the token is appended. */
  resetUrl: z.url(),
});
export type RequestResetRequest = z.input<typeof requestResetRequest>;

export const resetPasswordRequest = nuovaPasswordSchema.and(z.object({ token: z.string().min(1).max(200) }));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const updateBuyerProfileRequest = profiloAcquirenteSchema;

export const updateSellerProfileRequest = profiloVenditoreSchema;

export const publicProfileRequest = z.object({ venditoreId: z.uuid() });

export const buyerDeclarationRequest = z.object({ acquirenteId: z.uuid() });

/**
 * What orders asks of the buyer before reserving parts, in one request: the repair-business declaration (safety parts
 * go only to a declared repair business) and the garage's active vehicle, which the order's fit is judged for
 * (docs/rules.md §3.14), without its VIN.
 */
export interface AcquirenteAlPiazzamentoDto {
  officina: Officina | null;
  /** The garage's fields without the VIN, which goes to no other service; null without a garage (and for sellers). */
  veicolo: Omit<Veicolo, 'numeroTelaio'> | null;
}
export type PublicProfileRequest = z.input<typeof publicProfileRequest>;

/** What anyone may see of a seller: business data and contacts, never IBAN or personal address of a buyer. */
export type VenditorePubblicoDto = Pick<
  UserDto,
  | 'id'
  | 'nome'
  | 'nomeAttivita'
  | 'email'
  | 'telefono'
  | 'indirizzo'
  | 'citta'
  | 'cap'
  | 'provincia'
  | 'descrizione'
  | 'orari'
  | 'bannerImage'
  | 'logoImage'
  /** Member since: when the seller registered (docs/rules.md §3.17). */
  | 'createdAt'
> & {
  /** The trader's data art. 30(7) DSA asks shown, once the seller gave them all; null before. */
  commerciante: DatiCommercianteDto | null;
};

/** The buyer's garage (docs/rules.md §3.6): whose vehicles comes from the actor, never from these. */
export const addVeicoloRequest = veicoloSchema.extend({
  /** Makes the new vehicle the active one; the first vehicle of a garage is active anyway. */
  attivo: nullishDefault(z.boolean(), false),
});
export type AddVeicoloRequest = z.input<typeof addVeicoloRequest>;

export const updateVeicoloRequest = veicoloSchema.extend({ veicoloId: z.uuid() });
export type UpdateVeicoloRequest = z.input<typeof updateVeicoloRequest>;

export const veicoloIdRequest = z.object({ veicoloId: z.uuid() });

/**
 * A vehicle of the buyer's garage, with what its VIN says offline: the maker (`vinMarca`, null without a VIN or for an
 * unknown maker) and the warnings where the VIN disagrees with the marca or anno (verificaVin). The VIN is the buyer's
 * own, shown to them alone.
 */
export interface VeicoloDto extends Veicolo {
  id: string;
  /** Exactly one vehicle of a garage that has any. */
  attivo: boolean;
  creatoIl: string;
  vinMarca: string | null;
  avvisiVin: string[];
}
