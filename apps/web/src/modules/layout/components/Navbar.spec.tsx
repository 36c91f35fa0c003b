import { screen, waitFor, within } from '@testing-library/react';
import { createFakeGateway, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

describe('navbar', () => {
  it('offers Accedi and Registrati to anonymous visitors', async () => {
    renderApp('/', createFakeGateway().fetch);
    expect(await screen.findByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/registrazione');
    const navbar = within(screen.getByRole('navigation', { name: 'Principale' }));
    for (const name of ['Home', 'Vantaggi Acquirenti', 'Vantaggi Venditori']) {
      expect(navbar.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('gives a seller the seller dashboard and Nuova Inserzione, and logs out with Esci', async () => {
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({
        data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo({ ruolo: 'venditore', nome: 'Demolizioni Po' }) } },
      }),
      Esci: () => ({ data: { esci: true } }),
    });
    const { user } = renderApp('/', gateway.fetch);
    expect(await screen.findByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/venditore');
    expect(screen.getByRole('link', { name: /Nuova Inserzione/ })).toHaveAttribute('href', '/venditore/nuova-inserzione');

    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'Esci')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Demolizioni Po')).not.toBeInTheDocument());
  });

  it("names the signed-in user in the bar, with the whole name in a title when it is too long to fit", async () => {
    const nome = 'Autodemolizioni Fratelli Franceschini di Castelfranco Emilia';
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo({ ruolo: 'venditore', nome }) } } }),
    });
    renderApp('/', gateway.fetch);
    const navbar = within(await screen.findByRole('navigation', { name: 'Principale' }));
    expect(await navbar.findByTitle(nome)).toHaveTextContent(nome);
  });

  it('logs out from a guarded page to the home page, not to /login', async () => {
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo() } } }),
      Esci: () => ({ data: { esci: true } }),
    });
    const { user, router } = renderApp('/acquirente', gateway.fetch);
    const sidebar = within(await screen.findByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getByText('anna@example.it')).toBeInTheDocument();

    await user.click(sidebar.getByRole('button', { name: 'Esci' }));
    expect(await screen.findByRole('heading', { name: 'Come Funziona' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('collapses into a mobile menu', async () => {
    const { user } = renderApp('/', createFakeGateway().fetch);
    const toggle = await screen.findByRole('button', { name: 'Apri menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Chiudi menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('menu-mobile')).toBeInTheDocument();
  });
});
