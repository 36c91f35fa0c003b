/**
 * Contact details in texts strangers write to each other (reviews, messages) are shown masked: a review is public, and
 * a deal agreed outside the marketplace loses the buyer its protection (docs/rules.md §3.16). The text is stored as
 * written; it is masked where it is read.
 */
export const CONTATTO_NASCOSTO = '[contatto nascosto]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * An IBAN, spaced in fours or not: two letters, two check digits, then groups of up to four letters and digits, 15 to
 * 34 characters in all (checked apart, so that "VW20 TDI 150 CV" stays).
 */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b/g;
/**
 * An Italian phone number as people type it: a landline (0…) or a mobile (3…), 8 to 11 digits, grouped by spaces,
 * dots, dashes, slashes or brackets, with +39 or 0039 before it or not. Other runs of digits stay: a year, a price,
 * a mileage, an OEM code that starts with another digit or holds letters.
 */
const TELEFONO = /(?<![\p{L}\p{N}+])(?:(?:\+|00)\d{2}[\s.-]?)?\(?[03](?:[\s./()-]{0,2}\d){7,10}(?![\p{L}\p{N}])/gu;

/** E-mail addresses, IBANs and phone numbers, each replaced by CONTATTO_NASCOSTO. */
export function mascheraContatti(testo: string): string {
  return testo
    .replace(EMAIL, CONTATTO_NASCOSTO)
    .replace(IBAN, (iban) => (iban.replaceAll(' ', '').length >= 15 ? CONTATTO_NASCOSTO : iban))
    .replace(TELEFONO, (numero) => (DATA.test(numero) ? numero : CONTATTO_NASCOSTO));
}

/** 03/05/2026 has a phone number's digits. */
const DATA = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
