import { AZIENDA } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

describe('site footer', () => {
  it('shows the contacts and the company details from AZIENDA', async () => {
    renderApp('/', createFakeGateway().fetch);
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(AZIENDA.indirizzoCompleto)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: AZIENDA.telefono })).toHaveAttribute('href', AZIENDA.telefonoLink);
    expect(footer.getByRole('link', { name: AZIENDA.email })).toHaveAttribute('href', `mailto:${AZIENDA.email}`);
    expect(footer.getByText(new RegExp(`${AZIENDA.ragioneSociale} · P\\.IVA ${AZIENDA.partitaIva}`))).toBeInTheDocument();
  });

  it('links every policy page', async () => {
    renderApp('/', createFakeGateway().fetch);
    const footer = within(await screen.findByRole('contentinfo'));
    for (const policy of ['terms', 'privacy', 'cookies', 'sales', 'shipping', 'warranty']) {
      expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`/policies/${policy}`);
    }
  });

  it('opens registration as a seller from "Diventa venditore"', async () => {
    const { user, router } = renderApp('/', createFakeGateway().fetch);
    const footer = within(await screen.findByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Diventa venditore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registrazione'));
    expect(await screen.findByRole('radio', { name: /Venditore \(Demolitore\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Acquirente/ })).not.toBeChecked();
  });
});
