import { CATALOGO_RICAMBI, type NomeRicambio } from '@ricambiamo/contracts';

/** What narrows the seller's requests: a make as typed, a part of the catalogue; empty for any. */
export interface FiltriRichiesteVenditore {
  marca: string;
  ricambio: NomeRicambio | '';
}

/** A part's name as an address or a form gave it, if the catalogue has it. */
export const ricambioDelCatalogo = (valore: string | null): NomeRicambio | '' =>
  (CATALOGO_RICAMBI as readonly string[]).includes(valore ?? '') ? (valore as NomeRicambio) : '';

/** A text box of a filters' form as submitted, trimmed; nothing for a box it does not have. */
export function testoDelModulo(modulo: HTMLFormElement, nome: string): string {
  const valore = new FormData(modulo).get(nome);
  return typeof valore === 'string' ? valore.trim() : '';
}
