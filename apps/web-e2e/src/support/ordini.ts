import type { APIRequestContext } from '@playwright/test';
import { graphql } from './catalogo';

type StatoOrdine = 'pending' | 'processing' | 'completed' | 'cancelled';

/** The ids of a listing's parts by name, as the public listing shows them. */
export async function idRicambiApi(request: APIRequestContext, autoId: string): Promise<Record<string, string>> {
  const { listing } = await graphql<{ listing: { ricambi: { id: string; nome: string }[] } }>(
    request,
    null,
    'query Listing($id: ID!) { listing(id: $id) { ricambi { id nome } } }',
    { id: autoId },
  );
  return Object.fromEntries(listing.ricambi.map((r) => [r.nome, r.id]));
}

/** Places an order as the buyer whose token is given, with a complete shipping address. */
export async function ordinaApi(
  request: APIRequestContext,
  token: string,
  ordine: { autoId: string; ricambiIds: string[]; nome: string; email: string; note?: string },
): Promise<{ id: string; codice: string }> {
  const { placeOrder } = await graphql<{ placeOrder: { id: string; codice: string } }>(
    request,
    token,
    'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { id codice } }',
    {
      input: {
        ordineId: crypto.randomUUID(),
        telefono: '333 481 2290',
        indirizzo: 'Via dell’Indipendenza 8',
        citta: 'Bologna',
        cap: '40121',
        provincia: 'BO',
        ...ordine,
      },
    },
  );
  return placeOrder;
}

export async function cambiaStatoApi(request: APIRequestContext, token: string, ordineId: string, stato: Exclude<StatoOrdine, 'pending'>): Promise<void> {
  await graphql(request, token, 'mutation Stato($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { id } }', {
    input: { ordineId, stato },
  });
}

export async function statisticheVenditoreApi(request: APIRequestContext, token: string): Promise<{ ordini: number; venditeCentesimi: number }> {
  return (await graphql<{ sellerStats: { ordini: number; venditeCentesimi: number } }>(request, token, '{ sellerStats { ordini venditeCentesimi } }'))
    .sellerStats;
}
