import { screen, waitFor } from '@testing-library/react';
import { autoCardDemo, risultatiRicerca } from '../../../testing/catalogo';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { venditoreLoggato } from '../../../testing/gettoni';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { SUGGERIMENTO_RICHIESTA } from '../../richieste/components/SuggerimentoCercoRicambio';

describe('home page', () => {
  it('"Inizia a vendere" opens registration with Venditore (Demolitore) chosen', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo()]) });
    const { user, router } = renderApp('/', gateway.fetch);
    await user.click(await screen.findByRole('link', { name: 'Inizia a vendere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/registrazione'));
    expect(router.state.location.search).toBe('?ruolo=venditore');
    expect(await screen.findByRole('radio', { name: /Venditore \(Demolitore\)/ })).toBeChecked();
  });

  it('offers a "Cerco ricambio" request when a search finds no car: its form to a buyer, the login to a visitor, nothing to a seller', async () => {
    const CercaAuto = () => risultatiRicerca([]);
    const nessuno = () => screen.findByText('Nessun risultato trovato');

    const acquirente = renderApp('/?marca=Trabant', acquirenteLoggato({ CercaAuto }).fetch);
    await nessuno();
    expect(await screen.findByRole('link', { name: SUGGERIMENTO_RICHIESTA })).toHaveAttribute('href', '/cerco/nuova');
    acquirente.unmount();

    const visitatore = renderApp('/?marca=Trabant', createFakeGateway({ CercaAuto }).fetch);
    await nessuno();
    expect(await screen.findByRole('link', { name: SUGGERIMENTO_RICHIESTA })).toHaveAttribute('href', '/login?ritorno=%2Fcerco%2Fnuova');
    visitatore.unmount();

    renderApp('/?marca=Trabant', venditoreLoggato({ CercaAuto }).fetch);
    await nessuno();
    // The navbar's messages link is there once the session is known.
    await screen.findByRole('link', { name: 'Messaggi' });
    expect(screen.queryByRole('link', { name: SUGGERIMENTO_RICHIESTA })).not.toBeInTheDocument();
  });
});
