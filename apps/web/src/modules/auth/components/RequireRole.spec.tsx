import { screen, waitFor } from '@testing-library/react';
import { createFakeGateway, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

const loggedInAs = (ruolo: 'acquirente' | 'venditore') =>
  createFakeGateway({
    RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo({ ruolo }) } } }),
  });

describe('route guard', () => {
  it('shows a spinner while the session loads', () => {
    const fetch = () => new Promise<Response>(() => undefined);
    renderApp('/acquirente', fetch);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento…');
  });

  it('sends an anonymous visitor of /acquirente to /login', async () => {
    const { router } = renderApp('/acquirente', createFakeGateway().fetch);
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a buyer opening /venditore to /', async () => {
    const { router } = renderApp('/venditore', loggedInAs('acquirente').fetch);
    expect(await screen.findByRole('heading', { name: 'Come Funziona' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a seller into the seller dashboard, headed by the person name and a placeholder without business name and images', async () => {
    renderApp('/venditore', loggedInAs('venditore').fetch);
    expect(await screen.findByRole('heading', { name: 'Anna Bianchi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifica Profilo' })).toHaveAttribute('href', '/venditore/profilo');
    expect(screen.queryByRole('img', { name: /Banner di|Logo di/ })).not.toBeInTheDocument();
  });

  it('heads the seller dashboard with the business name, banner and logo once the profile has them', async () => {
    const utente = utenteDemo({
      ruolo: 'venditore',
      nomeAttivita: 'Autodemolizioni Bianchi',
      bannerImage: '00000000-0000-4000-8000-00000000000b.jpg',
      logoImage: '00000000-0000-4000-8000-00000000000c.png',
    });
    const gateway = createFakeGateway({ RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utente } } }) });
    renderApp('/venditore', gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Autodemolizioni Bianchi', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner di Autodemolizioni Bianchi' })).toHaveAttribute(
      'src',
      '/media/profile-images/00000000-0000-4000-8000-00000000000b.jpg',
    );
    expect(screen.getByRole('img', { name: 'Logo di Autodemolizioni Bianchi' })).toHaveAttribute(
      'src',
      '/media/profile-images/00000000-0000-4000-8000-00000000000c.png',
    );
  });

  it('sends a buyer opening the seller settings to /', async () => {
    const { router } = renderApp('/venditore/profilo', loggedInAs('acquirente').fetch);
    expect(await screen.findByRole('heading', { name: 'Come Funziona' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps later screens of the seller area behind the guard', async () => {
    const { router } = renderApp('/venditore/parco-macchine', createFakeGateway().fetch);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the 404 page for an unknown address', async () => {
    renderApp('/pagina-inesistente', createFakeGateway().fetch);
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  });
});
