import { eRicambioDiSicurezza } from '@ricambiamo/contracts';

/**
 * The parts a visitor picked on a listing, and whether they went on to the checkout, live in the address: a reload,
 * a login on the way (which comes back here) or a shared link keep them.
 */
const RICAMBI = 'ricambi';
const CHECKOUT = 'checkout';
/** placeOrderRequest's bound; anything beyond it in a pasted address is dropped. */
const MASSIMO = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Selezione {
  ids: ReadonlySet<string>;
  checkout: boolean;
}

export function leggiSelezione(params: URLSearchParams): Selezione {
  const ids = (params.get(RICAMBI) ?? '').split(',').filter((id) => UUID.test(id)).slice(0, MASSIMO);
  return { ids: new Set(ids), checkout: params.get(CHECKOUT) === '1' };
}

/** Only what is set, so a listing with nothing picked stays at its bare address. */
export function scriviSelezione({ ids, checkout }: Selezione): URLSearchParams {
  const params = new URLSearchParams();
  if (ids.size > 0) params.set(RICAMBI, [...ids].join(','));
  if (checkout && ids.size > 0) params.set(CHECKOUT, '1');
  return params;
}

/** docs/rules.md §6, and the law on safety parts: what a visitor can pick, whatever an old link or a reload says. */
export const selezionabile = (ricambio: { nome: string; disponibile: boolean }, officina: boolean): boolean =>
  ricambio.disponibile && (officina || !eRicambioDiSicurezza(ricambio.nome));
