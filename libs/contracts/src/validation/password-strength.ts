import type { z } from 'zod';

/**
 * The lowest zxcvbn score a new password may have. Below 2 are the most used passwords and what dictionaries and the
 * user's own data find within 10^6 guesses ("password", "123456", "ricambi1", the user's name); from 2 up, guessing
 * through the login, which is rate limited, is out of reach. zxcvbn counts 10^n guesses for n random characters, so no
 * password of 6 characters (the minimum length) reaches 2: in practice the rule asks for 7 or more. See
 * docs/security.md, "Passwords".
 */
export const PUNTEGGIO_PASSWORD_MINIMO = 2;

export const PASSWORD_DEBOLE =
  'La password è troppo facile da indovinare: evita parole comuni, sequenze, il tuo nome e la tua email';

/** Words of this site that a password built on them (ricambi1) makes guessable, as zxcvbn suggests passing them. */
const PAROLE_DEL_SITO = ['ricambiamo', 'ricambi', 'ricambio', 'demolitore', 'autodemolizioni'];

/** What a user has told the site about itself: each may be unknown where the password is chosen (a reset link). */
export interface DatiPersonali {
  nome?: string | null;
  email?: string | null;
  nomeAttivita?: string | null;
}

/** What the estimator says of a password: zxcvbn's score from 0 to 4, whether the rule accepts it, Italian feedback. */
export interface StimaPassword {
  punteggio: number;
  accettabile: boolean;
  avviso: string | null;
  suggerimenti: string[];
}

/** Estimates a password, the user's own data counting as what an attacker tries first. */
export type StimatorePassword = (password: string, utente: DatiPersonali) => StimaPassword;

/**
 * The user's name, e-mail, its local part and business name: whole, run together (mariorossi) and word by word
 * (rossi), which is how they turn up in passwords.
 */
export function datiPersonali({ nome, email, nomeAttivita }: DatiPersonali): string[] {
  // zxcvbn compares in lower case.
  const interi = [nome, email, email?.split('@')[0], nomeAttivita]
    .filter((dato): dato is string => !!dato?.trim())
    .map((dato) => dato.toLowerCase());
  const parole = interi.map((dato) => dato.split(/[^\p{L}\p{N}]+/u));
  // Two letters are in too many passwords to count as the user's own.
  const lunghe = (lista: string[]) => lista.filter((parola) => parola.length >= 3);
  return [...new Set([...interi, ...lunghe(parole.map((lista) => lista.join(''))), ...lunghe(parole.flat())])];
}

/**
 * zxcvbn with its common and Italian dictionaries, built afresh: about 15 MB of heap once built. A server that keeps it
 * only while passwords are being chosen builds its own; pages use the one caricaStimatorePassword keeps.
 */
export async function creaStimatorePassword(): Promise<StimatorePassword> {
  const [{ ZxcvbnFactory }, comune, italiano] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-it'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...comune.dictionary, ...italiano.dictionary },
    graphs: comune.adjacencyGraphs,
    translations: italiano.translations,
  });
  return (password, utente) => {
    const { score, feedback } = zxcvbn.check(password, [...PAROLE_DEL_SITO, ...datiPersonali(utente)]);
    return {
      punteggio: score,
      accettabile: score >= PUNTEGGIO_PASSWORD_MINIMO,
      avviso: feedback.warning,
      suggerimenti: feedback.suggestions,
    };
  };
}

let stimatore: Promise<StimatorePassword> | undefined;

/**
 * The estimator, built once. The dictionaries weigh about a megabyte to download, so they are imported here and only
 * when asked for: the web loads them on the pages with a new password.
 */
export function caricaStimatorePassword(): Promise<StimatorePassword> {
  stimatore ??= creaStimatorePassword().catch((error: unknown) => {
    // A failed download (a web chunk) may succeed when asked again.
    stimatore = undefined;
    throw error;
  });
  return stimatore;
}

/** The rule: null when the password may be used, else the message to show under its field. */
export function problemaPassword(stima: StimatorePassword, password: string, utente: DatiPersonali): string | null {
  return stima(password, utente).accettabile ? null : PASSWORD_DEBOLE;
}

type ConPassword = DatiPersonali & { password: string };

/**
 * A form's schema with the rule on its password field, the name and e-mail typed beside it counting as the user's
 * own. Asynchronous, as it waits for the estimator; if that cannot be loaded the form leaves the refusal to the
 * server, which applies the same rule.
 */
export function conPasswordRobusta<S extends z.ZodType<ConPassword>>(schema: S): S {
  return schema.superRefine(
    async (dati, ctx) => {
      const stima = await caricaStimatorePassword().catch(() => null);
      const messaggio = stima && problemaPassword(stima, dati.password, dati);
      if (messaggio) ctx.addIssue({ code: 'custom', path: ['password'], message: messaggio });
    },
    // Once the password has passed its own checks, whatever the other fields: a short one keeps its message alone.
    {
      when: ({ issues, value }) =>
        typeof (value as Partial<ConPassword> | null)?.password === 'string' &&
        !issues.some(({ path }) => path?.[0] === 'password'),
    },
  );
}
