import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { createGraphqlClient, type GraphqlClient } from '../lib/graphql/graphql-client';
import { rinnovaSessione } from '../modules/auth/api/refresh-session.mutation';
import { catalogoKeys } from '../modules/catalogo/api/catalogo.keys';
import { verificheRicevuteKeys } from '../modules/compatibilita/api/verifiche-ricevute.keys';
import { importazioniKeys } from '../modules/importazioni/api/importazioni.keys';
import { notificheKeys } from '../modules/notifiche/api/notifiche.keys';
import { ordiniKeys } from '../modules/ordini/api/ordini.keys';
import { statisticheVenditore, venditoreConInserzioni } from '../testing/catalogo';
import { createFakeGateway, utenteDemo } from '../testing/fake-gateway';
import { createFakeLive } from '../testing/fake-live';
import { notificaDemo, notificheFinte } from '../testing/notifiche';
import { acquirenteLoggato, ordineDemo } from '../testing/ordini';
import { renderApp } from '../testing/render-app';
import { collegaAggiornamentiLive } from './aggiornamenti-live';

function collegato(refreshSession: () => string | null = () => 'tok-nuovo') {
  const gateway = createFakeGateway({
    RinnovaSessione: () => {
      const accessToken = refreshSession();
      return { data: { rinnovaSessione: accessToken ? { accessToken, user: utenteDemo() } : null } };
    },
  });
  const graphqlClient: GraphqlClient = createGraphqlClient({ fetch: gateway.fetch, onSessionLost: jest.fn(), rinnovaSessione });
  const queryClient = new QueryClient();
  // A query of each kind the hints cover, so invalidation has something to mark.
  for (const queryKey of [notificheKeys.nonLette, verificheRicevuteKeys.tutte, ordiniKeys.miei(''), ordiniKeys.statisticheVenditore, catalogoKeys.mie('')]) {
    queryClient.setQueryData(queryKey, 0);
  }
  const live = createFakeLive();
  const onSessionLost = jest.fn();
  const stacca = collegaAggiornamentiLive({ graphqlClient, queryClient, apri: live.apri, onSessionLost });
  const invalidate = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { gateway, graphqlClient, queryClient, live, onSessionLost, stacca, invalidate };
}

describe('live updates', () => {
  it('opens one connection per session: on login, anew for each token, closed on logout', () => {
    const { graphqlClient, live, stacca } = collegato();
    expect(live.connessioni).toHaveLength(0);

    graphqlClient.setAccessToken('tok-anna');
    expect(live.tokenAperto()).toBe('tok-anna');
    graphqlClient.setAccessToken('tok-anna');
    expect(live.connessioni).toHaveLength(1);

    // A refreshed token, or another user logging in: the connection authenticates again.
    graphqlClient.setAccessToken('tok-mario');
    expect(live.connessioni.map((c) => [c.token, c.chiusa])).toEqual([
      ['tok-anna', true],
      ['tok-mario', false],
    ]);

    graphqlClient.setAccessToken(null);
    expect(live.tokenAperto()).toBeNull();

    graphqlClient.setAccessToken('tok-anna');
    stacca();
    expect(live.tokenAperto()).toBeNull();
  });

  it("refetches the notifications and the seller's checks on a notifications hint, the orders and listings on an orders hint", () => {
    const { graphqlClient, live, invalidate, queryClient } = collegato();
    graphqlClient.setAccessToken('tok');

    live.emetti('notifiche');
    expect(invalidate()).toEqual([notificheKeys.nonLette, verificheRicevuteKeys.tutte]);

    queryClient.getQueryCache().getAll().forEach((query) => queryClient.setQueryData(query.queryKey, 0));
    live.emetti('ordini');
    expect(invalidate()).toEqual([ordiniKeys.miei(''), ordiniKeys.statisticheVenditore, catalogoKeys.mie('')]);
  });

  it("refetches the seller's import, and nothing else, on an imports hint", () => {
    const { graphqlClient, live, invalidate, queryClient } = collegato();
    queryClient.setQueryData(importazioniKeys.corrente, null);
    graphqlClient.setAccessToken('tok');

    live.emetti('importazioni');
    expect(invalidate()).toEqual([importazioniKeys.corrente]);
  });

  it('refetches everything it covers on every (re)connection, since hints sent meanwhile are lost', () => {
    const { graphqlClient, live, invalidate, queryClient } = collegato();
    graphqlClient.setAccessToken('tok');
    expect(invalidate()).toEqual([]);

    live.connetti();
    const tutto = [notificheKeys.nonLette, verificheRicevuteKeys.tutte, ordiniKeys.miei(''), ordiniKeys.statisticheVenditore, catalogoKeys.mie('')];
    expect(invalidate()).toEqual(tutto);

    queryClient.getQueryCache().getAll().forEach((query) => queryClient.setQueryData(query.queryKey, 0));
    live.connetti();
    expect(invalidate()).toEqual(tutto);
  });

  describe('when the gateway refuses the token', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('renews the session after a pause and reconnects with the new token', async () => {
      const { graphqlClient, live, gateway } = collegato(() => 'tok-rinnovato');
      graphqlClient.setAccessToken('tok-scaduto');
      live.rifiuta();
      expect(live.tokenAperto()).toBeNull();
      expect(gateway.chiamate).toHaveLength(0);

      await jest.advanceTimersByTimeAsync(1000);
      expect(gateway.chiamate.map((c) => c.operazione)).toEqual(['RinnovaSessione']);
      expect(live.tokenAperto()).toBe('tok-rinnovato');
    });

    it('logs out locally when the session cannot be renewed', async () => {
      const { graphqlClient, live, onSessionLost } = collegato(() => null);
      graphqlClient.setAccessToken('tok-revocato');
      live.rifiuta();
      await jest.advanceTimersByTimeAsync(1000);
      expect(onSessionLost).toHaveBeenCalledTimes(1);
      expect(graphqlClient.accessToken()).toBeNull();
      expect(live.tokenAperto()).toBeNull();
    });

    it('waits longer after each refusal, and stops waiting when the user logs out', async () => {
      const { graphqlClient, live, gateway } = collegato(() => 'tok-sempre-rifiutato');
      graphqlClient.setAccessToken('tok');
      live.rifiuta();
      await jest.advanceTimersByTimeAsync(1000);
      live.rifiuta();
      // The second pause is at least one second: nothing yet.
      await jest.advanceTimersByTimeAsync(999);
      expect(gateway.chiamate).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1001);
      expect(gateway.chiamate).toHaveLength(2);

      live.rifiuta();
      graphqlClient.setAccessToken(null);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(gateway.chiamate).toHaveLength(2);
      expect(live.tokenAperto()).toBeNull();
    });

    it('keeps waiting longer through connections that come and go, and starts over once one has stayed up', async () => {
      // Each pause at its shortest: 500 ms after the first refusal, 1000 after the second.
      jest.spyOn(Math, 'random').mockReturnValue(0);
      const { graphqlClient, live, gateway } = collegato(() => 'tok-rinnovato');
      graphqlClient.setAccessToken('tok');
      live.rifiuta();
      await jest.advanceTimersByTimeAsync(500);
      expect(gateway.chiamate).toHaveLength(1);

      // Connected, then turned down again before proving healthy: the same incident, so a longer pause.
      live.connetti();
      live.rifiuta();
      await jest.advanceTimersByTimeAsync(999);
      expect(gateway.chiamate).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(gateway.chiamate).toHaveLength(2);

      // Up long enough to be trusted: the next refusal is a new incident.
      live.connetti();
      live.connessioni.at(-1)?.ascolto.onStabile();
      live.rifiuta();
      await jest.advanceTimersByTimeAsync(500);
      expect(gateway.chiamate).toHaveLength(3);
    });
  });
});

describe('live updates on screen', () => {
  const campanella = () => within(screen.getByRole('navigation', { name: 'Principale' })).getByRole('button', { name: /^Notifiche/ });
  const statistica = (etichetta: string) => screen.getByText(etichetta, { selector: 'dt' }).parentElement;
  const nuovo = ordineDemo({ id: '4b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b', codice: '4B2F4E1A' });

  it("updates the seller's bell and received orders without reload, and catches up on reconnection", async () => {
    const finte = notificheFinte([]);
    let ricevuti = [ordineDemo()];
    const gateway = venditoreConInserzioni({
      ...finte.handlers,
      OrdiniRicevuti: () => ({ data: { ordiniRicevuti: ricevuti } }),
      StatisticheVenditore: () => statisticheVenditore({ ordini: ricevuti.length }),
    });
    const { live } = renderApp('/venditore/ordini', gateway.fetch);
    expect(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' })).toBeInTheDocument();
    await waitFor(() => expect(live.tokenAperto()).toBe('tok'));
    await waitFor(() => expect(statistica('Ordini')).toHaveTextContent('Ordini1'));

    // A buyer orders: orders publishes its hint, notifications its own once the notification is written.
    ricevuti = [nuovo, ...ricevuti];
    live.emetti('ordini');
    expect(await screen.findByRole('article', { name: 'Ordine 4B2F4E1A' })).toBeInTheDocument();
    await waitFor(() => expect(statistica('Ordini')).toHaveTextContent('Ordini2'));
    expect(campanella()).toHaveAccessibleName('Notifiche');
    finte.stato.elenco.unshift(notificaDemo({ titolo: 'Nuovo ordine 4B2F4E1A' }));
    live.emetti('notifiche');
    await waitFor(() => expect(campanella()).toHaveAccessibleName('Notifiche, 1 non letta'));

    // Hints sent while the connection was down are lost: the reconnection alone brings both up to date.
    ricevuti = [ordineDemo({ id: '5b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b', codice: '5B2F4E1A' }), ...ricevuti];
    finte.stato.elenco.unshift(notificaDemo({ id: 'c0c0c0c0-0000-4000-8000-000000000002', titolo: 'Nuovo ordine 5B2F4E1A' }));
    live.connetti();
    expect(await screen.findByRole('article', { name: 'Ordine 5B2F4E1A' })).toBeInTheDocument();
    await waitFor(() => expect(campanella()).toHaveAccessibleName('Notifiche, 2 non lette'));
  });

  it("updates the buyer's orders and stats when the seller moves an order, and the open panel", async () => {
    const finte = notificheFinte([]);
    let ordine = ordineDemo();
    const gateway = acquirenteLoggato({
      ...finte.handlers,
      MieiOrdini: () => ({ data: { mieiOrdini: [ordine] } }),
      StatisticheAcquirente: () => ({
        data: {
          statisticheAcquirente: { ordiniTotali: 1, inAttesa: ordine.stato === 'pending' ? 1 : 0, inLavorazione: ordine.stato === 'processing' ? 1 : 0, totaleSpesoCentesimi: 102_990 },
        },
      }),
    });
    const { live, user } = renderApp('/acquirente/ordini', gateway.fetch);
    const articolo = await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' });
    await waitFor(() => expect(statistica('In Lavorazione')).toHaveTextContent('In Lavorazione0'));
    await user.click(campanella());
    const pannello = await screen.findByRole('dialog', { name: 'Notifiche' });
    expect(await within(pannello).findByText('Nessuna notifica')).toBeInTheDocument();

    ordine = { ...ordine, stato: 'processing', cronologia: [...ordine.cronologia, { stato: 'processing', il: '2026-11-21T11:00:00.000Z', autore: 'venditore' }] };
    finte.stato.elenco.unshift(notificaDemo({ titolo: 'Ordine 9B2F4E1A: In Lavorazione', messaggio: 'Il venditore ha ricevuto il bonifico.' }));
    live.emetti('ordini');
    live.emetti('notifiche');
    await waitFor(() => expect(statistica('In Lavorazione')).toHaveTextContent('In Lavorazione1'));
    await waitFor(() => expect(within(articolo).getByRole('region', { name: 'Cronologia' })).toHaveTextContent('In Lavorazione'));
    expect(await within(pannello).findByText('Ordine 9B2F4E1A: In Lavorazione')).toBeInTheDocument();
    expect(campanella()).toHaveAccessibleName('Notifiche, 1 non letta');
  });

  it('opens the connection with the session, and closes it on logout', async () => {
    const gateway = venditoreConInserzioni({ Esci: () => ({ data: { esci: true } }) });
    const { live, user } = renderApp('/venditore', gateway.fetch);
    const sidebar = within(await screen.findByRole('complementary', { name: 'Menu area personale' }));
    await waitFor(() => expect(live.tokenAperto()).toBe('tok'));
    await user.click(sidebar.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(live.tokenAperto()).toBeNull());
    expect(live.connessioni).toHaveLength(1);
  });
});
