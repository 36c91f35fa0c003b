import { MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { venditoreConInserzioni } from '../../../testing/catalogo';
import { conversazioneOrdineDemo, conversazioniFinte, ID_CONVERSAZIONE_ORDINE } from '../../../testing/messaggi';
import { acquirenteLoggato, ID_ORDINE, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const M = MESSAGGI_CONVERSAZIONE;
const ordine = async () => within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));

describe('writing about an order from its card', () => {
  it('opens the order’s conversation for the buyer', async () => {
    const conversazione = conversazioneOrdineDemo({ ruolo: 'acquirente', interlocutore: 'Demolizioni Po' });
    const finte = conversazioniFinte([conversazione]);
    const gateway = acquirenteLoggato({
      ...finte.handlers,
      StatisticheAcquirente: () => ({ data: { statisticheAcquirente: { ordiniTotali: 1, inAttesa: 1, inLavorazione: 0, totaleSpesoCentesimi: 102_990 } } }),
      MieiOrdini: () => ({ data: { mieiOrdini: [ordineDemo()] } }),
      ConversazioneOrdine: () => ({ data: { conversazioneOrdine: conversazione } }),
    });
    const { user, router } = renderApp('/acquirente/ordini', gateway.fetch);
    await user.click((await ordine()).getByRole('button', { name: M.scriviVenditore }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/messaggi/${ID_CONVERSAZIONE_ORDINE}`));
    expect(gateway.chiamate.filter((c) => c.operazione === 'ConversazioneOrdine').map((c) => c.variables)).toEqual([{ ordineId: ID_ORDINE }]);
    expect(await screen.findByRole('region', { name: 'Conversazione: Ordine 9B2F4E1A' })).toBeInTheDocument();
  });

  it('opens it for the seller too', async () => {
    const conversazione = conversazioneOrdineDemo();
    const gateway = venditoreConInserzioni({
      ...conversazioniFinte([conversazione]).handlers,
      OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [ordineDemo()] } }),
      ConversazioneOrdine: () => ({ data: { conversazioneOrdine: conversazione } }),
    });
    const { user, router } = renderApp('/venditore/ordini', gateway.fetch);
    const card = await ordine();
    expect(card.queryByRole('button', { name: M.scriviVenditore })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: M.scriviAcquirente }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messaggi/${ID_CONVERSAZIONE_ORDINE}`));
    expect(gateway.chiamate.filter((c) => c.operazione === 'ConversazioneOrdine').map((c) => c.variables)).toEqual([{ ordineId: ID_ORDINE }]);
  });
});
