/**
 * Values that are odd but valid in the database: a record written before today's checks (or by hand) may hold them,
 * and the pages that show it to buyers must still render (docs/security.md, "Image keys").
 */

/** 36 characters of [0-9a-f-] and an extension: what the listing schema once took, and no key the media helpers read. */
export const KEY_NON_VALIDA = '0123456789abcdef0123456789abcdef0123.png';

/** Other stored values that are no image key: a client file name, a path, an empty string. */
export const ALTRE_KEY_NON_VALIDE = ['foto-frontale.jpg', '../../graphql?query=x', ''] as const;

/** A description without a single space: a phone must wrap it, not scroll sideways. */
export const PAROLA_LUNGHISSIMA = 'Ricambio'.repeat(625);

/** Right-to-left override, Arabic, zero-width space, emoji and text that looks like HTML: shown as text, never markup. */
export const TESTO_STRANO = '\u202Eمرحبا\u200B 🚗🔧 <img src=x onerror="alert(1)"> &amp; <b>grassetto</b>';

/** A part name the catalogue does not know (the catalogue names twelve, the database takes any text). */
export const RICAMBIO_SCONOSCIUTO = 'Pezzo introvabile del 1962';
