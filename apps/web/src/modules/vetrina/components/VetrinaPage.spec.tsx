import { MESSAGGI } from '@ricambiamo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { autoCardDemo, ID_AUTO, ID_VENDITORE, venditorePubblicoDemo } from '../../../testing/catalogo';
import { KEY_NON_VALIDA, PAROLA_LUNGHISSIMA } from '../../../testing/dati-anomali';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import { fermaOrologio } from '../../../testing/orologio';

describe('public seller profile', () => {
  afterEach(() => jest.useRealTimers());

  it('shows contacts, about, opening hours in Italian with today and "Aperto ora", and the vehicles', async () => {
    // Monday 23 November 2026, 10:00 in Rome.
    fermaOrologio('2026-11-23T09:00:00Z');
    const gateway = createFakeGateway({
      Vetrina: () => ({ data: { vetrina: venditorePubblicoDemo() } }),
      AutoDelVenditore: () => ({ data: { autoDelVenditore: [autoCardDemo()] } }),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Demolizioni Po', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@demolizionipo.it' })).toHaveAttribute('href', 'mailto:info@demolizionipo.it');
    expect(screen.getByText('Via Emilia 12, 44121 Ferrara (FE)')).toBeInTheDocument();
    expect(screen.getByText('Autodemolizione dal 1985.')).toBeInTheDocument();
    // Member since, in Rome's calendar.
    expect(screen.getByText(/Su Ricambiamo da marzo 2024$/)).toBeInTheDocument();

    const orari = within(screen.getByRole('region', { name: 'Orari di Apertura' }));
    expect(orari.getByText('Aperto ora')).toBeInTheDocument();
    const lunedi = orari.getByRole('row', { name: /Lunedì/ });
    expect(lunedi).toHaveTextContent('Lunedì(oggi)08:00 - 18:00');
    expect(lunedi).toHaveAttribute('aria-current', 'date');
    expect(orari.getByRole('row', { name: /Sabato/ })).toHaveTextContent('Sabato08:00 - 12:00');
    expect(orari.getByRole('row', { name: /Domenica/ })).toHaveTextContent('DomenicaChiuso');
    expect(orari.getByRole('row', { name: /Sabato/ })).not.toHaveAttribute('aria-current');

    const veicolo = within(await screen.findByRole('article', { name: 'Fiat Panda' }));
    expect(veicolo.getByRole('link')).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(gateway.chiamate.find((c) => c.operazione === 'AutoDelVenditore')?.variables).toEqual({ venditoreId: ID_VENDITORE });
  });

  it('says "Chiuso ora" on a closed day and shows the banner and logo', async () => {
    // Sunday 22 November 2026, 11:00 in Rome: closed by default.
    fermaOrologio('2026-11-22T10:00:00Z');
    const gateway = createFakeGateway({
      Vetrina: () => ({
        data: { vetrina: venditorePubblicoDemo({ bannerImage: 'b1e2c3d4-0000-4000-8000-000000000001.jpg', logoImage: 'b1e2c3d4-0000-4000-8000-000000000002.png' }) },
      }),
      AutoDelVenditore: () => ({ data: { autoDelVenditore: [] } }),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);
    const orari = within(await screen.findByRole('region', { name: 'Orari di Apertura' }));
    expect(orari.getByText('Chiuso ora')).toBeInTheDocument();
    expect(orari.getByRole('row', { name: /Domenica/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('img', { name: 'Banner di Demolizioni Po' })).toHaveAttribute(
      'src',
      '/media/profile-images/b1e2c3d4-0000-4000-8000-000000000001.jpg',
    );
    expect(screen.getByRole('img', { name: 'Logo di Demolizioni Po' })).toHaveAttribute('src', '/media/profile-images/b1e2c3d4-0000-4000-8000-000000000002.png');
  });

  it('shows placeholders for profile images that are no image keys or cannot load, and for a vehicle without a usable photo', async () => {
    const gateway = createFakeGateway({
      Vetrina: () => ({
        data: {
          vetrina: venditorePubblicoDemo({ bannerImage: '../../graphql?query=x', logoImage: KEY_NON_VALIDA, descrizione: PAROLA_LUNGHISSIMA }),
        },
      }),
      AutoDelVenditore: () => ({ data: { autoDelVenditore: [autoCardDemo({ immagine: KEY_NON_VALIDA })] } }),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Demolizioni Po', level: 1 })).toBeInTheDocument();
    const veicolo = within(await screen.findByRole('article', { name: 'Fiat Panda' }));
    expect(veicolo.getByRole('img', { name: 'Immagine non disponibile' })).toBeInTheDocument();
    // Nothing is asked of the server for a value that is no image key.
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByText(PAROLA_LUNGHISSIMA)).toHaveClass('wrap-anywhere');
    expect(screen.queryByText('Qualcosa è andato storto')).not.toBeInTheDocument();
  });

  it('gives way to the placeholder when a logo cannot be loaded', async () => {
    const gateway = createFakeGateway({
      Vetrina: () => ({ data: { vetrina: venditorePubblicoDemo({ logoImage: 'b1e2c3d4-0000-4000-8000-000000000002.png' }) } }),
      AutoDelVenditore: () => ({ data: { autoDelVenditore: [] } }),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);

    fireEvent.error(await screen.findByRole('img', { name: 'Logo di Demolizioni Po' }));
    expect(screen.queryByRole('img', { name: 'Logo di Demolizioni Po' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Demolizioni Po', level: 1 }).closest('header')?.querySelector('.lucide-store')).not.toBeNull();
  });

  it('says "Venditore non trovato" for an unknown seller', async () => {
    const gateway = createFakeGateway({
      Vetrina: () => errore('SELLER_NOT_FOUND', MESSAGGI.inserzione.venditoreNonTrovato),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Venditore non trovato' })).toBeInTheDocument();
  });
});
