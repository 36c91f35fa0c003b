import type { VenditorePubblico } from './venditore-pubblico.query';

/**
 * The seller's address as Italians write it, "Via Emilia 12, 41121 Modena (MO)": the province in brackets follows the
 * town with a space, never a comma. Parts the seller left empty are left out; nothing at all is an empty string.
 */
export function indirizzoVetrina({ indirizzo, cap, citta, provincia }: Pick<VenditorePubblico, 'indirizzo' | 'cap' | 'citta' | 'provincia'>): string {
  const luogo = [indirizzo, [cap, citta].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [luogo, provincia && `(${provincia})`].filter(Boolean).join(' ');
}
