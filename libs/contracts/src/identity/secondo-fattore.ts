import { z } from 'zod';
import type { SessionDto } from './messages';

// The operator's second factor (docs/rules.md §3.21): a TOTP code (RFC 6238) of an authenticator app, or one of the
// recovery codes given when it was set up. The password alone opens a challenge, never a session.

export const CIFRE_TOTP = 6;
export const SECONDI_PERIODO_TOTP = 30;
export const EMITTENTE_TOTP = 'Ricambiamo';
/** Recovery codes given at enrolment, each good once. */
export const CODICI_RECUPERO = 10;
/** A challenge lasts this long, and takes at most this many wrong codes before the password must be given again. */
export const MINUTI_SFIDA = 5;
export const TENTATIVI_SFIDA = 5;
/** Wrong codes an account may send over this many minutes, across challenges, before it opens no other. */
export const CODICI_SBAGLIATI_PER_ACCOUNT = 10;
export const MINUTI_BLOCCO_SECONDO_FATTORE = 15;

export const MESSAGGI_SECONDO_FATTORE = {
  titolo: 'Verifica in due passaggi',
  istruzioni: "Inserisci il codice a 6 cifre che vedi nell'app di autenticazione.",
  codice: 'Codice di verifica',
  codiceMancante: "Inserisci il codice a 6 cifre dell'app o un codice di recupero",
  codiceErrato: 'Codice non valido',
  scaduta: 'Accesso scaduto: inserisci di nuovo e-mail e password',
  verifica: 'Verifica',
  recupero: "Non hai l'app? Usa un codice di recupero",
  titoloAttivazione: 'Attiva la verifica in due passaggi',
  istruzioniAttivazione:
    "Il tuo account di operatore è protetto da un secondo fattore. Inquadra il codice QR con un'app di autenticazione (per esempio Google Authenticator, Microsoft Authenticator o FreeOTP), poi inserisci il codice a 6 cifre che ti mostra.",
  chiaveManuale: 'Oppure inserisci questa chiave a mano',
  attiva: 'Attiva',
  titoloCodiciRecupero: 'I tuoi codici di recupero',
  istruzioniCodiciRecupero:
    "Conservali in un posto sicuro: ognuno vale una volta sola e ti fa entrare se perdi il telefono. Non li mostreremo più.",
  copiaCodici: 'Copia i codici',
  codiciCopiati: 'Codici copiati',
  continua: 'Ho salvato i codici, continua',
  // The console's security card.
  sicurezza: 'Verifica in due passaggi',
  attivaDal: "Attiva: a ogni accesso ti chiediamo il codice dell'app di autenticazione.",
  rimasti: (n: number) => (n === 1 ? 'Ti resta 1 codice di recupero' : `Ti restano ${n} codici di recupero`),
  rigenera: 'Nuovi codici di recupero',
  istruzioniRigenera: "Inserisci il codice dell'app per avere 10 nuovi codici: quelli di prima non varranno più.",
  codiceApp: "Inserisci il codice a 6 cifre dell'app di autenticazione",
  rigenerati: 'Nuovi codici di recupero pronti: conservali in un posto sicuro',
} as const;

const CODICE_TOTP = new RegExp(`^\\d{${CIFRE_TOTP}}$`);
/** Ten letters and digits of the base32 alphabet, as they are given: "k7m2p-q9xre". */
const CODICE_RECUPERO = /^[a-z2-7]{10}$/;

/** Spaces and dashes typed between groups are dropped, and letters lower-cased, before the code is checked. */
export const codiceSecondoFattoreField = z
  .string({ error: MESSAGGI_SECONDO_FATTORE.codiceMancante })
  .transform((codice) => codice.replaceAll(/[\s-]/g, '').toLowerCase())
  .refine((codice) => CODICE_TOTP.test(codice) || CODICE_RECUPERO.test(codice), MESSAGGI_SECONDO_FATTORE.codiceMancante);

export const isCodiceTotp = (codice: string): boolean => CODICE_TOTP.test(codice);

export const sfidaRequest = z.object({ sfida: z.string().min(1).max(200) });
/** New recovery codes are given for a code of the app only, never for a recovery code. */
export const rigeneraCodiciRequest = z.object({
  codice: codiceSecondoFattoreField.refine((codice) => CODICE_TOTP.test(codice), MESSAGGI_SECONDO_FATTORE.codiceApp),
});
export const codiceSfidaRequest = sfidaRequest.extend({ codice: codiceSecondoFattoreField });

/** What the password opens for an operator: a challenge, to be answered with a code, or first with an enrolment. */
export interface SfidaDto {
  sfida: string;
  /** No second factor set up yet: the challenge enrols one first. */
  attivazione: boolean;
}

/** A login: a session at once, or for an operator the challenge of the second factor. */
export type EsitoAccessoDto = { sessione: SessionDto; secondoFattore: null } | { sessione: null; secondoFattore: SfidaDto };

/** The secret to enrol, as a key to type and as the otpauth:// address a QR code carries. */
export interface AttivazioneDto {
  segreto: string;
  uri: string;
}

export interface SicurezzaOperatoreDto {
  codiciRecuperoRimasti: number;
}

export interface SecondoFattoreAttivatoDto {
  sessione: SessionDto;
  /** Shown once, never stored in clear. */
  codiciRecupero: string[];
}
