import { screen, waitFor } from '@testing-library/react';
import { autoCardDemo, risultatiRicerca } from '../../../testing/catalogo';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

describe('home page', () => {
  it('"Inizia a vendere" opens registration with Venditore (Demolitore) chosen', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo()]) });
    const { user, router } = renderApp('/', gateway.fetch);
    await user.click(await screen.findByRole('link', { name: 'Inizia a vendere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/registrazione'));
    expect(router.state.location.search).toBe('?ruolo=venditore');
    expect(await screen.findByRole('radio', { name: /Venditore \(Demolitore\)/ })).toBeChecked();
  });
});
